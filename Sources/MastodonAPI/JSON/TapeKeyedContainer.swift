/// An object's members, each found by its name's bytes where they lie in the text.
struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: TapeDecoder
    /// The object's index in the tape.
    let object: Int
    let codingPath: [any CodingKey]
    /// Where to look for the next member asked for.
    private let cursor: MemberCursor

    init(decoder: TapeDecoder, object: Int, codingPath: [any CodingKey]) {
        self.decoder = decoder
        self.object = object
        self.codingPath = codingPath
        cursor = MemberCursor(next: object + 1)
    }

    var allKeys: [Key] {
        decoder.tape.members(of: object).compactMap { Key(stringValue: $0.name) }
    }

    func contains(_ key: Key) -> Bool {
        valueIndex(key) != nil
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        decoder.tape.values[try requiredIndex(key)].kind == .null
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try decoder.readBool(at: requiredIndex(key), path: codingPath + [key])
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try decoder.readString(at: requiredIndex(key), path: codingPath + [key])
    }

    // The protocol names every width of number; each goes through one generic read.
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try floatingPoint(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try floatingPoint(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        try decoder.decode(type, at: requiredIndex(key), key: key)
    }

    // The reads of a member that may be missing look it up once, where the protocol's own ask
    // whether it is there, then whether it is null, then read it.

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try presentIndex(key).map { try decoder.readBool(at: $0, path: codingPath + [key]) }
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try presentIndex(key).map { try decoder.readString(at: $0, path: codingPath + [key]) }
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try presentIndex(key).map { try decoder.readInteger(type, at: $0, path: codingPath + [key]) }
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try presentIndex(key).map { try decoder.readFloatingPoint(type, at: $0, path: codingPath + [key]) }
    }

    func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
        try presentIndex(key).map { try decoder.decode(type, at: $0, key: key) }
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let index = try requiredIndex(key)
        guard decoder.tape.values[index].kind == .object else {
            throw decoder.mismatch([String: Any].self, at: index, path: codingPath + [key])
        }
        return KeyedDecodingContainer(TapeKeyedContainer<NestedKey>(decoder: decoder, object: index, codingPath: codingPath + [key]))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let index = try requiredIndex(key)
        guard decoder.tape.values[index].kind == .array else {
            throw decoder.mismatch([Any].self, at: index, path: codingPath + [key])
        }
        return TapeUnkeyedContainer(decoder: decoder, array: index, codingPath: codingPath + [key])
    }

    func superDecoder() throws -> any Decoder {
        try superDecoder(named: JSONCodingKey(stringValue: "super"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try superDecoder(named: key)
    }

    private func superDecoder(named key: any CodingKey) throws -> any Decoder {
        guard let index = valueIndex(key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "No value for \(key.stringValue)"))
        }
        return TapeDecoder(tape: decoder.tape, index: index, codingPath: codingPath + [key])
    }

    private func integer<Integer: FixedWidthInteger>(_ type: Integer.Type, _ key: Key) throws -> Integer {
        try decoder.readInteger(type, at: requiredIndex(key), path: codingPath + [key])
    }

    private func floatingPoint<Number: BinaryFloatingPoint>(_ type: Number.Type, _ key: Key) throws -> Number {
        try decoder.readFloatingPoint(type, at: requiredIndex(key), path: codingPath + [key])
    }

    private func valueIndex(_ key: any CodingKey) -> Int? {
        var name = key.stringValue
        guard let nameIndex = name.withUTF8({ decoder.tape.member(named: $0, in: object, from: cursor.next) }) else { return nil }
        cursor.next = Int(decoder.tape.values[nameIndex + 1].next)
        return nameIndex + 1
    }

    /// The member's value when it is there and not null.
    private func presentIndex(_ key: Key) -> Int? {
        guard let index = valueIndex(key), decoder.tape.values[index].kind != .null else { return nil }
        return index
    }

    private func requiredIndex(_ key: Key) throws -> Int {
        guard let index = valueIndex(key) else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "No value associated with key \(key.stringValue)"))
        }
        return index
    }
}

/// The member after the last one found in an object: a class, because the protocol's reads do
/// not mutate the container.
private final class MemberCursor {
    @exclusivity(unchecked) var next: Int

    init(next: Int) {
        self.next = next
    }
}
