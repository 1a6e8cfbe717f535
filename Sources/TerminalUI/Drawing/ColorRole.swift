/// What a piece of text is, so the screen can pick a colour that fits the terminal it has.
///
/// Views speak in roles, never in colour numbers: a 256-colour terminal, an 8-colour one and a
/// monochrome one each map the roles their own way.
public enum ColorRole: Int, CaseIterable, Sendable {
    case normal
    case accent
    case muted
    case author
    case liked
    case error
    case warning
    case bar
}
