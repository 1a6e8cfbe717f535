/// What the person asked for with `--pictures` or `TINTYPE_PICTURES`: a protocol, or `auto`, which
/// asks the terminal what it can draw.
public enum PicturePreference: Equatable, Sendable {
    case automatic
    case fixed(PictureProtocol)

    /// The words `--pictures` takes, `auto` first.
    public static let argumentNames = ["auto"] + PictureProtocol.allCases.map(\.rawValue)

    /// `auto`, `kitty`, `sixel`, `iterm`, `blocks` or `none`, in any case; nil for anything else.
    public init?(argument: String) {
        let name = argument.lowercased()
        if name == "auto" {
            self = .automatic
        } else if let chosen = PictureProtocol(rawValue: name) {
            self = .fixed(chosen)
        } else {
            return nil
        }
    }
}
