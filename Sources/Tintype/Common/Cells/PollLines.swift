import TerminalUI

/// Lays out a poll under a caption, an option a line:
///
///     ○ moth                      before I voted, while it is open
///     ████████░░  80% moth ✓      once I voted or it ended; ✓ marks mine
///     12 votes · 2h left
@MainActor
enum PollLines {
    /// The cells of a share's bar.
    static let barWidth = 10

    static func lines(for poll: PollCellObject, width: Int) -> [StyledLine] {
        guard width >= 8 else { return [] }
        var lines = poll.options.map { optionLine($0, width: width) }
        for note in [poll.moreOptions, poll.summary, poll.hint].compactMap({ $0 }) where !note.isEmpty {
            lines.append(StyledLine([.init(DisplayWidth.truncate(note, toWidth: width), TextStyle(role: .muted))]))
        }
        return lines
    }

    private static func optionLine(_ option: PollCellObject.Option, width: Int) -> StyledLine {
        var runs: [StyledLine.Run] = []
        if !option.number.isEmpty { runs.append(.init(option.number + " ", TextStyle(role: .muted))) }
        if let share = option.share, width >= barWidth + 12 {
            let filled = Int((share * Double(barWidth)).rounded())
            runs.append(
                .init(String(repeating: "█", count: filled), TextStyle(role: option.isMine ? .accent : .muted, isBold: option.isMine)))
            runs.append(.init(String(repeating: "░", count: barWidth - filled), TextStyle(role: .muted)))
            let percent = option.percent ?? ""
            runs.append(.init(" " + String(repeating: " ", count: max(0, 4 - DisplayWidth.of(percent))) + percent + " "))
        } else if option.share == nil {
            runs.append(.init(option.isMarked ? "● " : "○ ", TextStyle(role: option.isMarked ? .accent : .muted, isBold: option.isMarked)))
        }
        let mark = option.isMine ? " ✓" : ""
        let used = runs.reduce(0) { $0 + DisplayWidth.of($1.text) }
        let title = DisplayWidth.truncate(option.title, toWidth: max(1, width - used - DisplayWidth.of(mark)))
        runs.append(.init(title, option.isMarked || option.isMine ? TextStyle(isBold: true) : TextStyle()))
        if !mark.isEmpty { runs.append(.init(mark, TextStyle(role: .accent))) }
        return StyledLine(runs)
    }
}
