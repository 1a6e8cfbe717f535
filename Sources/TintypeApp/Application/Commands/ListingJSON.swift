import FoundationEssentials
import Tintype

/// The JSON every listing command prints: pretty, keys sorted, dates in ISO 8601, one final newline.
enum ListingJSON {
    static func text(of value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
