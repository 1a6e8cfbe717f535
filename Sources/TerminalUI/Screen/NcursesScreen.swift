import CNcursesw
import FoundationEssentials
import Imaging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real terminal, driven by ncursesw with panels.
///
/// All of ncurses is called from here and from `NcursesSurface`, on the main actor: Debian's
/// ncurses is not re-entrant.
@MainActor
public final class NcursesScreen: Screen {
    /// Why the screen did not start; the app words it.
    public enum StartError: Error, Equatable {
        case noTerminal(String)
        /// The app was started with a pipe or a file in place of the terminal.
        case notATerminal(StandardStream)
    }

    public enum StandardStream: Sendable {
        case input, output
    }

    public private(set) var size: TerminalSize
    private let terminal: OpaquePointer
    private let palette: ColorPalette
    private let picturePairs: PicturePairs
    /// Keys are read from a window nobody draws in, because `wget_wch` refreshes its window.
    private let inputWindow: UnsafeMutablePointer<WINDOW>
    private var isRestored = false
    /// The title last written, so the same one is not written again with every tab bar.
    private var shownTitle: String?
    /// The terminal's input with its answers taken out; nil on streams given by a test.
    private let inputFeed: TerminalInputFeed?
    private let outputDescriptor: Int32
    /// Where ncurses writes, flushed before pictures are written beside it.
    private let outputStream: UnsafeMutablePointer<FILE>?
    /// The surfaces from the bottom of the stack up.
    private(set) var surfaces: [NcursesSurface] = []
    /// Whether text that links somewhere is made a link in the terminal (OSC 8).
    private let writesLinks: Bool
    /// The links the terminal holds now, in screen cells.
    private var shownLinks: Set<LinkCells> = []
    private(set) var pictureLayer: PictureLayer
    private var pictureSupport: PictureSupport
    private let picturePreference: PicturePreference
    let environment: [String: String]
    /// The answers to the picture questions, until the fence (DA1's answer) has come.
    private var probeReplies: [TerminalReply]?
    /// Clicks and the wheel read with the terminal's answers, until the keys are read.
    private var mouseEvents: [MouseEvent] = []
    /// Where kitty on this machine is handed pixels in files.
    private let pixelFiles = KittyPixelFiles()
    /// The one-pixel file kitty is asked to read, deleted when the answers are in.
    private var probeFile: String?
    /// Whether the deadline for the answers has passed: the choice made then stands until the
    /// fence comes, late, and the answers change it.
    private var isPastPictureDeadline = false
    /// Whether tmux is asked to tell the pane's focus (mode 1004), for kitty pictures through it.
    var isReportingFocus = false
    /// The focus is asked for whatever pictures do (for notifications).
    let reportsFocus: Bool
    /// Whether the terminal (or the tmux pane) is in front, as it last said; true until it says.
    public internal(set) var isFocused = true
    /// A frame is wanted though no key came (the pane is seen again); the run loop asks for one.
    var wantsFrame = false

    /// Called when the terminal's answers change how pictures are drawn: everything is to be laid
    /// out and drawn again.
    public var onPictureSupportChange: (PictureSupport) -> Void = { _ in }

    /// Starts curses mode on the process's terminal, or on the given streams with a named
    /// terminal type (for tests with no terminal). `environment` says whether colour is wanted.
    public init(
        terminalName: String? = nil,
        output: UnsafeMutablePointer<FILE>? = nil,
        input: UnsafeMutablePointer<FILE>? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        pictures: PicturePreference = .fixed(.blocks),
        terminfoFolder: URL? = nil,
        theme: Theme = .standard,
        reportsMouse: Bool = false,
        reportsFocus: Bool = false,
        writesLinks: Bool = false
    ) throws {
        Self.selectUTF8Locale()
        let name = terminalName ?? environment["TERM"] ?? "dumb"
        if output == nil {
            try Self.requireTerminal()
            // Before curses changes the modes, so a crash can put them back as they are now.
            cn_restore_terminal_on_crash(STDOUT_FILENO)
        }
        let feed = output == nil && input == nil ? TerminalInputFeed(terminal: STDIN_FILENO) : nil
        let keys = input ?? feed?.keysForCurses ?? cn_stdin()
        // Pictures in pixels want an entry that does not scroll; blocks are text and scroll well.
        let variantFolder = pictures == .fixed(.blocks) || pictures == .fixed(.none) ? nil : terminfoFolder
        // newterm answers nil, printing nothing, for an entry that is not installed.
        let direct = Self.directColorEntry(for: name, environment: environment).flatMap {
            Self.newTerminal($0, output: output ?? cn_stdout(), input: keys, variantFolder: variantFolder)
        }
        guard let terminal = direct ?? Self.newTerminal(name, output: output ?? cn_stdout(), input: keys, variantFolder: variantFolder)
        else {
            throw StartError.noTerminal(name)
        }
        inputFeed = feed
        self.reportsFocus = reportsFocus
        self.writesLinks = writesLinks
        outputDescriptor = output.map { fileno($0) } ?? STDOUT_FILENO
        outputStream = output ?? cn_stdout()
        self.environment = environment
        picturePreference = pictures
        self.terminal = terminal
        _ = set_term(terminal)
        cn_restore_terminal_at_exit()
        raw()
        noecho()
        nonl()
        // Shifting the rest of a line with insert or delete character would move painted pictures
        // in the terminal behind ncurses' back: it writes the cells instead.
        idcok(cn_stdscr(), false)
        // doupdate stops early when keys are waiting, to catch up later; pictures are drawn right
        // after it, over what it wrote, so it must finish every time.
        typeahead(-1)
        curs_set(0)
        set_escdelay(25)
        palette = ColorPalette.detect(environment: environment, theme: theme)
        picturePairs = PicturePairs(
            firstFree: ColorPalette.firstPicturePair, pairCount: Int(cn_color_pairs()), colors: palette.pictureColors)
        inputWindow = newwin(1, 1, 0, 0)!
        keypad(inputWindow, true)
        nodelay(inputWindow, true)
        // Pasted line breaks must not send a half-written comment.
        cn_enable_bracketed_paste(output ?? cn_stdout())
        // Shift with a click or a drag still selects text: terminals keep that for themselves.
        if reportsMouse { cn_enable_mouse(output ?? cn_stdout()) }
        size = TerminalSize(rows: Int(getmaxy(cn_stdscr())), columns: Int(getmaxx(cn_stdscr())))
        pictureSupport = TerminalProbe.decide(preference: pictures, replies: [], environment: environment)
        if pictures == .automatic, pictureSupport.pictureProtocol != .none {
            // Half blocks until the answers say otherwise: the first frame never waits for them;
            // why pixels cannot be had is for the answers to say.
            pictureSupport.pictureProtocol = .blocks
            pictureSupport.limitation = nil
        }
        pictureLayer = PictureLayer(
            pictureProtocol: pictureSupport.pictureProtocol, cellSize: CellPixelSize.ofTerminal(outputDescriptor) ?? .fallback)
        // The title the terminal has now comes back at the end, whatever the app names in it.
        writeToTerminal(TerminalTitle.save)
        reportFocusWhilePicturesPassTmux()
        if pictures == .automatic, pictureSupport.pictureProtocol != .none, let feed {
            feed.isExpectingReplies = true
            probeReplies = []
            probeFile = pixelFiles.write(PixelImage(width: 1, height: 1, filledWith: RGBColor(hex: 0)))
            fflush(outputStream)
            writeToTerminal(TerminalProbe.questions(environment: environment, kittyFileQuery: probeFile))
        }
    }

    /// Whether the answers to the picture questions are still awaited.
    public var isAwaitingPictureAnswers: Bool { probeReplies != nil && !isPastPictureDeadline }

    /// Chooses with the answers that came, as when the deadline passed: a terminal that answered
    /// nothing yet gets half blocks. A slow terminal's answers that come later (a software-drawn
    /// kitty takes more than the deadline) still change the choice, once, when their fence comes.
    public func endPictureQuestions() {
        guard let replies = probeReplies, !isPastPictureDeadline else { return }
        isPastPictureDeadline = true
        adopt(TerminalProbe.decide(preference: picturePreference, replies: replies, environment: environment))
        // tmux keeps the questions for the terminal around it to itself: no answer is on its way.
        if pictureSupport.limitation == .tmuxPassthroughOff { closePictureQuestions() }
    }

    /// Asks the terminal around tmux again while its answers have not come (tmux may have dropped
    /// the questions); nothing outside tmux or once they came.
    public func askAgainThroughTmux() {
        guard let replies = probeReplies, !TerminalProbe.isComplete(replies, environment: environment) else { return }
        writeToTerminal(TerminalProbe.outerQuestions(environment: environment, kittyFileQuery: probeFile))
    }

    /// The fence came, and the answers are all in; or it never came, and none are awaited now.
    public func closePictureQuestions() {
        guard let replies = probeReplies else { return }
        probeReplies = nil
        inputFeed?.isExpectingReplies = false
        removeProbeFile()
        let support = TerminalProbe.decide(preference: picturePreference, replies: replies, environment: environment)
        // Only a terminal that reads pixels from files leaves any, and only such a start looks:
        // once the answers are in, off the way of the first frame.
        if support.kittyReadsFiles { KittyPixelFiles.removeLeftovers() }
        adopt(support)
    }

    private func take(_ replies: [TerminalReply]) {
        for reply in replies {
            if case .cellSize(let height, let width) = reply, height > 0, width > 0, CellPixelSize.ofTerminal(outputDescriptor) == nil {
                pictureLayer.terminalWasRepainted(cellSize: CellPixelSize(width: width, height: height))
            }
            if case .focus(let isIn) = reply { takeFocus(isIn: isIn) }
            if case .mouse(let event) = reply { mouseEvents.append(event) }
        }
        guard probeReplies != nil else { return }
        probeReplies? += replies
        if let all = probeReplies, TerminalProbe.isComplete(all, environment: environment) { closePictureQuestions() }
    }

    /// A new protocol or palette takes the pictures away and has everything drawn again; a new
    /// limitation (half blocks as before, now with a reason to say) is only told.
    private func adopt(_ found: PictureSupport) {
        var support = found
        var route = PictureRoute.direct
        if support.passesThroughTmux {
            if let origin = TmuxPane.origin(environment: environment) {
                route = .tmuxPassthrough(paneOrigin: origin)
            } else {
                // Without the pane's place, a picture would land anywhere on the outer terminal.
                support = PictureSupport(
                    pictureProtocol: .blocks, colorRegisters: support.colorRegisters, cellSize: support.cellSize,
                    limitation: .tmuxWithoutPictures)
            }
        }
        if case .tmuxPassthrough = route, support.pictureProtocol == .kitty {
            support.mayOutliveTmuxWindow = TmuxPane.tellsFocus(environment: environment) == false
        }
        if support.limitation == .tmuxPassthroughOff, TmuxPane.allowsPassthrough(environment: environment) == true {
            // Passthrough is on and the terminal around tmux answered nothing through it.
            support.limitation = .tmuxWithoutPictures
        }
        let changed =
            support.pictureProtocol != pictureSupport.pictureProtocol || support.colorRegisters != pictureLayer.colorRegisters
            || route != pictureLayer.route || support.kittyReadsFiles != pictureSupport.kittyReadsFiles
        let hasNewLimitation =
            support.limitation != pictureSupport.limitation || support.mayOutliveTmuxWindow != pictureSupport.mayOutliveTmuxWindow
        let cellSize = support.cellSize ?? pictureLayer.cellSize
        pictureSupport = support
        if changed {
            writeToTerminal(pictureLayer.finish())
            pictureLayer = PictureLayer(
                pictureProtocol: support.pictureProtocol, colorRegisters: support.colorRegisters,
                cellSize: CellPixelSize.ofTerminal(outputDescriptor) ?? cellSize, route: route,
                pixelFiles: support.kittyReadsFiles ? pixelFiles : nil)
            for surface in surfaces { surface.forgetPictures() }
            reportFocusWhilePicturesPassTmux()
        }
        if changed || hasNewLimitation { onPictureSupportChange(support) }
    }

    /// kitty deletes the file it read; any other terminal leaves it.
    private func removeProbeFile() {
        if let probeFile { unlink(probeFile) }
        probeFile = nil
    }

    func writeToTerminal(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(outputDescriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            offset += written
        }
    }

    /// Starts curses on an entry: its variant without scrolling where one can be made in
    /// `variantFolder`, else the entry itself.
    private static func newTerminal(
        _ entry: String, output: UnsafeMutablePointer<FILE>?, input: UnsafeMutablePointer<FILE>?, variantFolder: URL?
    ) -> OpaquePointer? {
        if let variantFolder, let variant = TerminfoWithoutScrolling.variant(of: entry, in: variantFolder) {
            // ncurses looks in TERMINFO first; the variant is found there, the rest as before.
            let previous = getenv("TERMINFO").map { String(cString: $0) }
            setenv("TERMINFO", variantFolder.path, 1)
            defer {
                if let previous { setenv("TERMINFO", previous, 1) } else { unsetenv("TERMINFO") }
            }
            if let terminal = newterm(variant, output, input) { return terminal }
        }
        return newterm(entry, output, input)
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
        guard isatty(STDIN_FILENO) == 1 else { throw StartError.notATerminal(.input) }
        guard isatty(STDOUT_FILENO) == 1 else { throw StartError.notATerminal(.output) }
    }

    public func makeSurface(frame: Rect) -> any Surface {
        let surface = NcursesSurface(frame: frame, palette: palette, picturePairs: picturePairs, screen: self)
        surfaces.append(surface)
        return surface
    }

    func raise(_ surface: NcursesSurface) {
        surfaces.removeAll { $0 === surface }
        surfaces.append(surface)
    }

    /// Puts the shown surfaces above `surface` back on top of it, lowest first.
    func restack(above surface: NcursesSurface) {
        guard let index = surfaces.firstIndex(where: { $0 === surface }) else { return }
        for above in surfaces[(index + 1)...] where !above.isHidden {
            above.putOnTop()
        }
    }

    func remove(_ surface: NcursesSurface) {
        surfaces.removeAll { $0 === surface }
    }

    /// Puts the turn on the terminal: cells a leaving picture was painted on are written again,
    /// then ncurses updates the text, then the pictures that are new or moved are drawn over it.
    public func flush() {
        if probeReplies != nil, !isPastPictureDeadline, let inputFeed { take(inputFeed.readTerminal()) }
        var update = PictureLayerUpdate()
        if pictureLayer.drawsPixels {
            let visible = surfaces.filter { !$0.isHidden }
            update = pictureLayer.update(surfaces: visible.map(\.pictureSnapshot), screen: size)
            for rect in update.invalidated { invalidate(rect) }
        }
        let links = writesLinks ? visibleLinks() : []
        for gone in shownLinks.subtracting(links) {
            invalidate(Rect(row: gone.row, column: gone.column, rows: 1, columns: gone.width))
        }
        update_panels()
        var firstChanges: [Int: Int] = [:]
        for row in pictureLayer.paintedRows {
            let column = cn_first_change_in_line(Int32(row))
            if column >= 0 { firstChanges[row] = Int(column) }
        }
        if !firstChanges.isEmpty { update.output += pictureLayer.repaint(firstChanges: firstChanges) }
        let rewrittenLinks = linksToWrite(links, shown: shownLinks)
        shownLinks = links
        doupdate()
        if !rewrittenLinks.isEmpty { update.output += Self.linkOutput(rewrittenLinks) }
        if !update.output.isEmpty {
            fflush(outputStream)
            writeToTerminal(update.output)
        }
    }

    /// Has ncurses write the cells of a rectangle again, clipped to the screen.
    private func invalidate(_ rect: Rect) {
        let top = max(0, rect.row)
        let left = max(0, rect.column)
        let bottom = min(size.rows, rect.row + rect.size.rows)
        let right = min(size.columns, rect.column + rect.size.columns)
        guard bottom > top, right > left else { return }
        cn_invalidate_cells(Int32(top), Int32(left), Int32(bottom - top), Int32(right - left))
    }

    /// Whether a piece of input is held as a possible answer; `releaseHeldInput()` after a short
    /// wait hands it on as keys.
    public var isHoldingInput: Bool { inputFeed?.isHoldingInput ?? false }

    /// Whether keys taken from the terminal while drawing wait to be read: `readPendingKeys()`
    /// gives them, though the terminal has nothing more to read.
    public var hasKeysWaiting: Bool { inputFeed?.hasWaitingKeys ?? false || !mouseEvents.isEmpty }

    /// How long a held piece waits before `releaseHeldInput()`.
    public var heldInputPatience: Duration { inputFeed?.heldInputPatience ?? .zero }

    public func releaseHeldInput() {
        inputFeed?.releaseHeldInput()
    }

    /// Whether the terminal's input ended (its pty closed).
    public var hasInputEnded: Bool { inputFeed?.hasEnded ?? false }

    /// Every key waiting on the input, decoded; empty when there is none. Answers of the terminal
    /// found among them are taken, never turned into keys.
    public func readPendingKeys() -> [KeyEvent] {
        if let inputFeed { take(inputFeed.readTerminal()) }
        var keys: [KeyEvent] = []
        var character: wint_t = 0
        repeat {
            let hasMore = inputFeed?.pushKeys() ?? false
            while true {
                let status = wget_wch(inputWindow, &character)
                if status == ERR { break }
                let kind: KeyDecoder.Kind = status == cn_key_code_yes() ? .keyCode : .character
                let key = KeyDecoder.decode(kind: kind, value: UInt32(character))
                if key != .resize { keys.append(key) }
            }
            if !hasMore { break }
        } while true
        defer { mouseEvents.removeAll() }
        return keys + mouseEvents.map(KeyEvent.mouse)
    }

    /// Tells curses the terminal has a new size, after SIGWINCH.
    public func adoptTerminalSize() {
        var window = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 {
            resizeterm(Int32(window.ws_row), Int32(window.ws_col))
        }
        size = TerminalSize(rows: Int(getmaxy(cn_stdscr())), columns: Int(getmaxx(cn_stdscr())))
        clearok(cn_curscr(), true)
        // Every cell is written again: every link with it.
        shownLinks.removeAll()
        pictureLayer.terminalWasRepainted(cellSize: CellPixelSize.ofTerminal(outputDescriptor) ?? pictureLayer.cellSize)
        // A pane resized may have moved on the outer terminal too (a split above it closed).
        if case .tmuxPassthrough = pictureLayer.route, let origin = TmuxPane.origin(environment: environment) {
            pictureLayer.route = .tmuxPassthrough(paneOrigin: origin)
        }
    }

    /// Ends curses mode and gives the terminal back as it was. Safe to call more than once.
    public func restore() {
        guard !isRestored else { return }
        isRestored = true
        removeProbeFile()
        let leaving = pictureLayer.finish()
        if !leaving.isEmpty {
            fflush(outputStream)
            writeToTerminal(leaving)
        }
        stopReportingFocus()
        cn_disable_bracketed_paste()
        cn_disable_mouse()
        writeToTerminal(TerminalTitle.restore)
        curs_set(1)
        endwin()
    }

    public func setTitle(_ title: String) {
        guard title != shownTitle, !isRestored else { return }
        shownTitle = title
        fflush(outputStream)
        writeToTerminal(TerminalTitle.setting(title))
    }

    /// Inside tmux the sequence goes to tmux where it takes it (`set-clipboard on`: it keeps a
    /// buffer and tells the terminal around it), else through its passthrough to that terminal;
    /// with neither, tmux drops it, and the caller hears so.
    public func copyToClipboard(_ text: String) -> Bool {
        let tmuxTakesIt = { [environment] in TmuxPane.acceptsClipboard(environment: environment) == true }
        return writeForTerminalAroundTmux(TerminalClipboard.setting(text), unless: tmuxTakesIt)
    }

    /// Raises a desktop notification through the terminal; inside tmux through its passthrough,
    /// and false where tmux would keep it.
    public func notify(title: String, body: String) -> Bool {
        writeForTerminalAroundTmux(
            TerminalNotification.sequence(title: title, body: body, form: TerminalNotification.form(for: environment)), unless: { false })
    }

    /// Writes a sequence meant for the terminal itself, past curses: inside tmux, through its
    /// passthrough unless `tmuxTakesIt` says tmux handles the sequence itself; false where the
    /// passthrough is off and tmux would drop it.
    private func writeForTerminalAroundTmux(_ sequence: [UInt8], unless tmuxTakesIt: () -> Bool) -> Bool {
        var sequence = sequence
        if !(environment["TMUX"] ?? "").isEmpty, !tmuxTakesIt() {
            guard TmuxPane.allowsPassthrough(environment: environment) == true else { return false }
            sequence = PictureRoute.throughTmux(sequence)
        }
        fflush(outputStream)
        writeToTerminal(sequence)
        return true
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
