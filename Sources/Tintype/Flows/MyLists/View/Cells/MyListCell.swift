import TerminalUI

/// Lays out one of my lists on a line, for a given width:
///
///     [✓] Lab
///
/// the box left out where no account is asked about.
enum MyListCell: ListCellLayout {
    static let gutter = 2

    static func lines(for object: MyListCellObject, width: Int) -> [StyledLine] {
        let contentWidth = max(1, width - gutter)
        guard !object.mark.isEmpty else { return [StyledLine([.init(DisplayWidth.truncate(object.title, toWidth: contentWidth))])] }
        let box = "[" + object.mark + "] "
        return [
            StyledLine([
                .init(box, TextStyle(role: .accent, isBold: true)),
                .init(DisplayWidth.truncate(object.title, toWidth: max(1, contentWidth - DisplayWidth.of(box)))),
            ])
        ]
    }
}
