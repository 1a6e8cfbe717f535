/// The `Decoder` over a tape: one for the whole text, moved from value to value as types nest,
/// so a nested value costs no decoder of its own.
final class TapeDecoder: Decoder {
    let tape: JSONTape
    /// The value being decoded. Moved at every value by this decoder alone, so without the
    /// runtime's check that no two accesses overlap (see JSONByteWriter).
    @exclusivity(unchecked) private(set) var index = 0
    @exclusivity(unchecked) private(set) var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(tape: JSONTape, index: Int = 0, codingPath: [any CodingKey] = []) {
        self.tape = tape
        self.index = index
        self.codingPath = codingPath
    }

    /// Decodes the value at `index`, one step down the coding path.
    func decode<Value: Decodable>(_ type: Value.Type, at index: Int, key: any CodingKey) throws -> Value {
        let outerIndex = self.index
        self.index = index
        codingPath.append(key)
        defer {
            self.index = outerIndex
            codingPath.removeLast()
        }
        return try Value(from: self)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard tape.values[index].kind == .object else { throw mismatch([String: Any].self, at: index, path: codingPath) }
        return KeyedDecodingContainer(TapeKeyedContainer<Key>(decoder: self, object: index, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard tape.values[index].kind == .array else { throw mismatch([Any].self, at: index, path: codingPath) }
        return TapeUnkeyedContainer(decoder: self, array: index, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    /// The error for a value that is not of the type asked for.
    func mismatch(_ type: Any.Type, at index: Int, path: [any CodingKey]) -> DecodingError {
        let kind = tape.values[index].kind
        if kind == .null {
            return .valueNotFound(type, .init(codingPath: path, debugDescription: "Expected \(type) but found null"))
        }
        return .typeMismatch(type, .init(codingPath: path, debugDescription: "Expected \(type) but found \(Self.describe(kind))"))
    }

    /// The error for a number that does not fit the type asked for.
    func overflow(_ type: Any.Type, at index: Int, path: [any CodingKey]) -> DecodingError {
        .dataCorrupted(.init(codingPath: path, debugDescription: "The number does not fit in \(type)"))
    }

    private static func describe(_ kind: JSONTape.Kind) -> String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string, .escapedString: "a string"
        case .number: "a number"
        case .true, .false: "a boolean"
        case .null: "null"
        }
    }
}
