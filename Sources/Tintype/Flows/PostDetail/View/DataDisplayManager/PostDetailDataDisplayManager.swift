import TerminalUI

/// Owns the lines of a post in full: lays out its blocks at the screen's width and scrolls them
/// a line or a page at a time.
@MainActor
final class PostDetailDataDisplayManager {
    private var cellObjects: [PostDetailCellObject] = []
    private var lines: [StyledLine] = []
    private var linesWidth = 0
    private(set) var topLine = 0
    private var viewportRows = 1

    func update(with objects: [PostDetailCellObject]) {
        cellObjects = objects
        linesWidth = 0
    }

    /// Scrolls the post a line, a page, or to either end.
    func perform(_ action: ListAction) {
        switch action {
        case .next: scroll(by: 1)
        case .previous: scroll(by: -1)
        case .pageDown: scroll(by: max(1, viewportRows - 1))
        case .pageUp: scroll(by: -max(1, viewportRows - 1))
        case .first: topLine = 0
        case .last: scroll(by: lines.count)
        }
    }

    func draw(in canvas: any Canvas, top: Int, size: TerminalSize) {
        viewportRows = max(1, size.rows)
        layOut(width: size.columns)
        topLine = min(topLine, max(0, lines.count - viewportRows))
        for offset in 0..<size.rows {
            let row = top + offset
            canvas.fill(row: row, column: 0, width: size.columns, style: .plain)
            let index = topLine + offset
            if index < lines.count {
                lines[index].draw(in: canvas, row: row, column: 2, maximumWidth: size.columns - 2)
            }
        }
    }

    /// How many lines the post takes at a width.
    func lineCount(width: Int) -> Int {
        layOut(width: width)
        return lines.count
    }

    private func scroll(by offset: Int) {
        topLine = max(0, min(topLine + offset, max(0, lines.count - viewportRows)))
    }

    private func layOut(width: Int) {
        guard width != linesWidth else { return }
        linesWidth = width
        let contentWidth = max(1, width - 4)
        lines = cellObjects.flatMap { object -> [StyledLine] in
            switch object {
            case .header(let name, let details):
                return [
                    StyledLine([.init(DisplayWidth.truncate(name, toWidth: contentWidth), TextStyle(role: .author, isBold: true))]),
                    StyledLine([.init(DisplayWidth.truncate(details, toWidth: contentWidth), TextStyle(role: .muted))]), .blank,
                ]
            case .contentWarning(let text, let hint):
                return TextWrapper.wrap(text, width: contentWidth).map { StyledLine([.init($0, TextStyle(role: .warning, isBold: true))]) }
                    + [StyledLine([.init(DisplayWidth.truncate(hint, toWidth: contentWidth), TextStyle(role: .muted))]), .blank]
            case .caption(let caption):
                return TextWrapper.wrap(caption, width: contentWidth).map { StyledLine([.init($0)]) } + [.blank]
            case .media(let label, let altText):
                let wrapped = TextWrapper.wrap(altText, width: max(1, contentWidth - 2))
                return [StyledLine([.init("▣ " + label, TextStyle(role: .accent, isBold: true))])]
                    + wrapped.map { StyledLine([.init("  " + $0, TextStyle(role: .muted))]) } + [.blank]
            case .counts(let text, let isLiked):
                return [
                    StyledLine([
                        .init(
                            DisplayWidth.truncate(text, toWidth: contentWidth),
                            isLiked ? TextStyle(role: .liked, isBold: true) : TextStyle(role: .muted))
                    ])
                ]
            }
        }
    }
}
