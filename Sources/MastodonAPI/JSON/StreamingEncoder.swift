/// The `Encoder` behind `FlatJSONEncoder`: one for the whole value, writing each value as it is
/// encoded and closing what a value opened once its `encode(to:)` returns.
final class StreamingEncoder: Encoder {
    let writer = JSONByteWriter()
    // Moved at every value by this encoder alone: see JSONByteWriter on the runtime's checks.
    @exclusivity(unchecked) private(set) var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// The writer's depth where the value being encoded starts; its container is one deeper.
    @exclusivity(unchecked) private var valueDepth = 0
    /// What the value being encoded has written so far.
    @exclusivity(unchecked) fileprivate var valueStart: ValueStart = .nothing

    fileprivate enum ValueStart {
        case nothing, object, array, scalar
    }

    /// Encodes a value, one step down the coding path when it has a key.
    func encodeValue<Value: Encodable>(_ value: Value, key: (any CodingKey)? = nil) throws {
        let outerDepth = valueDepth
        let outerStart = valueStart
        valueDepth = writer.depth
        valueStart = .nothing
        if let key { codingPath.append(key) }
        defer {
            valueDepth = outerDepth
            valueStart = outerStart
            if key != nil { codingPath.removeLast() }
        }
        try value.encode(to: self)
        writer.close(downTo: valueDepth)
        // A value that encoded nothing is an empty object, as JSONEncoder writes it.
        if valueStart == .nothing { writer.writeRaw("{}") }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(StreamingKeyedContainer<Key>(encoder: self, place: startContainer(.object), codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        StreamingUnkeyedContainer(encoder: self, place: startContainer(.array), codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        self
    }

    /// Opens the value's container, or goes back to it when the value asks for it again.
    private func startContainer(_ kind: ValueStart) -> JSONByteWriter.Place {
        switch valueStart {
        case .nothing:
            valueStart = kind
            return kind == .object ? writer.openObject() : writer.openArray()
        case kind:
            writer.close(downTo: valueDepth + 1)
            return writer.place(at: valueDepth + 1)!
        default:
            preconditionFailure("A value asked for a container of another kind than the one it wrote at \(codingPath)")
        }
    }

    /// Where a container writes next: inside itself, after whatever its previous entry opened.
    func prepareEntry(in place: JSONByteWriter.Place, codingPath: @autoclosure () -> [any CodingKey]) throws {
        guard writer.place(at: place.depth) == place else {
            throw EncodingError.invalidValue(
                codingPath(), .init(codingPath: codingPath(), debugDescription: "A container was used after it was closed"))
        }
        writer.close(downTo: place.depth)
    }

    func writeScalar(_ text: String) {
        valueStart = .scalar
        writer.writeRaw(text)
    }

    /// A number's text; a number that is not finite has none in JSON.
    func text<Number: BinaryFloatingPoint & LosslessStringConvertible>(
        of number: Number, codingPath: @autoclosure () -> [any CodingKey]
    ) throws -> String {
        guard number.isFinite else {
            throw EncodingError.invalidValue(
                number, .init(codingPath: codingPath(), debugDescription: "\(number) is not a number JSON can hold"))
        }
        return number.description
    }
}

/// The value being encoded, written as one value (`Date`, an enum of raw values).
extension StreamingEncoder: SingleValueEncodingContainer {
    func encodeNil() throws { writeScalar("null") }
    func encode(_ value: Bool) throws { writeScalar(value ? "true" : "false") }

    func encode(_ value: String) throws {
        valueStart = .scalar
        writer.writeString(value)
    }

    // The protocol names every width of number; each goes through one generic write.
    func encode(_ value: Double) throws { writeScalar(try text(of: value, codingPath: codingPath)) }
    func encode(_ value: Float) throws { writeScalar(try text(of: value, codingPath: codingPath)) }
    func encode(_ value: Int) throws { writeInteger(value) }
    func encode(_ value: Int8) throws { writeInteger(value) }
    func encode(_ value: Int16) throws { writeInteger(value) }
    func encode(_ value: Int32) throws { writeInteger(value) }
    func encode(_ value: Int64) throws { writeInteger(value) }
    func encode(_ value: UInt) throws { writeInteger(value) }
    func encode(_ value: UInt8) throws { writeInteger(value) }
    func encode(_ value: UInt16) throws { writeInteger(value) }
    func encode(_ value: UInt32) throws { writeInteger(value) }
    func encode(_ value: UInt64) throws { writeInteger(value) }

    func encode<Value: Encodable>(_ value: Value) throws {
        try value.encode(to: self)
    }

    private func writeInteger<Integer: FixedWidthInteger>(_ value: Integer) {
        valueStart = .scalar
        writer.writeInteger(value)
    }
}
