import FoundationEssentials

/// Encodes a value as JSON written straight into bytes, members in the order the type encodes
/// them: the cache's writer.
///
/// Foundation's `JSONEncoder` builds a tree of every value, each object a dictionary, before it
/// writes; its members come out in the order of a hash seeded per process. Here each member is
/// written as it is encoded, so a record's members are in their declaration order, which is the
/// order `FlatJSONDecoder` looks for them in when the file is read back. Dates are written as
/// `Date` encodes itself (`JSONEncoder`'s default), slashes are not escaped, and a number that is
/// not finite is refused with `EncodingError.invalidValue`, as there.
///
/// A type's containers are written in the order the type uses them: a container used again after
/// a later sibling's value was written is refused, which no synthesized `Encodable` does.
public struct FlatJSONEncoder: Sendable {
    public init() {}

    public func encode<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = StreamingEncoder()
        try encoder.encodeValue(value)
        return Data(encoder.writer.bytes)
    }
}
