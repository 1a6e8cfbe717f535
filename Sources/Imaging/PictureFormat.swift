/// What kind of picture a file holds, read from its first bytes rather than its name or the
/// server's word for it.
public enum PictureFormat: String, Sendable, Equatable {
    case jpeg, png, gif, webp, svg, unknown

    public init(sniffing bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(16))
        func starts(with prefix: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + prefix.count && Array(head[offset..<(offset + prefix.count)]) == prefix
        }
        if starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts(with: Array("GIF8".utf8)) {
            self = .gif
        } else if starts(with: Array("RIFF".utf8)), starts(with: Array("WEBP".utf8), at: 8) {
            self = .webp
        } else if let text = String(validating: head, as: UTF8.self),
            text.trimmingPrefixWhitespace.hasPrefix("<svg") || text.trimmingPrefixWhitespace.hasPrefix("<?xml")
        {
            self = .svg
        } else {
            self = .unknown
        }
    }
}

extension String {
    fileprivate var trimmingPrefixWhitespace: Substring { drop { $0.isWhitespace } }
}
