import FoundationEssentials

/// A JSON text parsed once into a flat list of its values in the order they are written, each
/// knowing where it ends and, for an object or an array, where the value after it starts.
///
/// Nothing is made of a value until it is asked for: a member is found by comparing its name's
/// bytes where they lie, a string is made only when read, and a member nobody reads costs one
/// step over it. The list is what `FlatJSONDecoder` decodes from.
final class JSONTape {
    enum Kind: UInt8 {
        case object, array, string, escapedString, number, `true`, `false`, null
    }

    /// One value. An object's members follow it as name and value in turn, an array's elements
    /// one by one, each value followed by what it holds.
    struct Value {
        var kind: Kind
        /// A string's bytes between its quotes, a number's bytes; where a container opens.
        var start: Int32
        var end: Int32
        /// The index just past this value and all it holds: its next sibling.
        var next: Int32
        /// An object's members or an array's elements.
        var count: Int32
    }

    /// Why a text is not JSON, and where.
    struct SyntaxError: Error, CustomStringConvertible {
        let offset: Int
        let reason: String

        var description: String { "\(reason) at byte \(offset)" }
    }

    /// Deeper than this, a hostile text could only be meant to exhaust the reader.
    static let maximumDepth = 512

    let bytes: [UInt8]
    let values: [Value]

    init(_ data: Data) throws(SyntaxError) {
        let bytes = [UInt8](data)
        guard bytes.count < Int(Int32.max) else { throw SyntaxError(offset: 0, reason: "the text is too long") }
        var values: [Value] = []
        // About one value to every eight bytes in the servers' JSON: one growth at most.
        values.reserveCapacity(bytes.count / 8 + 1)
        try bytes.withUnsafeBufferPointer { (buffer) throws(SyntaxError) in
            var parser = JSONTapeParser(bytes: buffer)
            try parser.parse(into: &values)
        }
        self.bytes = bytes
        self.values = values
    }
}
