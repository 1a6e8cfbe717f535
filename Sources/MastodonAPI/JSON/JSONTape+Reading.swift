/// A value's contents, made when asked for; nil when the value is of another kind.
extension JSONTape {
    /// The index of the name of the member called `name` (its UTF-8 bytes) in the object at
    /// `object`, looked for from the member at `first` to the end and then from the start: types
    /// read their members mostly in the order they are written, so the one after the last found
    /// is where to look first.
    func member(named name: UnsafeBufferPointer<UInt8>, in object: Int, from first: Int) -> Int? {
        values.withUnsafeBufferPointer { values in
            let end = Int(values[object].next)
            return memberIndex(named: name, in: values, from: first, to: end)
                ?? memberIndex(named: name, in: values, from: object + 1, to: first)
        }
    }

    private func memberIndex(named name: UnsafeBufferPointer<UInt8>, in values: UnsafeBufferPointer<Value>, from first: Int, to end: Int)
        -> Int?
    {
        var index = first
        while index < end {
            let memberName = values[index]
            if Int(memberName.end - memberName.start) == name.count || memberName.kind == .escapedString, isName(memberName, name) {
                return index
            }
            index = Int(values[index + 1].next)
        }
        return nil
    }

    private func isName(_ memberName: Value, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard memberName.kind == .string else { return string(at: memberName)?.utf8.elementsEqual(name) == true }
        return bytes.withUnsafeBufferPointer { buffer in
            let start = Int(memberName.start)
            for offset in 0..<name.count where buffer[start + offset] != name[offset] { return false }
            return true
        }
    }

    /// Each member's name and the index of its value, in the order written.
    func members(of object: Int) -> [(name: String, value: Int)] {
        var members: [(name: String, value: Int)] = []
        var index = object + 1
        let end = Int(values[object].next)
        while index < end {
            members.append((string(at: index) ?? "", index + 1))
            index = Int(values[index + 1].next)
        }
        return members
    }

    func string(at index: Int) -> String? {
        string(at: values[index])
    }

    private func string(at value: Value) -> String? {
        switch value.kind {
        case .string:
            return bytes.withUnsafeBufferPointer { String(decoding: $0[Int(value.start)..<Int(value.end)], as: UTF8.self) }
        case .escapedString:
            return unescaped(Int(value.start)..<Int(value.end))
        default:
            return nil
        }
    }

    func bool(at index: Int) -> Bool? {
        switch values[index].kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// A number written as an integer, or with a fraction or an exponent that make it one (`2.0`,
    /// `1e3`); nil when it is not a number or does not fit.
    func integer<Integer: FixedWidthInteger>(at index: Int, as type: Integer.Type) -> Integer? {
        let value = values[index]
        guard value.kind == .number else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Integer? in
            let digits = buffer[Int(value.start)..<Int(value.end)]
            if let exact = Self.integer(digits, as: Integer.self) { return exact }
            guard let number = Double(String(decoding: digits, as: UTF8.self)) else { return nil }
            return Integer(exactly: number)
        }
    }

    func double(at index: Int) -> Double? {
        let value = values[index]
        guard value.kind == .number else { return nil }
        return bytes.withUnsafeBufferPointer { Double(String(decoding: $0[Int(value.start)..<Int(value.end)], as: UTF8.self)) }
    }

    /// Plain digits with an optional minus; nil for anything else or an overflow.
    private static func integer<Integer: FixedWidthInteger>(_ digits: Slice<UnsafeBufferPointer<UInt8>>, as type: Integer.Type) -> Integer?
    {
        var rest = digits[...]
        let isNegative = rest.first == UInt8(ascii: "-")
        if isNegative { rest = rest.dropFirst() }
        guard !rest.isEmpty else { return nil }
        var result: Integer = 0
        for byte in rest {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let digit = Integer(byte - UInt8(ascii: "0"))
            let (shifted, shiftOverflow) = result.multipliedReportingOverflow(by: 10)
            // Built on the negative side for a negative number, so that the smallest one fits.
            let (next, addOverflow) = isNegative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !shiftOverflow, !addOverflow else { return nil }
            result = next
        }
        return result
    }

    /// A string with escapes: the runs between them copied whole, `\u` pairs joined into one
    /// character, and a lone half of a pair read as U+FFFD rather than failing the text around it.
    private func unescaped(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            var result: [UInt8] = []
            result.reserveCapacity(range.count)
            var index = range.lowerBound
            var highSurrogate: UInt32?
            while index < range.upperBound {
                var runEnd = index
                while runEnd < range.upperBound, buffer[runEnd] != UInt8(ascii: "\\") { runEnd += 1 }
                if runEnd > index {
                    Self.dropUnpairedHalf(&highSurrogate, into: &result)
                    result.append(contentsOf: buffer[index..<runEnd])
                    index = runEnd
                    continue
                }
                let escape = buffer[index + 1]
                index += 2
                guard escape == UInt8(ascii: "u") else {
                    Self.dropUnpairedHalf(&highSurrogate, into: &result)
                    result.append(Self.escapedByte(escape))
                    continue
                }
                let unit = Self.hexValue(buffer[index..<index + 4])
                index += 4
                if let high = highSurrogate, (0xDC00...0xDFFF).contains(unit) {
                    Self.append(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00), to: &result)
                    highSurrogate = nil
                } else {
                    Self.dropUnpairedHalf(&highSurrogate, into: &result)
                    if (0xD800...0xDBFF).contains(unit) {
                        highSurrogate = unit
                    } else {
                        // A low half alone is no scalar: appended as U+FFFD.
                        Self.append(unit, to: &result)
                    }
                }
            }
            Self.dropUnpairedHalf(&highSurrogate, into: &result)
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// A high half whose low half did not follow: U+FFFD in its place.
    private static func dropUnpairedHalf(_ highSurrogate: inout UInt32?, into result: inout [UInt8]) {
        if highSurrogate != nil { append(0xFFFD, to: &result) }
        highSurrogate = nil
    }

    private static func escapedByte(_ escape: UInt8) -> UInt8 {
        switch escape {
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: escape  // \" \\ \/
        }
    }

    private static func hexValue(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> UInt32 {
        digits.reduce(0) { value, byte in
            let digit = byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : (byte | 0x20) - UInt8(ascii: "a") + 10
            return value << 4 | UInt32(digit)
        }
    }

    private static func append(_ scalar: UInt32, to result: inout [UInt8]) {
        let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
        result.append(contentsOf: UTF8.encode(character)!)
    }
}
