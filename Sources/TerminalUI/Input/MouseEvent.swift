/// What the mouse did, as the terminal reports it in SGR form (mode 1006): where, in cells from
/// the screen's top left corner, and with which button or wheel.
public struct MouseEvent: Equatable, Hashable, Sendable {
    public enum Action: Equatable, Hashable, Sendable {
        /// A button pressed: 0 the left, 1 the middle, 2 the right.
        case press(button: Int)
        case release
        case wheelUp, wheelDown
        /// The mouse moved with a button held.
        case drag
    }

    public let action: Action
    public let row: Int
    public let column: Int
    /// Shift, Alt or Ctrl was held.
    public let hasModifiers: Bool

    public init(action: Action, row: Int, column: Int, hasModifiers: Bool = false) {
        self.action = action
        self.row = row
        self.column = column
        self.hasModifiers = hasModifiers
    }

    /// The left button pressed alone: a click.
    public var isClick: Bool { action == .press(button: 0) && !hasModifiers }

    /// The report `ESC [ < code ; column ; row M` (`m` for a release), columns and rows from 1.
    init?(code: Int, column: Int, row: Int, isRelease: Bool) {
        guard column >= 1, row >= 1 else { return nil }
        let action: Action
        switch (code & 64 != 0, code & 32 != 0, code & 3) {
        case (true, _, 0): action = .wheelUp
        case (true, _, 1): action = .wheelDown
        case (true, _, _): return nil
        case (false, true, _): action = .drag
        case (false, false, _) where isRelease: action = .release
        case (false, false, let button) where button < 3: action = .press(button: button)
        default: action = .release
        }
        self.init(action: action, row: row - 1, column: column - 1, hasModifiers: code & (4 | 8 | 16) != 0)
    }
}
