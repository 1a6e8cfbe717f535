/// Asks the terminal what pictures it can draw, and decides from its answers.
///
/// The questions go out together: the kitty graphics query, XTVERSION, the sixel colour registers
/// (XTSMGRAPHICS), the cell size in pixels, and last the primary device attributes (DA1), which
/// every terminal answers: once DA1's answer is in, no other answer is coming, so a terminal that
/// ignores the rest is known at once instead of at a deadline (as notcurses and chafa do).
///
/// Inside tmux, tmux answers those itself (and keeps the kitty query), so the terminal around it
/// is asked again through tmux's passthrough, DA1 last. Its answers come only when
/// `allow-passthrough` is on, after tmux's own: the first DA1 answer is tmux's, a second one is the
/// outer terminal's and the fence.
public enum TerminalProbe {
    /// The image id the kitty query uses, looked for in the answer.
    public static let kittyQueryId: UInt32 = 0x7470
    /// The image id of the query for pixels in temporary files.
    public static let kittyFileQueryId: UInt32 = 0x7471
    /// The longest the app waits for answers before choosing without them.
    public static let deadlineMilliseconds = 150
    /// How long answers that come after the deadline still change the choice: a kitty drawing in
    /// software on a busy machine, asked through tmux, has taken more than 3 seconds.
    public static let lateAnswersMilliseconds = 10_000
    /// When the terminal around tmux is asked again while it has not answered.
    public static let askAgainMilliseconds = [500, 1500, 4000]

    private static let terminalQuestions: [UInt8] = KittyGraphics.query(id: kittyQueryId) + tmuxQuestions
    /// tmux takes an APC for a pane title, so the kitty query goes to the outer terminal alone.
    private static let tmuxQuestions: [UInt8] = Array("\u{1B}[>0q\u{1B}[?1;1;0S\u{1B}[16t\u{1B}[c".utf8)
    /// The outer terminal's colour registers do not matter: sixel is drawn by tmux, never passed on.
    private static let outerTerminalQuestions: [UInt8] =
        KittyGraphics.query(id: kittyQueryId) + Array("\u{1B}[>0q\u{1B}[16t\u{1B}[c".utf8)

    /// What is asked on a terminal with `environment`; with `kittyFileQuery`, the path of a
    /// one-pixel file, kitty is also asked whether it reads pixels from temporary files.
    public static func questions(environment: [String: String], kittyFileQuery: String? = nil) -> [UInt8] {
        guard isInsideTmux(environment) else { return fileQuestion(kittyFileQuery) + terminalQuestions }
        return tmuxQuestions + outerQuestions(environment: environment, kittyFileQuery: kittyFileQuery)
    }

    /// The questions for the terminal around tmux alone, asked again while it has not answered:
    /// tmux drops what a pane writes to a terminal that is slow to take it, passthrough included.
    /// Empty outside tmux.
    public static func outerQuestions(environment: [String: String], kittyFileQuery: String? = nil) -> [UInt8] {
        guard isInsideTmux(environment) else { return [] }
        return PictureRoute.throughTmux(fileQuestion(kittyFileQuery) + outerTerminalQuestions)
    }

    private static func fileQuestion(_ path: String?) -> [UInt8] {
        path.map { KittyGraphics.fileQuery(id: kittyFileQueryId, path: $0) } ?? []
    }

    /// Whether `replies` hold every answer that matters: the fence; inside tmux the outer
    /// terminal's fence after tmux's, unless tmux's own says it draws sixel.
    public static func isComplete(_ replies: [TerminalReply], environment: [String: String]) -> Bool {
        let attributes = deviceAttributes(in: replies)
        guard isInsideTmux(environment) else { return !attributes.isEmpty }
        return attributes.count >= 2 || attributes.first.map(hasSixel) == true
    }

    /// The protocol for `preference`, given the answers that came (possibly none) and the
    /// environment. A fixed preference is taken as it is, but for a terminal that shows no colour.
    public static func decide(preference: PicturePreference, replies: [TerminalReply], environment: [String: String]) -> PictureSupport {
        var support = PictureSupport(pictureProtocol: .blocks)
        for reply in replies {
            switch reply {
            case .graphicsAttribute(item: 1, status: 0, let value) where value > 0:
                support.colorRegisters = min(256, value)
            case .cellSize(let height, let width) where height > 0 && width > 0:
                support.cellSize = CellPixelSize(width: width, height: height)
            default: break
            }
        }
        if PictureColors.fromEnvironment(environment) == .none {
            support.pictureProtocol = .none
            return support
        }
        support.kittyReadsFiles = replies.contains { $0 == .kittyGraphics(id: kittyFileQueryId, isOK: true) }
        if case .fixed(let chosen) = preference {
            support.pictureProtocol = chosen
            support.passesThroughTmux = isInsideTmux(environment) && (chosen == .kitty || chosen == .iterm)
            return support
        }
        if isInsideTmux(environment) {
            decideInsideTmux(replies: replies, support: &support)
            return support
        }
        let kitty = replies.contains { $0 == .kittyGraphics(id: kittyQueryId, isOK: true) }
        if kitty {
            support.pictureProtocol = .kitty
        } else if deviceAttributes(in: replies).contains(where: hasSixel) {
            support.pictureProtocol = .sixel
        } else if speaksITermImages(versions: terminalVersions(in: replies), program: environment["TERM_PROGRAM"]) {
            support.pictureProtocol = .iterm
        }
        return support
    }

    /// tmux's own sixel first, as it keeps pictures in step with its panes; else kitty or iTerm2
    /// pictures passed on to the terminal around it; else half blocks, with the reason.
    private static func decideInsideTmux(replies: [TerminalReply], support: inout PictureSupport) {
        let attributes = deviceAttributes(in: replies)
        let outerVersions = terminalVersions(in: replies).filter { !$0.lowercased().hasPrefix("tmux") }
        let kitty = replies.contains { $0 == .kittyGraphics(id: kittyQueryId, isOK: true) }
        let outerAnswered = kitty || attributes.count > 1 || !outerVersions.isEmpty
        if attributes.first.map(hasSixel) == true {
            support.pictureProtocol = .sixel
        } else if kitty {
            support.pictureProtocol = .kitty
            support.passesThroughTmux = true
        } else if outerAnswered, speaksITermImages(versions: outerVersions, program: nil) {
            support.pictureProtocol = .iterm
            support.passesThroughTmux = true
        } else {
            support.limitation = outerAnswered ? .tmuxWithoutPictures : .tmuxPassthroughOff
        }
    }

    private static func isInsideTmux(_ environment: [String: String]) -> Bool {
        !(environment["TMUX"] ?? "").isEmpty
    }

    private static func deviceAttributes(in replies: [TerminalReply]) -> [[Int]] {
        replies.compactMap {
            if case .primaryDeviceAttributes(let attributes) = $0 { return attributes }
            return nil
        }
    }

    private static func terminalVersions(in replies: [TerminalReply]) -> [String] {
        replies.compactMap {
            if case .terminalVersion(let version) = $0 { return version }
            return nil
        }
    }

    /// Feature 4 after the terminal's class.
    private static func hasSixel(_ attributes: [Int]) -> Bool {
        attributes.dropFirst().contains(4)
    }

    /// iTerm2, WezTerm and mintty, by the name they answer XTVERSION with or set in TERM_PROGRAM.
    private static func speaksITermImages(versions: [String], program: String?) -> Bool {
        let names = ["iterm", "wezterm", "mintty"]
        let program = (program ?? "").lowercased()
        if names.contains(where: program.contains) { return true }
        return versions.contains { version in names.contains(where: version.lowercased().contains) }
    }
}
