/// The one reading of each kind of value, for the three kinds of container; the error's path is
/// made only when there is an error.
extension TapeDecoder {
    func readString(at index: Int, path: @autoclosure () -> [any CodingKey]) throws -> String {
        guard let string = tape.string(at: index) else { throw mismatch(String.self, at: index, path: path()) }
        return string
    }

    func readBool(at index: Int, path: @autoclosure () -> [any CodingKey]) throws -> Bool {
        guard let bool = tape.bool(at: index) else { throw mismatch(Bool.self, at: index, path: path()) }
        return bool
    }

    func readInteger<Integer: FixedWidthInteger>(
        _ type: Integer.Type, at index: Int, path: @autoclosure () -> [any CodingKey]
    ) throws -> Integer {
        guard tape.values[index].kind == .number else { throw mismatch(type, at: index, path: path()) }
        guard let integer = tape.integer(at: index, as: type) else { throw overflow(type, at: index, path: path()) }
        return integer
    }

    func readFloatingPoint<Number: BinaryFloatingPoint>(
        _ type: Number.Type, at index: Int, path: @autoclosure () -> [any CodingKey]
    ) throws -> Number {
        guard let double = tape.double(at: index) else { throw mismatch(type, at: index, path: path()) }
        let number = Number(double)
        guard number.isFinite else { throw overflow(type, at: index, path: path()) }
        return number
    }
}

/// The value being decoded, read as one value (`Date`, an enum of raw values).
extension TapeDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool {
        tape.values[index].kind == .null
    }

    func decode(_ type: Bool.Type) throws -> Bool { try readBool(at: index, path: codingPath) }
    func decode(_ type: String.Type) throws -> String { try readString(at: index, path: codingPath) }
    // The protocol names every width of number; each goes through one generic read.
    func decode(_ type: Double.Type) throws -> Double { try readFloatingPoint(type, at: index, path: codingPath) }
    func decode(_ type: Float.Type) throws -> Float { try readFloatingPoint(type, at: index, path: codingPath) }
    func decode(_ type: Int.Type) throws -> Int { try readInteger(type, at: index, path: codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try readInteger(type, at: index, path: codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try readInteger(type, at: index, path: codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try readInteger(type, at: index, path: codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try readInteger(type, at: index, path: codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try readInteger(type, at: index, path: codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try readInteger(type, at: index, path: codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try readInteger(type, at: index, path: codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try readInteger(type, at: index, path: codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try readInteger(type, at: index, path: codingPath) }

    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try Value(from: self)
    }
}
