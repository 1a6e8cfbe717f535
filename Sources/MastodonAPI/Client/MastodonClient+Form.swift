import FoundationEssentials

extension MastodonClient {
    static let formContentType = "application/x-www-form-urlencoded"

    /// `application/x-www-form-urlencoded`: what OAuth's token endpoint requires (RFC 6749 §4.1.3),
    /// and what every server reads where some take no JSON.
    static func form(_ fields: [(String, String)]) -> Data {
        Data(fields.map { "\(formEscaped($0.0))=\(formEscaped($0.1))" }.joined(separator: "&").utf8)
    }

    /// Everything but ASCII letters, digits and `-._~` escaped as UTF-8 bytes, `+` and `:` included.
    static func formEscaped(_ text: String) -> String {
        percentEscaped(text) { isASCIIAlphanumeric($0) || "-._~".utf8.contains($0) }
    }

    /// An id as one segment of a path: everything but ASCII letters and digits escaped, the dots
    /// of `..` too, so no id can climb out of the path it is put in.
    static func pathSegment(_ id: String) -> String {
        percentEscaped(id, keeping: isASCIIAlphanumeric)
    }

    private static func percentEscaped(_ text: String, keeping isKept: (UInt8) -> Bool) -> String {
        var escaped = ""
        for byte in text.utf8 {
            if isKept(byte) {
                escaped.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                escaped += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return escaped
    }

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: false
        }
    }
}
