/// The terminal's title (its window, tab or tmux pane): saved on the terminal's own title stack
/// when the app starts, set as the screens change, and given back as it was when the app ends.
enum TerminalTitle {
    /// XTWINOPS 22: pushes the icon name and the title; xterm, kitty, foot and tmux keep a stack.
    static let save = Array("\u{1B}[22;0t".utf8)
    /// XTWINOPS 23: pops them, the title as it was before.
    static let restore = Array("\u{1B}[23;0t".utf8)

    /// OSC 2 with the title, its control characters left out so nothing in it can end the
    /// sequence early or start another.
    static func setting(_ title: String) -> [UInt8] {
        let printable = String(
            String.UnicodeScalarView(title.unicodeScalars.filter { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }))
        return Array("\u{1B}]2;\(printable)\u{07}".utf8)
    }
}
