/// An array's elements, each written as it is encoded.
struct StreamingUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: StreamingEncoder
    /// The array in the writer.
    let place: JSONByteWriter.Place
    let codingPath: [any CodingKey]
    private(set) var count = 0

    init(encoder: StreamingEncoder, place: JSONByteWriter.Place, codingPath: [any CodingKey]) {
        self.encoder = encoder
        self.place = place
        self.codingPath = codingPath
    }

    mutating func encodeNil() throws {
        try element()
        encoder.writer.writeRaw("null")
    }

    mutating func encode(_ value: Bool) throws {
        try element()
        encoder.writer.writeRaw(value ? "true" : "false")
    }

    mutating func encode(_ value: String) throws {
        try element()
        encoder.writer.writeString(value)
    }

    // The protocol names every width of number; each goes through one generic write.
    mutating func encode(_ value: Double) throws { try floatingPoint(value) }
    mutating func encode(_ value: Float) throws { try floatingPoint(value) }
    mutating func encode(_ value: Int) throws { try integer(value) }
    mutating func encode(_ value: Int8) throws { try integer(value) }
    mutating func encode(_ value: Int16) throws { try integer(value) }
    mutating func encode(_ value: Int32) throws { try integer(value) }
    mutating func encode(_ value: Int64) throws { try integer(value) }
    mutating func encode(_ value: UInt) throws { try integer(value) }
    mutating func encode(_ value: UInt8) throws { try integer(value) }
    mutating func encode(_ value: UInt16) throws { try integer(value) }
    mutating func encode(_ value: UInt32) throws { try integer(value) }
    mutating func encode(_ value: UInt64) throws { try integer(value) }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        let key = JSONCodingKey(intValue: count)
        try element()
        try encoder.encodeValue(value, key: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let path = codingPath + [JSONCodingKey(intValue: count)]
        elementInOrder()
        return KeyedEncodingContainer(
            StreamingKeyedContainer<NestedKey>(encoder: encoder, place: encoder.writer.openObject(), codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = codingPath + [JSONCodingKey(intValue: count)]
        elementInOrder()
        return StreamingUnkeyedContainer(encoder: encoder, place: encoder.writer.openArray(), codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        preconditionFailure("FlatJSONEncoder writes in order and has no super encoder (at \(codingPath))")
    }

    private mutating func element() throws {
        try encoder.prepareEntry(in: place, codingPath: codingPath + [JSONCodingKey(intValue: count)])
        encoder.writer.beginEntry()
        count += 1
    }

    /// For the nested containers, which the protocol does not let throw.
    private mutating func elementInOrder() {
        do {
            try element()
        } catch {
            preconditionFailure("\(error)")
        }
    }

    private mutating func integer<Integer: FixedWidthInteger>(_ value: Integer) throws {
        try element()
        encoder.writer.writeInteger(value)
    }

    private mutating func floatingPoint<Number: BinaryFloatingPoint & LosslessStringConvertible>(_ value: Number) throws {
        let text = try encoder.text(of: value, codingPath: codingPath + [JSONCodingKey(intValue: count)])
        try element()
        encoder.writer.writeRaw(text)
    }
}
