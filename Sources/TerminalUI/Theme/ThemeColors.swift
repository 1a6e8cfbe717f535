/// How one role is drawn: its colours, and on a terminal of eight colours, the eight-colour
/// choice where the nearest one would not say the same (a warm sand is "yellow", not "white").
public struct ThemeColors: Sendable, Equatable {
    public var foreground: TerminalColor
    public var background: TerminalColor
    public var basicForeground: TerminalColor?
    public var basicBackground: TerminalColor?

    public init(
        _ foreground: TerminalColor, on background: TerminalColor = .terminalDefault, basic basicForeground: TerminalColor? = nil,
        basicOn basicBackground: TerminalColor? = nil
    ) {
        self.foreground = foreground
        self.background = background
        self.basicForeground = basicForeground
        self.basicBackground = basicBackground
    }
}
