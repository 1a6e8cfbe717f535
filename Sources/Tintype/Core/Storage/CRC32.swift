/// The CRC-32 checksum (IEEE 802.3, as zlib computes it), to tell a damaged file from a good one.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 {
            value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
        }
        return value
    }

    static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        // Over the bytes' own buffer where they have one: a Data's iterator is a call per byte,
        // which cost a returning user's start more than decoding the cached feed's numbers.
        bytes.withContiguousStorageIfAvailable { fold($0) } ?? fold(bytes)
    }

    private static func fold(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }
}
