import FoundationEssentials
import TextBasics

/// Where the app's tmux pane sits on the terminal around tmux, as tmux itself says.
///
/// No escape sequence tells a program inside tmux where its pane is, so tmux is asked, by
/// `tmux display`, for the pane's offset in its window and for a status line above the window.
public enum TmuxPane {
    /// What `tmux display -p` is asked for.
    static let format = "#{pane_top} #{pane_left} #{status} #{status-position}"

    /// The pane's top left cell on the outer terminal; nil outside tmux or when tmux does not say.
    public static func origin(environment: [String: String]) -> PictureRoute.CellOrigin? {
        display(format, environment: environment).flatMap(origin(fromDisplay:))
    }

    /// Whether tmux passes pictures on for this pane (`allow-passthrough`); nil outside tmux or
    /// when it does not say.
    public static func allowsPassthrough(environment: [String: String]) -> Bool? {
        display("#{allow-passthrough}", environment: environment).flatMap(isOn(fromDisplay:))
    }

    /// A flag option as `tmux display` gives it: 1 or 0.
    static func isOn(fromDisplay answer: String) -> Bool? {
        switch answer.trimmed() {
        case "1": true
        case "0": false
        default: nil
        }
    }

    /// tmux's answer to `tmux display -p` for this pane; nil outside tmux or when it fails.
    private static func display(_ format: String, environment: [String: String]) -> String? {
        guard let pane = environment["TMUX_PANE"], !(environment["TMUX"] ?? "").isEmpty else { return nil }
        guard let answer = ChildProcess.output(of: "/usr/bin/env", ["tmux", "display", "-p", "-t", pane, format]) else { return nil }
        return String(decoding: answer, as: UTF8.self)
    }

    /// The origin in tmux's answer to `format`: the pane's row, moved down by the status lines
    /// when the status bar is on top (`status` is `on`, `off` or the number of lines).
    static func origin(fromDisplay answer: String) -> PictureRoute.CellOrigin? {
        let fields = answer.split(whereSeparator: \.isWhitespace)
        guard fields.count == 4, let top = Int(fields[0]), let left = Int(fields[1]) else { return nil }
        let statusLines =
            switch fields[2] {
            case "on": 1
            case "off": 0
            default: Int(fields[2]) ?? 0
            }
        return PictureRoute.CellOrigin(row: top + (fields[3] == "top" ? statusLines : 0), column: left)
    }
}
