/// A link in a text: the words the text shows for it, and the web address they go to.
public struct TextLink: Equatable, Hashable, Sendable {
    public var text: String
    public var address: String

    public init(text: String, address: String) {
        self.text = text
        self.address = address
    }

    /// The address if it is one to hand on (a terminal's link, the clipboard, a browser): http or
    /// https, printable ASCII with no space, so no terminal or shell reads more into it; nil else.
    public static func checkedAddress(_ raw: String?) -> String? {
        guard let raw, raw.utf8.count <= maximumAddressLength, raw.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }),
            let scheme = raw.split(separator: ":", maxSplits: 1).first?.lowercased(), scheme == "https" || scheme == "http"
        else { return nil }
        return raw
    }

    /// Longer than any address a person follows, and than some terminals keep for a link.
    public static let maximumAddressLength = 2000
}
