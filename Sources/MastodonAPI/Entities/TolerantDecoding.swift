import FoundationEssentials

/// Lenient reads for server JSON: a missing field, a `null` or a value of the wrong type falls
/// back to a default instead of failing the whole timeline. Servers differ (Pixelfed, GoToSocial
/// and Akkoma each leave out or retype fields), and one odd post must not hide the others.
extension KeyedDecodingContainer {
    func lenient<Value: Decodable>(_ type: Value.Type, _ key: Key) -> Value? {
        (try? decodeIfPresent(type, forKey: key)) ?? nil
    }

    // String, Int and Bool have reads of their own: called by name they take the decoder's own
    // overloads, which read the value in place, where the generic read above goes through its
    // checks for every kind of value.
    private func lenient(_ type: String.Type, _ key: Key) -> String? {
        (try? decodeIfPresent(String.self, forKey: key)) ?? nil
    }

    private func lenient(_ type: Int.Type, _ key: Key) -> Int? {
        (try? decodeIfPresent(Int.self, forKey: key)) ?? nil
    }

    private func lenient(_ type: Bool.Type, _ key: Key) -> Bool? {
        (try? decodeIfPresent(Bool.self, forKey: key)) ?? nil
    }

    // A field missing or null is nil at the first read; only a value of another type is tried
    // again as the other.

    func lenientString(_ key: Key) -> String? {
        do {
            return try decodeIfPresent(String.self, forKey: key)
        } catch {
            return lenient(Int.self, key).map { String($0) }
        }
    }

    /// The one field an entity cannot do without (its id): missing, it fails this entity only.
    func requiredString(_ key: Key) throws -> String {
        guard let text = lenientString(key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "\(key.stringValue) is missing"))
        }
        return text
    }

    func lenientInt(_ key: Key) -> Int {
        do {
            return try decodeIfPresent(Int.self, forKey: key) ?? 0
        } catch {
            return lenient(String.self, key).flatMap { Int($0) } ?? 0
        }
    }

    func lenientBool(_ key: Key) -> Bool {
        lenient(Bool.self, key) ?? false
    }

    func lenientDate(_ key: Key) -> Date? {
        lenient(String.self, key).flatMap(MastodonDate.parse)
    }

    /// An array whose unreadable elements are skipped rather than failing the whole array.
    func lenientArray<Element: Decodable>(_ type: Element.Type, _ key: Key) -> [Element] {
        guard var items = try? nestedUnkeyedContainer(forKey: key) else { return [] }
        var result: [Element] = []
        while !items.isAtEnd {
            if let element = try? items.decode(Element.self) {
                result.append(element)
            } else {
                _ = try? items.decode(SkippedValue.self)
            }
        }
        return result
    }
}

/// Consumes one JSON value of any shape, so an unreadable array element can be stepped over.
private struct SkippedValue: Decodable {
    init(from decoder: any Decoder) throws {}
}

/// A JSON array whose unreadable elements are left out, for timelines: one status a server
/// mangled must not hide the page around it.
public struct LenientList<Element: Decodable>: Decodable {
    public var elements: [Element]

    public init(from decoder: any Decoder) throws {
        var items = try decoder.unkeyedContainer()
        var elements: [Element] = []
        while !items.isAtEnd {
            if let element = try? items.decode(Element.self) {
                elements.append(element)
            } else {
                _ = try? items.decode(SkippedValue.self)
            }
        }
        self.elements = elements
    }
}
