import TerminalUI

/// Lays out one message in lines, for a given width. Theirs sit on the left, mine on the right,
/// each in a column of at most two thirds of the width, so the two sides read apart:
///
///     Grace Hopper · 2h
///     Are you coming on Friday?
///                                         You · 1h
///                                Yes, with the slides.
enum MessageCell: ListCellLayout {
    static let gutter = 2
    static let minimumColumn = 24

    static func lines(for object: MessageCellObject, width: Int) -> [StyledLine] {
        let contentWidth = max(1, width - gutter)
        let column = min(contentWidth, max(minimumColumn, contentWidth * 2 / 3))
        let footerStyle: TextStyle
        switch object.tone {
        case .sent: footerStyle = TextStyle(role: .muted)
        case .sending: footerStyle = TextStyle(role: .accent)
        case .notSent: footerStyle = TextStyle(role: .error, isBold: true)
        }
        var rows: [(String, TextStyle)] = [
            (DisplayWidth.truncate(object.header, toWidth: column), TextStyle(role: object.isMine ? .accent : .author, isBold: true))
        ]
        rows += TextWrapper.wrap(object.text, width: column).map { ($0, TextStyle(role: .normal)) }
        rows += object.media.map { (DisplayWidth.truncate($0, toWidth: column), TextStyle(role: .accent)) }
        rows += object.footer.map { TextWrapper.wrap($0, width: column).map { ($0, footerStyle) } } ?? []
        let lines = rows.map { text, style in
            guard object.isMine else { return StyledLine([.init(text, style)]) }
            let indent = max(0, contentWidth - DisplayWidth.of(text))
            return StyledLine([.init(String(repeating: " ", count: indent)), .init(text, style)])
        }
        return lines + [.blank]
    }
}
