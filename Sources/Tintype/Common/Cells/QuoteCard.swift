import TerminalUI

/// Lays out a quoted post inside a post, behind a bar that sets it apart:
///
///     ┃ Grace Hopper @grace · 2h
///     ┃ Reminder: it is easier to ask forgiveness than…
///     ┃ ▣ 1 photo
@MainActor
enum QuoteCard {
    static let bar = "┃ "

    /// The card's lines for `width` columns, its text wrapped over `maximumTextLines` at most.
    static func lines(for card: QuoteCardObject, width: Int, maximumTextLines: Int) -> [StyledLine] {
        let innerWidth = width - DisplayWidth.of(bar)
        guard innerWidth >= 4 else { return [] }
        var lines: [[StyledLine.Run]] = []
        if let name = card.authorName {
            let shownName = DisplayWidth.truncate(name, toWidth: innerWidth)
            var runs: [StyledLine.Run] = [.init(shownName, TextStyle(role: .author, isBold: true))]
            let room = innerWidth - DisplayWidth.of(shownName) - 1
            if room >= 4, !card.details.isEmpty {
                runs.append(.init(" " + DisplayWidth.truncate(card.details, toWidth: room), TextStyle(role: .muted)))
            }
            lines.append(runs)
        }
        let textStyle = card.isNote ? TextStyle(role: .muted) : TextStyle()
        lines += PostCell.excerpt(card.text, width: innerWidth, maximumLines: maximumTextLines).map { [.init($0, textStyle)] }
        for note in [card.mediaSummary, card.more].compactMap({ $0 }) {
            lines.append([.init(DisplayWidth.truncate(note, toWidth: innerWidth), TextStyle(role: .muted))])
        }
        return lines.map { StyledLine([.init(bar, TextStyle(role: .accent))] + $0) }
    }
}
