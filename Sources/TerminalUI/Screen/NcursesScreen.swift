import CNcursesw
import Foundation

/// The real terminal, driven by ncursesw with panels.
///
/// All of ncurses is called from here and from `NcursesSurface`, on the main actor: Debian's
/// ncurses is not re-entrant.
@MainActor
public final class NcursesScreen: Screen {
    public enum StartError: Error, Equatable, CustomStringConvertible {
        case noTerminal(String)
        /// The app was started with a pipe or a file in place of the terminal.
        case notATerminal(String)

        public var description: String {
            switch self {
            case .noTerminal(let name): return "cannot open the terminal \(name)"
            case .notATerminal(let stream):
                return "\(stream) is not a terminal: the app needs one; for scripts, use tintype feed --plain or --json"
            }
        }
    }

    public private(set) var size: TerminalSize
    private let terminal: OpaquePointer
    private let palette: ColorPalette
    private let picturePairs: PicturePairs
    /// Keys are read from a window nobody draws in, because `wget_wch` refreshes its window.
    private let inputWindow: UnsafeMutablePointer<WINDOW>
    private var isRestored = false

    /// Starts curses mode on the process's terminal, or on the given streams with a named
    /// terminal type (for tests with no terminal). `environment` says whether colour is wanted.
    public init(
        terminalName: String? = nil,
        output: UnsafeMutablePointer<FILE>? = nil,
        input: UnsafeMutablePointer<FILE>? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        Self.selectUTF8Locale()
        let name = terminalName ?? environment["TERM"] ?? "dumb"
        if output == nil {
            try Self.requireTerminal()
            // Before curses changes the modes, so a crash can put them back as they are now.
            cn_restore_terminal_on_crash(STDOUT_FILENO)
        }
        // newterm answers nil, printing nothing, for an entry that is not installed.
        let direct = Self.directColorEntry(for: name, environment: environment).flatMap {
            newterm($0, output ?? cn_stdout(), input ?? cn_stdin())
        }
        guard let terminal = direct ?? newterm(name, output ?? cn_stdout(), input ?? cn_stdin()) else {
            throw StartError.noTerminal(name)
        }
        self.terminal = terminal
        _ = set_term(terminal)
        cn_restore_terminal_at_exit()
        raw()
        noecho()
        nonl()
        curs_set(0)
        set_escdelay(25)
        palette = ColorPalette.detect(environment: environment)
        picturePairs = PicturePairs(
            firstFree: ColorPalette.firstPicturePair, pairCount: Int(cn_color_pairs()), colors: palette.pictureColors)
        inputWindow = newwin(1, 1, 0, 0)!
        keypad(inputWindow, true)
        nodelay(inputWindow, true)
        // Pasted line breaks must not send a half-written comment.
        cn_enable_bracketed_paste(output ?? cn_stdout())
        size = TerminalSize(rows: Int(getmaxy(cn_stdscr())), columns: Int(getmaxx(cn_stdscr())))
    }

    /// The terminfo entry with direct colour for a terminal whose COLORTERM says it takes 24-bit
    /// colour while its TERM names a 256-colour entry (xterm-256color → xterm-direct, as
    /// Debian's ncurses-term installs them); nil where colour is not wanted or TERM says direct.
    nonisolated static func directColorEntry(for name: String, environment: [String: String]) -> String? {
        guard PictureColors.fromEnvironment(environment.merging(["TERM": name]) { $1 }) == .trueColor, !name.hasSuffix("-direct")
        else { return nil }
        let suffix = "-256color"
        return (name.hasSuffix(suffix) ? String(name.dropLast(suffix.count)) : name) + "-direct"
    }

    /// Throws unless standard input and output are both a terminal.
    public nonisolated static func requireTerminal() throws {
        guard isatty(STDIN_FILENO) == 1 else { throw StartError.notATerminal("standard input") }
        guard isatty(STDOUT_FILENO) == 1 else { throw StartError.notATerminal("standard output") }
    }

    public func makeSurface(frame: Rect) -> any Surface {
        NcursesSurface(frame: frame, palette: palette, picturePairs: picturePairs)
    }

    public func flush() {
        update_panels()
        doupdate()
    }

    /// Every key waiting on the input, decoded; empty when there is none.
    public func readPendingKeys() -> [KeyEvent] {
        var keys: [KeyEvent] = []
        var character: wint_t = 0
        while true {
            let status = wget_wch(inputWindow, &character)
            if status == ERR { break }
            let kind: KeyDecoder.Kind = status == cn_key_code_yes() ? .keyCode : .character
            let key = KeyDecoder.decode(kind: kind, value: UInt32(character))
            if key != .resize { keys.append(key) }
        }
        return keys
    }

    /// Tells curses the terminal has a new size, after SIGWINCH.
    public func adoptTerminalSize() {
        var window = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 {
            resizeterm(Int32(window.ws_row), Int32(window.ws_col))
        }
        size = TerminalSize(rows: Int(getmaxy(cn_stdscr())), columns: Int(getmaxx(cn_stdscr())))
        clearok(cn_curscr(), true)
    }

    /// Ends curses mode and gives the terminal back as it was. Safe to call more than once.
    public func restore() {
        guard !isRestored else { return }
        isRestored = true
        cn_disable_bracketed_paste()
        curs_set(1)
        endwin()
    }

    /// The locale decides whether ncurses speaks UTF-8; a C or POSIX locale would turn every
    /// accented letter into garbage, so fall back to C.UTF-8 for the character type.
    private static func selectUTF8Locale() {
        setlocale(LC_ALL, "")
        if cn_locale_is_utf8() == 0 {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }
}
