import TerminalUI

/// Lays out one conversation in lines, for a given width: the unread mark and the names with the
/// age at the end, the latest message's first line, then a blank line.
///
///     ● Grace Hopper · 2h
///     Are you coming on Friday?
enum ConversationCell: ListCellLayout {
    static let gutter = 2

    static func lines(for object: ConversationCellObject, width: Int) -> [StyledLine] {
        let contentWidth = max(1, width - gutter)
        let mark = object.isUnread ? "● " : "  "
        let age = object.age.isEmpty ? "" : " · " + object.age
        let room = max(1, contentWidth - DisplayWidth.of(mark) - DisplayWidth.of(age))
        let headline = StyledLine([
            .init(mark, TextStyle(role: .accent, isBold: true)),
            .init(DisplayWidth.truncate(object.names, toWidth: room), TextStyle(role: .author, isBold: object.isUnread)),
            .init(DisplayWidth.truncate(age, toWidth: max(0, contentWidth - DisplayWidth.of(mark) - 1)), TextStyle(role: .muted)),
        ])
        let preview = StyledLine([
            .init("  "),
            .init(
                DisplayWidth.truncate(object.preview, toWidth: max(1, contentWidth - 2)),
                TextStyle(role: object.isUnread ? .normal : .muted)),
        ])
        return [headline, preview, .blank]
    }
}
