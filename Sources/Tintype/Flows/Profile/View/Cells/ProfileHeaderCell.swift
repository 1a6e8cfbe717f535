import TerminalUI

/// Lays out the top of a profile in lines, for a given width:
///
///     Ada Lovelace @ada@pixelfed.social · locked             you follow · follows you
///     The bio, wrapped by display width over at most four lines…
///     Website  https://example.org
///     12 posts · 3 followers (F) · 2 following (W)
///
/// then a rule that heads the posts.
enum ProfileHeaderCell {
    static let maximumBioLines = 4
    static let maximumFields = 4
    static let gutter = 2

    static func lines(for object: ProfileHeaderCellObject, width: Int) -> [StyledLine] {
        let contentWidth = max(1, width - gutter)
        var lines = [nameLine(for: object, width: contentWidth)]
        if let notice = object.notice {
            lines.append(StyledLine([.init(DisplayWidth.truncate(notice, toWidth: contentWidth), TextStyle(role: .warning, isBold: true))]))
        }
        if !object.bio.isEmpty {
            let wrapped = TextWrapper.wrap(object.bio, width: contentWidth, maxLines: maximumBioLines + 1)
            var shown = Array(wrapped.prefix(maximumBioLines))
            if wrapped.count > maximumBioLines, let last = shown.popLast() {
                shown.append(DisplayWidth.truncate(last + "…", toWidth: contentWidth))
            }
            lines += shown.map { StyledLine([.init($0)]) }
        }
        let nameWidth = min(16, object.fields.prefix(maximumFields).map { DisplayWidth.of($0.name) }.max() ?? 0)
        for field in object.fields.prefix(maximumFields) {
            let name = DisplayWidth.truncate(field.name, toWidth: nameWidth)
            let padding = String(repeating: " ", count: max(0, nameWidth - DisplayWidth.of(name)) + 2)
            let value = DisplayWidth.truncate(field.value, toWidth: max(0, contentWidth - nameWidth - 2))
            lines.append(StyledLine([.init(name + padding, TextStyle(role: .muted)), .init(value, TextStyle(role: .accent))]))
        }
        lines.append(StyledLine([.init(DisplayWidth.truncate(object.counts, toWidth: contentWidth), TextStyle(role: .normal, isBold: true))]))
        lines.append(StyledLine([.init(String(repeating: "─", count: contentWidth), TextStyle(role: .muted))]))
        return lines
    }

    private static func nameLine(for object: ProfileHeaderCellObject, width: Int) -> StyledLine {
        let relationshipWidth = DisplayWidth.of(object.relationship)
        let showsRelationship = relationshipWidth > 0 && width - relationshipWidth - 1 >= 8
        let room = showsRelationship ? width - relationshipWidth - 1 : width
        let name = DisplayWidth.truncate(object.displayName, toWidth: room)
        var runs: [StyledLine.Run] = [.init(name, TextStyle(role: .author, isBold: true))]
        var used = DisplayWidth.of(name)
        let handle = DisplayWidth.truncate(" " + object.handle, toWidth: max(0, room - used))
        if DisplayWidth.of(handle) > 4 {
            runs.append(.init(handle, TextStyle(role: .muted)))
            used += DisplayWidth.of(handle)
        }
        if !object.badges.isEmpty, used + DisplayWidth.of(object.badges) + 3 <= room {
            runs.append(.init(" · " + object.badges, TextStyle(role: .warning)))
            used += DisplayWidth.of(object.badges) + 3
        }
        if showsRelationship {
            runs.append(.init(String(repeating: " ", count: max(1, width - used - relationshipWidth))))
            runs.append(.init(object.relationship, TextStyle(role: .liked, isBold: true)))
        }
        return StyledLine(runs)
    }
}
