/// An object's members, each written as it is encoded.
struct StreamingKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: StreamingEncoder
    /// The object in the writer.
    let place: JSONByteWriter.Place
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        try member(key)
        encoder.writer.writeRaw("null")
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        try member(key)
        encoder.writer.writeRaw(value ? "true" : "false")
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        try member(key)
        encoder.writer.writeString(value)
    }

    // The protocol names every width of number; each goes through one generic write.
    mutating func encode(_ value: Double, forKey key: Key) throws { try floatingPoint(value, key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try floatingPoint(value, key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try integer(value, key) }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        try member(key)
        try encoder.encodeValue(value, key: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        memberInOrder(key)
        return KeyedEncodingContainer(
            StreamingKeyedContainer<NestedKey>(encoder: encoder, place: encoder.writer.openObject(), codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        memberInOrder(key)
        return StreamingUnkeyedContainer(encoder: encoder, place: encoder.writer.openArray(), codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        preconditionFailure("FlatJSONEncoder writes in order and has no super encoder (at \(codingPath))")
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        preconditionFailure("FlatJSONEncoder writes in order and has no super encoder (at \(codingPath + [key]))")
    }

    private func member(_ key: Key) throws {
        try encoder.prepareEntry(in: place, codingPath: codingPath + [key])
        encoder.writer.writeMemberName(key.stringValue)
    }

    /// For the nested containers, which the protocol does not let throw.
    private func memberInOrder(_ key: Key) {
        do {
            try member(key)
        } catch {
            preconditionFailure("\(error)")
        }
    }

    private func integer<Integer: FixedWidthInteger>(_ value: Integer, _ key: Key) throws {
        try member(key)
        encoder.writer.writeInteger(value)
    }

    private func floatingPoint<Number: BinaryFloatingPoint & LosslessStringConvertible>(_ value: Number, _ key: Key) throws {
        let text = try encoder.text(of: value, codingPath: codingPath + [key])
        try member(key)
        encoder.writer.writeRaw(text)
    }
}
