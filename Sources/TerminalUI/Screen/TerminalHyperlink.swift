/// Text that is a link in the terminal (OSC 8): the terminal keeps the address on the cells
/// written between the opening and the closing, and opens it on a click (kitty, foot, WezTerm,
/// iTerm2, GNOME Terminal and the other VTE terminals, Windows Terminal, ghostty).
public enum TerminalHyperlink {
    /// OSC 8 with the address, ended by ST; any byte of it outside printable ASCII is left out,
    /// so nothing in it can end the sequence early or start another.
    static func opening(_ address: String) -> [UInt8] {
        Array("\u{1B}]8;;".utf8) + address.utf8.filter { (0x21...0x7E).contains($0) } + Array("\u{1B}\\".utf8)
    }

    /// OSC 8 with no address: the cells written after it link nowhere.
    static let closing = Array("\u{1B}]8;;\u{1B}\\".utf8)

    /// Whether the terminal the environment names makes links of text. A terminal that does not
    /// know OSC 8 may show it, so only the ones known to are told. tmux (3.3, Debian 12's) drops
    /// it, and later ones pass it on only when told the terminal around them takes it.
    public static func isSupported(environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        if !(environment["TMUX"] ?? "").isEmpty || program == "tmux" || term.hasPrefix("screen") || term.hasPrefix("tmux") {
            return false
        }
        if term == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil || term.hasPrefix("foot") || term == "xterm-ghostty" {
            return true
        }
        if ["WezTerm", "iTerm.app", "ghostty", "vscode"].contains(program) || !(environment["WT_SESSION"] ?? "").isEmpty {
            return true
        }
        // VTE has had them since 0.50.
        return (environment["VTE_VERSION"].flatMap(Int.init) ?? 0) >= 5000
    }
}
