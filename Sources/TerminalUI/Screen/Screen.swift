/// The terminal as a stack of surfaces: ncurses panels in the app, a grid of text in tests.
@MainActor
public protocol Screen: AnyObject {
    var size: TerminalSize { get }

    /// Creates a surface on top of the others.
    func makeSurface(frame: Rect) -> any Surface

    /// Puts what the surfaces hold on the terminal, once per turn of the run loop.
    func flush()

    /// Names what is open in the terminal's title; the title it had comes back when the app ends.
    func setTitle(_ title: String)

    /// Puts the text on the terminal's clipboard; false where it is known not to get there (tmux
    /// keeping its clipboard to itself).
    func copyToClipboard(_ text: String) -> Bool

    /// Whether the terminal is in front, where it says (focus reports); true where it does not.
    var isFocused: Bool { get }

    /// Raises a desktop notification through the terminal; false where it is known not to get
    /// there (tmux without its passthrough).
    func notify(title: String, body: String) -> Bool
}

/// One rectangle of the screen that a view owns: a panel.
@MainActor
public protocol Surface: Canvas {
    var frame: Rect { get }
    var isHidden: Bool { get }

    func move(to frame: Rect)
    func show()
    func hide()
    /// Brings the surface above every other one.
    func raise()
    /// Takes the surface off the screen for good.
    func remove()
    /// Whether what the surface holds must be drawn anew though nothing in it changed (its
    /// pictures are to be drawn another way: pixels found after half blocks were drawn); told
    /// once.
    func takeMustRedraw() -> Bool
}
