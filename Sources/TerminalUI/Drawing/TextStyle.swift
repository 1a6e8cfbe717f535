/// How a run of text is drawn: its role and the attributes that work on every terminal.
public struct TextStyle: Equatable, Sendable {
    public var role: ColorRole
    public var isBold: Bool
    public var isReversed: Bool
    public var isDim: Bool
    public var isUnderlined: Bool
    /// The web address the text links to, where the terminal makes links of text (OSC 8);
    /// elsewhere the text is drawn as it is.
    public var link: String?

    public init(
        role: ColorRole = .normal,
        isBold: Bool = false,
        isReversed: Bool = false,
        isDim: Bool = false,
        isUnderlined: Bool = false,
        link: String? = nil
    ) {
        self.link = link
        self.role = role
        self.isBold = isBold
        self.isReversed = isReversed
        self.isDim = isDim
        self.isUnderlined = isUnderlined
    }

    public static let plain = TextStyle()
}
