import FoundationEssentials

/// Decodes the servers' JSON and the cache's: the text parsed once into a `JSONTape`, then each
/// value read from the tape in place as a type asks for it.
///
/// Foundation's `JSONDecoder` builds a table of every object's members, keys made into strings,
/// before the first one is read; a timeline page holds thousands of members and a post reads a
/// few of each object's. Here a member is found by comparing its name's bytes, and nothing is
/// made of a member nobody reads. What is read is read as `JSONDecoder` reads it, with dates left
/// to `Date`'s own decoding (its default), a lone half of a UTF-16 pair as U+FFFD, and a
/// missing member or a value of the wrong type thrown as the same `DecodingError`.
public struct FlatJSONDecoder: Sendable {
    public init() {}

    public func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
        let tape: JSONTape
        do {
            tape = try JSONTape(data)
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "The text is not valid JSON: \(error)", underlyingError: error))
        }
        return try TapeDecoder(tape: tape).decode(type)
    }
}
