/// The bytes of a JSON text as it is written, and the objects and arrays still open in it.
final class JSONByteWriter {
    /// Which container a coder's container writes into: its depth, and which of the containers
    /// opened at that depth it is, so that one closed is not taken for the next one opened there.
    struct Place: Equatable {
        let depth: Int
        let serial: Int
    }

    private struct OpenContainer {
        let isObject: Bool
        let serial: Int
        var hasEntries = false
    }

    // Written by one encoder on one thread, a few appends to every value: the runtime's check
    // that no two accesses overlap cost as much as the appends.
    @exclusivity(unchecked) private(set) var bytes: [UInt8] = []
    /// Innermost last.
    @exclusivity(unchecked) private var open: [OpenContainer] = []
    @exclusivity(unchecked) private var containersOpened = 0

    var depth: Int { open.count }

    init() {
        bytes.reserveCapacity(4096)
    }

    func openObject() -> Place {
        bytes.append(UInt8(ascii: "{"))
        return openContainer(isObject: true)
    }

    func openArray() -> Place {
        bytes.append(UInt8(ascii: "["))
        return openContainer(isObject: false)
    }

    /// The container open at `depth`, if one is.
    func place(at depth: Int) -> Place? {
        guard depth > 0, depth <= open.count else { return nil }
        return Place(depth: depth, serial: open[depth - 1].serial)
    }

    private func openContainer(isObject: Bool) -> Place {
        containersOpened += 1
        open.append(OpenContainer(isObject: isObject, serial: containersOpened))
        return Place(depth: open.count, serial: containersOpened)
    }

    /// Closes every container deeper than `depth`.
    func close(downTo depth: Int) {
        while open.count > depth {
            bytes.append(open.removeLast().isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        }
    }

    /// The comma before the innermost container's next member or element.
    func beginEntry() {
        if open[open.count - 1].hasEntries {
            bytes.append(UInt8(ascii: ","))
        } else {
            open[open.count - 1].hasEntries = true
        }
    }

    func writeMemberName(_ name: String) {
        beginEntry()
        writeString(name)
        bytes.append(UInt8(ascii: ":"))
    }

    func writeRaw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// An integer's digits, written without making a string of them.
    func writeInteger<Integer: FixedWidthInteger>(_ value: Integer) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        // Gathered from the last digit back; 40 places hold a 128-bit integer's 39.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { digits in
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude != 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// A string in quotes: quotes, backslashes and control characters escaped, the rest (slashes
    /// and every non-ASCII character included) as it is.
    func writeString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var runStart = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: utf8[runStart..<index])
                writeEscape(byte)
                runStart = index + 1
            }
            bytes.append(contentsOf: utf8[runStart...])
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private func writeEscape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
            let hexDigits = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: Array("u00".utf8) + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]])
        }
    }
}
