/// Putting text on the clipboard of the terminal the app runs in: OSC 52, which xterm, kitty,
/// foot, WezTerm, iTerm2 and tmux (with `set-clipboard on`) take. The text travels in base64, so
/// nothing in it can end the sequence or start another.
enum TerminalClipboard {
    /// OSC 52 for the clipboard ("c"), ended by ST.
    static func setting(_ text: String) -> [UInt8] {
        Array("\u{1B}]52;c;".utf8) + Base64.encode(Array(text.utf8)) + Array("\u{1B}\\".utf8)
    }
}
