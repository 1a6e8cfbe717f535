import TerminalUI

/// Lays out the likes of one of my posts in lines, for a given width:
///
///     ♥ Grace Hopper and Alan Turing liked your post · 2h
///     Eileen Collins, the first woman to pilot…
///     ▣ 1 photo
///
/// followed by a blank line.
enum LikeGroupCell: ListCellLayout {
    static let gutter = 2

    static func lines(for object: LikeGroupCellObject, width: Int) -> [StyledLine] {
        let contentWidth = max(1, width - gutter)
        return [headline(for: object, width: contentWidth)] + postLines(for: object, width: contentWidth) + [.blank]
    }

    /// With the post's thumbnail left of its caption where the terminal draws pictures.
    static func lines(for object: LikeGroupCellObject, width: Int, showsPictures: Bool) -> [StyledLine] {
        let contentWidth = max(1, width - gutter)
        guard showsPictures, object.hasThumbnail, ThumbnailColumn.fits(width: contentWidth) else { return lines(for: object, width: width) }
        let beside = postLines(for: object, width: ThumbnailColumn.textWidth(in: contentWidth))
        return [headline(for: object, width: contentWidth)] + ThumbnailColumn.lines(beside, thumbnail: object.thumbnail) + [.blank]
    }

    private static func postLines(for object: LikeGroupCellObject, width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        if !object.caption.isEmpty {
            lines.append(StyledLine([.init(DisplayWidth.truncate(object.caption, toWidth: width))]))
        }
        if let media = object.mediaSummary {
            lines.append(StyledLine([.init(DisplayWidth.truncate("▣ " + media, toWidth: width), TextStyle(role: .accent))]))
        }
        return lines
    }

    /// The age keeps its place at the end; the names give way first.
    private static func headline(for object: LikeGroupCellObject, width: Int) -> StyledLine {
        let heart = "♥ "
        let age = object.age.isEmpty ? "" : " · " + object.age
        let room = max(1, width - DisplayWidth.of(heart) - DisplayWidth.of(age))
        return StyledLine([
            .init(heart, TextStyle(role: .liked, isBold: true)),
            .init(DisplayWidth.truncate(object.headline, toWidth: room), TextStyle(role: .author, isBold: true)),
            .init(DisplayWidth.truncate(age, toWidth: max(0, width - DisplayWidth.of(heart) - 1)), TextStyle(role: .muted)),
        ])
    }
}
