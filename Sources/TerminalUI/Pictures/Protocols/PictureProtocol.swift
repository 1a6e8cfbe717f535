/// How pictures reach the terminal: drawn by the terminal itself from pixels the app sends (the
/// kitty graphics protocol, sixel, iTerm2's inline images), in half blocks of coloured text, or
/// not at all (alt text alone).
public enum PictureProtocol: String, CaseIterable, Sendable {
    case kitty
    case sixel
    case iterm
    case blocks
    case none

    /// Whether the terminal draws the picture's own pixels, rather than text standing for them.
    public var drawsPixels: Bool {
        switch self {
        case .kitty, .sixel, .iterm: return true
        case .blocks, .none: return false
        }
    }
}
