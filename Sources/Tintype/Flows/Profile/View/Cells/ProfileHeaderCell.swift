import TerminalUI
import TextBasics

/// Lays out the top of a profile in lines, for a given width:
///
///     Ada Lovelace @ada@pixelfed.social · locked             you follow · follows you
///     The bio, wrapped by display width over at most four lines…
///     Website  https://example.org
///     12 posts · 3 followers (F) · 2 following (W)
///
/// then a rule that heads the posts. Where the terminal draws pictures, the account's avatar (or
/// its initials on a colour) stands left of the lines above the counts.
enum ProfileHeaderCell {
    static let maximumBioLines = 4
    static let maximumFields = 4
    static let gutter = 2

    /// The header's lines, at most `maximumLines` of them: when there is less room, the fields
    /// and then the bio give way, never the name, the notice or the counts.
    static func lines(for object: ProfileHeaderCellObject, width: Int, maximumLines: Int = .max, showsPictures: Bool = false)
        -> [StyledLine]
    {
        let isKnown = !object.displayName.isEmpty || !object.handle.isEmpty
        // The counts and the rule stay under the avatar: it needs its rows and two more.
        guard showsPictures, isKnown, ThumbnailColumn.fits(width: width - gutter), maximumLines >= ThumbnailColumn.rows + 2 else {
            return lines(for: object, width: width, maximumLines: maximumLines, besideAvatar: false)
        }
        let text = lines(for: object, width: width, maximumLines: maximumLines, besideAvatar: true)
        let avatar = AvatarPicture.picture(
            avatar: object.avatar, initials: object.initials, color: object.avatarColor, columns: ThumbnailColumn.columns,
            rows: ThumbnailColumn.rows)
        return ThumbnailColumn.lines(Array(text.dropLast(2)), picture: avatar) + text.suffix(2)
    }

    private static func lines(for object: ProfileHeaderCellObject, width: Int, maximumLines: Int, besideAvatar: Bool) -> [StyledLine] {
        let fullWidth = max(1, width - gutter)
        let contentWidth = besideAvatar ? ThumbnailColumn.textWidth(in: fullWidth) : fullWidth
        // A profile that never loaded has only its notice to show.
        let isKnown = !object.displayName.isEmpty || !object.handle.isEmpty
        let top =
            (isKnown ? nameLines(for: object, width: contentWidth) : [])
            + (object.notice.map {
                [StyledLine([.init(DisplayWidth.truncate($0, toWidth: contentWidth), TextStyle(role: .warning, isBold: true))])]
            } ?? [])
        let bottom =
            !isKnown
            ? []
            : [
                StyledLine([.init(DisplayWidth.truncate(object.counts, toWidth: fullWidth), TextStyle(role: .normal, isBold: true))]),
                StyledLine([.init(String(repeating: "─", count: fullWidth), TextStyle(role: .muted))]),
            ]
        let room = max(0, maximumLines - top.count - bottom.count)
        let bio = bioLines(object.bio, links: object.bioLinks, width: contentWidth, maximumLines: min(maximumBioLines, room))
        let fields = fieldLines(object.fields, width: contentWidth).prefix(max(0, room - bio.count))
        return Array((top + bio + fields + bottom).prefix(maximumLines))
    }

    private static func bioLines(_ bio: String, links: [TextLink], width: Int, maximumLines: Int) -> [StyledLine] {
        guard !bio.isEmpty, maximumLines > 0 else { return [] }
        let wrapped = TextWrapper.wrap(bio, width: width, maxLines: maximumLines + 1)
        var shown = Array(wrapped.prefix(maximumLines))
        if wrapped.count > maximumLines, let last = shown.popLast() {
            shown.append(DisplayWidth.truncate(last + "…", toWidth: width))
        }
        return LinkedLines.runs(of: shown, wrappedFrom: bio, links: links, style: .plain).map { StyledLine($0) }
    }

    private static func fieldLines(_ fields: [Profile.Field], width: Int) -> [StyledLine] {
        let shown = fields.prefix(maximumFields)
        let nameWidth = min(16, shown.map { DisplayWidth.of($0.name) }.max() ?? 0)
        return shown.map { field in
            let name = DisplayWidth.truncate(field.name, toWidth: nameWidth)
            let padding = String(repeating: " ", count: max(0, nameWidth - DisplayWidth.of(name)) + 2)
            let value = DisplayWidth.truncate(field.value, toWidth: max(0, width - nameWidth - 2))
            let valueRuns = LinkedLines.runs(of: [value], wrappedFrom: field.value, links: field.links, style: TextStyle(role: .accent))
            return StyledLine([.init(name + padding, TextStyle(role: .muted))] + valueRuns[0])
        }
    }

    /// The name, handle and badges, with the relationship at the right end; where the handle
    /// would not fit beside it, the relationship takes a line of its own.
    private static func nameLines(for object: ProfileHeaderCellObject, width: Int) -> [StyledLine] {
        let relationshipWidth = DisplayWidth.of(object.relationship)
        let identityWidth = DisplayWidth.of(object.displayName) + 1 + DisplayWidth.of(object.handle)
        let sharesTheLine = relationshipWidth > 0 && identityWidth + 2 + relationshipWidth <= width
        var identity = identityLine(for: object, width: width - (sharesTheLine ? relationshipWidth + 2 : 0))
        guard relationshipWidth > 0 else { return [identity] }
        let relationship = StyledLine.Run(DisplayWidth.truncate(object.relationship, toWidth: width), TextStyle(role: .liked, isBold: true))
        let padding = StyledLine.Run(String(repeating: " ", count: max(sharesTheLine ? 2 : 0, width - identity.width - relationshipWidth)))
        guard sharesTheLine else {
            return [identity, StyledLine([.init(String(repeating: " ", count: max(0, width - relationshipWidth))), relationship])]
        }
        identity.runs += [padding, relationship]
        return [identity]
    }

    private static func identityLine(for object: ProfileHeaderCellObject, width: Int) -> StyledLine {
        let name = DisplayWidth.truncate(object.displayName, toWidth: max(1, width))
        var runs: [StyledLine.Run] = [.init(name, TextStyle(role: .author, isBold: true))]
        var used = DisplayWidth.of(name)
        let handle = DisplayWidth.truncate(" " + object.handle, toWidth: max(0, width - used))
        if DisplayWidth.of(handle) > 4 {
            runs.append(.init(handle, TextStyle(role: .muted)))
            used += DisplayWidth.of(handle)
        }
        let badges = " · " + object.badges
        if !object.badges.isEmpty, used < width {
            runs.append(.init(DisplayWidth.truncate(badges, toWidth: width - used), TextStyle(role: .warning)))
        }
        return StyledLine(runs)
    }
}
