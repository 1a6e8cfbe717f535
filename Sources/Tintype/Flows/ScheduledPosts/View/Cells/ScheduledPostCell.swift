import TerminalUI

/// Lays out one scheduled post in lines, for a given width:
///
///     2026-12-24 09:00 · in 3d
///     Breakfast at the lab
///     2 photos · a poll
///
/// followed by a blank line.
enum ScheduledPostCell: ListCellLayout {
    static let gutter = 2

    static func lines(for object: ScheduledPostCellObject, width: Int) -> [StyledLine] {
        let contentWidth = max(1, width - gutter)
        var lines = [
            StyledLine([.init(DisplayWidth.truncate(object.when, toWidth: contentWidth), TextStyle(role: .author, isBold: true))]),
            StyledLine([.init(DisplayWidth.truncate(object.words, toWidth: contentWidth))]),
        ]
        if !object.carries.isEmpty {
            lines.append(StyledLine([.init(DisplayWidth.truncate(object.carries, toWidth: contentWidth), TextStyle(role: .muted))]))
        }
        lines.append(.blank)
        return lines
    }
}
