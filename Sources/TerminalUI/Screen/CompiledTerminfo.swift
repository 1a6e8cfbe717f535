/// A terminfo entry as `tic` compiles it (term(5)): a header of six little-endian shorts, the
/// names, the booleans, the numbers (16-bit, or 32-bit in ncurses' wide format), the string
/// offsets and their table, then the extended capabilities. A variant is made from these bytes
/// directly, in well under a millisecond where `infocmp` and `tic` take tens of them.
enum CompiledTerminfo {
    private static let legacyMagic = 0o432
    private static let wideNumbersMagic = 0o1036
    /// ncurses reads no longer names field (MAX_NAME_SIZE).
    private static let longestNames = 512

    /// The entry's names field: its names, then its description, between bars.
    static func names(of entry: [UInt8]) -> String? {
        guard entry.count >= 12 else { return nil }
        let namesSize = Int(entry[2]) | Int(entry[3]) << 8
        guard namesSize > 0, 12 + namesSize <= entry.count else { return nil }
        let field = entry[12..<12 + namesSize]
        return String(decoding: field.prefix { $0 != 0 }, as: UTF8.self)
    }

    /// `entry` named `names` ("name|description") and without the string capabilities at
    /// `absentStrings`; nil when `entry` is not a compiled entry this reads.
    static func variant(of entry: [UInt8], names: String, absentStrings: Set<Int>) -> [UInt8]? {
        guard entry.count >= 12 else { return nil }
        func short(at offset: Int) -> Int { Int(Int16(bitPattern: UInt16(entry[offset]) | UInt16(entry[offset + 1]) << 8)) }
        let magic = short(at: 0)
        guard magic == legacyMagic || magic == wideNumbersMagic else { return nil }
        let namesSize = short(at: 2)
        let booleanCount = short(at: 4)
        let numberCount = short(at: 6)
        let stringCount = short(at: 8)
        let tableSize = short(at: 10)
        guard namesSize > 0, booleanCount >= 0, numberCount >= 0, stringCount >= 0, tableSize >= 0 else { return nil }
        // The numbers start on an even byte: a pad follows the booleans when the header, the
        // names and the booleans end on an odd one (the header's 12 bytes are even).
        let booleansStart = 12 + namesSize
        let numbersStart = booleansStart + booleanCount + (namesSize + booleanCount) % 2
        let offsetsStart = numbersStart + numberCount * (magic == wideNumbersMagic ? 4 : 2)
        let tableStart = offsetsStart + stringCount * 2
        guard tableStart + tableSize <= entry.count else { return nil }
        let newNames = Array(names.utf8) + [0]
        guard newNames.count <= longestNames, !names.utf8.contains(0) else { return nil }

        var variant: [UInt8] = []
        variant.reserveCapacity(entry.count + newNames.count)
        for value in [magic, newNames.count, booleanCount, numberCount, stringCount, tableSize] {
            variant += [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
        }
        variant += newNames
        variant += entry[booleansStart..<booleansStart + booleanCount]
        if (newNames.count + booleanCount) % 2 == 1 { variant.append(0) }
        variant += entry[numbersStart..<offsetsStart]
        for index in 0..<stringCount {
            // -1: absent, as `tic` writes a capability the source does not have.
            let offset = offsetsStart + index * 2
            variant += absentStrings.contains(index) ? [0xFF, 0xFF] : [entry[offset], entry[offset + 1]]
        }
        // Everything before the table has an even length in either entry, so the table and the
        // extended capabilities after it keep their alignment and are copied as they are.
        variant += entry[tableStart...]
        return variant
    }
}
