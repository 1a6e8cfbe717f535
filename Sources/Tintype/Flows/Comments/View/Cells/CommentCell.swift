import TerminalUI

/// Lays out one comment of a thread in lines, for a given width: the author, the text wrapped to
/// what the indentation leaves, the footer, then a blank line. Deeper replies carry a thread
/// guide per level:
///
///     Katherine Johnson  @katherine · 2h · ♥ 3
///     Count me in.
///     │ Grace Hopper  @grace · 1h
///     │ See you there.
enum CommentCell: ListCellLayout {
    static let gutter = 2
    static let indentPerLevel = 2

    static func lines(for object: CommentCellObject, width: Int) -> [StyledLine] {
        let guide = StyledLine.Run(String(repeating: "│ ", count: object.depth), TextStyle(role: .muted))
        let contentWidth = max(1, width - gutter - object.depth * indentPerLevel)
        let header = StyledLine([
            guide, .init(DisplayWidth.truncate(object.author, toWidth: contentWidth), TextStyle(role: .author, isBold: true)),
            .init("  " + object.details, TextStyle(role: .muted)),
        ])
        let text = LinkedLines.wrap(object.text, links: object.links, width: contentWidth).map { StyledLine([guide] + $0) }
        let footerStyle: TextStyle
        switch object.tone {
        case .sent: footerStyle = TextStyle(role: .muted)
        case .sending: footerStyle = TextStyle(role: .accent)
        case .notSent: footerStyle = TextStyle(role: .error, isBold: true)
        }
        let footer = TextWrapper.wrap(object.footer, width: contentWidth).map { StyledLine([guide, .init($0, footerStyle)]) }
        return [header] + text + footer + [.blank]
    }
}
