/// The CRC-32 checksum (IEEE 802.3, as zlib computes it), to tell a damaged file from a good one.
package enum CRC32 {
    /// Eight tables of 256 in a row: the k-th gives a byte's part of the checksum when k zero
    /// bytes follow it, so that eight bytes fold in at once ("slicing by 8") where the first table
    /// alone folds one. A cache file of 200 posts took 3 M instructions a byte at a time.
    private static let tables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: 8 * 256)
        for index in 0..<256 {
            var value = UInt32(index)
            for _ in 0..<8 {
                value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
            }
            tables[index] = value
        }
        for index in 256..<(8 * 256) {
            let previous = tables[index - 256]
            tables[index] = (previous >> 8) ^ tables[Int(previous & 0xFF)]
        }
        return tables
    }()

    package static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        // Over the bytes' own buffer where they have one: a Data's iterator is a call per byte,
        // which cost a returning user's start more than decoding the cached feed's numbers.
        bytes.withContiguousStorageIfAvailable { fold($0) } ?? Array(bytes).withUnsafeBufferPointer { fold($0) }
    }

    private static func fold(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        tables.withUnsafeBufferPointer { table in
            var crc: UInt32 = 0xFFFF_FFFF
            var offset = 0
            if let base = bytes.baseAddress {
                while offset + 8 <= bytes.count {
                    let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
                    let low = UInt32(truncatingIfNeeded: word) ^ crc
                    let high = UInt32(truncatingIfNeeded: word >> 32)
                    crc =
                        table[7 * 256 + Int(low & 0xFF)] ^ table[6 * 256 + Int((low >> 8) & 0xFF)]
                        ^ table[5 * 256 + Int((low >> 16) & 0xFF)] ^ table[4 * 256 + Int(low >> 24)]
                        ^ table[3 * 256 + Int(high & 0xFF)] ^ table[2 * 256 + Int((high >> 8) & 0xFF)]
                        ^ table[256 + Int((high >> 16) & 0xFF)] ^ table[Int(high >> 24)]
                    offset += 8
                }
            }
            while offset < bytes.count {
                crc = table[Int((crc ^ UInt32(bytes[offset])) & 0xFF)] ^ (crc >> 8)
                offset += 1
            }
            return crc ^ 0xFFFF_FFFF
        }
    }
}
