import Foundation

extension MastodonClient {
    static let formContentType = "application/x-www-form-urlencoded"

    /// `application/x-www-form-urlencoded`: what OAuth's token endpoint requires (RFC 6749 §4.1.3),
    /// and what every server reads where some take no JSON.
    static func form(_ fields: [(String, String)]) -> Data {
        Data(fields.map { "\(formEscaped($0.0))=\(formEscaped($0.1))" }.joined(separator: "&").utf8)
    }

    /// Everything but letters, digits and `-._~` escaped, `+` and `:` included.
    static func formEscaped(_ text: String) -> String {
        var allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
