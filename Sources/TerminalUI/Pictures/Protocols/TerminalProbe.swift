/// Asks the terminal what pictures it can draw, and decides from its answers.
///
/// The questions go out together: the kitty graphics query, XTVERSION, the sixel colour registers
/// (XTSMGRAPHICS), the cell size in pixels, and last the primary device attributes (DA1), which
/// every terminal answers: once DA1's answer is in, no other answer is coming, so a terminal that
/// ignores the rest is known at once instead of at a deadline (as notcurses and chafa do).
public enum TerminalProbe {
    /// The image id the kitty query uses, looked for in the answer.
    public static let kittyQueryId: UInt32 = 0x7470
    /// The longest the app waits for answers before choosing without them.
    public static let deadlineMilliseconds = 150
    /// How long answers that come after the deadline still change the choice.
    public static let lateAnswersMilliseconds = 3000

    public static let questions: [UInt8] =
        KittyGraphics.query(id: kittyQueryId) + Array("\u{1B}[>0q\u{1B}[?1;1;0S\u{1B}[16t\u{1B}[c".utf8)

    /// Whether `reply` is the fence that ends the answers.
    public static func isFence(_ reply: TerminalReply) -> Bool {
        if case .primaryDeviceAttributes = reply { return true }
        return false
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
        if case .fixed(let chosen) = preference {
            support.pictureProtocol = chosen
            return support
        }
        let kitty = replies.contains { $0 == .kittyGraphics(id: kittyQueryId, isOK: true) }
        let sixel = replies.contains {
            if case .primaryDeviceAttributes(let attributes) = $0 { return attributes.dropFirst().contains(4) }
            return false
        }
        let isInsideTmux = !(environment["TMUX"] ?? "").isEmpty
        if kitty && !isInsideTmux {
            support.pictureProtocol = .kitty
        } else if sixel {
            support.pictureProtocol = .sixel
        } else if isInsideTmux {
            support.limitation = .tmuxWithoutPictures
        } else if speaksITermImages(replies: replies, environment: environment) {
            support.pictureProtocol = .iterm
        }
        return support
    }

    /// iTerm2, WezTerm and mintty, by the name they answer XTVERSION with or set in TERM_PROGRAM.
    private static func speaksITermImages(replies: [TerminalReply], environment: [String: String]) -> Bool {
        let names = ["iterm", "wezterm", "mintty"]
        let program = (environment["TERM_PROGRAM"] ?? "").lowercased()
        if names.contains(where: program.contains) { return true }
        return replies.contains {
            if case .terminalVersion(let version) = $0 { return names.contains(where: version.lowercased().contains) }
            return false
        }
    }
}
