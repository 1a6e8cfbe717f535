import FoundationEssentials
import TextBasics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the app's tmux pane sits on the terminal around tmux, and whether it is seen there, as
/// tmux itself says.
///
/// No escape sequence tells a program inside tmux where its pane is, so tmux is asked, by
/// `tmux display`, for the pane's offset in its window and for a status line above the window.
/// Nor whether another window is in front of it: tmux tells the pane it lost focus (with its
/// `focus-events` on), and is then asked whether the pane is still seen.
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

    /// Whether tmux takes a clipboard the pane sets (`set-clipboard on`; `external`, its default,
    /// ignores it); nil outside tmux or when it does not say.
    public static func acceptsClipboard(environment: [String: String]) -> Bool? {
        display("#{set-clipboard}", environment: environment).map { $0.trimmed() == "on" }
    }

    /// Whether tmux tells the pane when it gains or loses focus (`focus-events`); nil outside tmux
    /// or when it does not say.
    public static func tellsFocus(environment: [String: String]) -> Bool? {
        display("#{focus-events}", environment: environment).flatMap(isOn(fromDisplay:))
    }

    /// Whether the pane is on a terminal now: its window in front in a session a client shows,
    /// and no other pane of it zoomed; nil outside tmux or when tmux does not say.
    public static func isShown(environment: [String: String]) -> Bool? {
        display(shownFormat, environment: environment).flatMap(isShown(fromDisplay:))
    }

    static let shownFormat = "#{session_attached} #{window_active} #{window_zoomed_flag} #{pane_active}"

    static func isShown(fromDisplay answer: String) -> Bool? {
        let fields = answer.split(whereSeparator: \.isWhitespace).map { Int($0) }
        guard fields.count == 4, let attached = fields[0], let windowActive = fields[1], let zoomed = fields[2],
            let paneActive = fields[3]
        else { return nil }
        return attached > 0 && windowActive == 1 && (zoomed == 0 || paneActive == 1)
    }

    /// Writes `bytes` straight to the terminal of every client of this tmux, past tmux: what a
    /// pane that is not seen writes is dropped by tmux, so a picture it left on a terminal is
    /// taken off this way. Nothing outside tmux.
    public static func writeToClientTerminals(_ bytes: [UInt8], environment: [String: String]) {
        // Every client, not only this session's: one that switched to another session keeps the
        // pictures it was shown.
        guard !(environment["TMUX"] ?? "").isEmpty,
            let answer = ChildProcess.output(of: "/usr/bin/env", ["tmux", "list-clients", "-F", "#{client_tty}"])
        else { return }
        for path in String(decoding: answer, as: UTF8.self).split(separator: "\n") where path.hasPrefix("/dev/") {
            let terminal = open(String(path), O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
            guard terminal >= 0 else { continue }
            DescriptorWriting.writeAll(bytes, to: terminal)
            close(terminal)
        }
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
