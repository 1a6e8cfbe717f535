import TerminalUI

/// Lays out one account of a list in lines, for a given width:
///
///     Grace Hopper @grace@pixelfed.social · bot
///     The first line of the bio…
///
/// followed by a blank line.
enum AccountCell: ListCellLayout {
    static let gutter = 2

    static func lines(for object: AccountCellObject, width: Int) -> [StyledLine] {
        let contentWidth = max(1, width - gutter)
        let name = DisplayWidth.truncate(object.displayName, toWidth: contentWidth)
        var runs: [StyledLine.Run] = [.init(name, TextStyle(role: .author, isBold: true))]
        let room = contentWidth - DisplayWidth.of(name)
        let rest = object.badges.isEmpty ? " " + object.handle : " " + object.handle + " · " + object.badges
        if room >= 5 {
            runs.append(.init(DisplayWidth.truncate(rest, toWidth: room), TextStyle(role: .muted)))
        }
        var lines = [StyledLine(runs)]
        if !object.bioLine.isEmpty {
            lines.append(StyledLine([.init(DisplayWidth.truncate(object.bioLine, toWidth: contentWidth))]))
        }
        lines.append(.blank)
        return lines
    }
}
