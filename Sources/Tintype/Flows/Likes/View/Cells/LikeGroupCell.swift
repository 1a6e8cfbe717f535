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
        var lines = [headline(for: object, width: contentWidth)]
        if !object.caption.isEmpty {
            lines.append(StyledLine([.init(DisplayWidth.truncate(object.caption, toWidth: contentWidth))]))
        }
        if let media = object.mediaSummary {
            lines.append(StyledLine([.init(DisplayWidth.truncate("▣ " + media, toWidth: contentWidth), TextStyle(role: .accent))]))
        }
        lines.append(.blank)
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
