/// An answer the terminal sent to one of the app's questions, or a report it was asked for (focus,
/// the mouse), taken out of the keys.
public enum TerminalReply: Equatable, Sendable {
    /// kitty graphics: `ESC _ G i=<id>;OK ESC \`, or an error in place of OK.
    case kittyGraphics(id: UInt32?, isOK: Bool)
    /// DA1, `ESC [ ? 62 ; 4 ; … c`: the terminal's class and its features (4 is sixel).
    case primaryDeviceAttributes([Int])
    /// XTSMGRAPHICS, `ESC [ ? item ; status ; value S` (item 1: colour registers; status 0: done).
    case graphicsAttribute(item: Int, status: Int, value: Int)
    /// `ESC [ 6 ; height ; width t`: one cell in pixels.
    case cellSize(height: Int, width: Int)
    /// `ESC [ 4 ; height ; width t`: the text area in pixels.
    case windowSize(height: Int, width: Int)
    /// XTVERSION, `ESC P > | name and version ESC \`.
    case terminalVersion(String)
    /// Focus reporting (mode 1004): `ESC [ I` as the app's terminal or tmux pane gains focus,
    /// `ESC [ O` as it loses it.
    case focus(isIn: Bool)
    /// Mouse reporting (modes 1000 and 1006): `ESC [ < code ; column ; row M`, `m` for a release.
    case mouse(MouseEvent)
}
