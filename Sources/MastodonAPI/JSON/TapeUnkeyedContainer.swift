/// An array's elements in turn. A read that fails leaves the element where it is, as
/// `JSONDecoder` does, so that a lenient reader can step over it with another type.
struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: TapeDecoder
    let codingPath: [any CodingKey]
    let count: Int?
    private(set) var currentIndex = 0
    /// The tape's index of the element `currentIndex`.
    private var position: Int

    init(decoder: TapeDecoder, array: Int, codingPath: [any CodingKey]) {
        self.decoder = decoder
        self.codingPath = codingPath
        count = Int(decoder.tape.values[array].count)
        position = array + 1
    }

    var isAtEnd: Bool { currentIndex >= count ?? 0 }

    mutating func decodeNil() throws -> Bool {
        let index = try nextIndex(Any?.self)
        guard decoder.tape.values[index].kind == .null else { return false }
        advance()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        try read { decoder, index, path in try decoder.readBool(at: index, path: path()) }
    }

    mutating func decode(_ type: String.Type) throws -> String {
        try read { decoder, index, path in try decoder.readString(at: index, path: path()) }
    }

    // The protocol names every width of number; each goes through one generic read.
    mutating func decode(_ type: Double.Type) throws -> Double { try floatingPoint(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try floatingPoint(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        let key = JSONCodingKey(intValue: currentIndex)
        let value = try decoder.decode(type, at: nextIndex(type), key: key)
        advance()
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let index = try nextIndex([String: Any].self)
        let path = codingPath + [JSONCodingKey(intValue: currentIndex)]
        guard decoder.tape.values[index].kind == .object else { throw decoder.mismatch([String: Any].self, at: index, path: path) }
        advance()
        return KeyedDecodingContainer(TapeKeyedContainer<NestedKey>(decoder: decoder, object: index, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let index = try nextIndex([Any].self)
        let path = codingPath + [JSONCodingKey(intValue: currentIndex)]
        guard decoder.tape.values[index].kind == .array else { throw decoder.mismatch([Any].self, at: index, path: path) }
        advance()
        return TapeUnkeyedContainer(decoder: decoder, array: index, codingPath: path)
    }

    mutating func superDecoder() throws -> any Decoder {
        let index = try nextIndex((any Decoder).self)
        let path = codingPath + [JSONCodingKey(intValue: currentIndex)]
        advance()
        return TapeDecoder(tape: decoder.tape, index: index, codingPath: path)
    }

    private mutating func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        try read { decoder, index, path in try decoder.readInteger(type, at: index, path: path()) }
    }

    private mutating func floatingPoint<Number: BinaryFloatingPoint>(_ type: Number.Type) throws -> Number {
        try read { decoder, index, path in try decoder.readFloatingPoint(type, at: index, path: path()) }
    }

    private mutating func read<Value>(
        _ reading: (TapeDecoder, Int, () -> [any CodingKey]) throws -> Value
    ) throws -> Value {
        let index = try nextIndex(Value.self)
        let value = try reading(decoder, index) { codingPath + [JSONCodingKey(intValue: currentIndex)] }
        advance()
        return value
    }

    private func nextIndex(_ type: Any.Type) throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                .init(codingPath: codingPath + [JSONCodingKey(intValue: currentIndex)], debugDescription: "The array has no more elements"))
        }
        return position
    }

    private mutating func advance() {
        position = Int(decoder.tape.values[position].next)
        currentIndex += 1
    }
}
