/// How a run of text is drawn: its role and the attributes that work on every terminal.
public struct TextStyle: Equatable, Sendable {
    public var role: ColorRole
    public var isBold: Bool
    public var isReversed: Bool
    public var isDim: Bool
    public var isUnderlined: Bool

    public init(
        role: ColorRole = .normal,
        isBold: Bool = false,
        isReversed: Bool = false,
        isDim: Bool = false,
        isUnderlined: Bool = false
    ) {
        self.role = role
        self.isBold = isBold
        self.isReversed = isReversed
        self.isDim = isDim
        self.isUnderlined = isUnderlined
    }

    public static let plain = TextStyle()
}
