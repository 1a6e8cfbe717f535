import Imaging

/// Writes a picture as a sixel image (DEC's graphics in text: a palette of colour registers, then
/// bands six pixels high, one character a column per colour): `ESC P 0;1;0 q`, the raster size,
/// the palette, the bands, `ESC \`. Pixels at one to one; what no colour covers (the last band's
/// rows below the picture) is left transparent, so it never paints over the text underneath.
public enum SixelEncoder {
    /// `colorRegisters` is what the terminal says it has (XTSMGRAPHICS); more than 256 are not used.
    /// A large picture is counted and written in parts of rows side by side, at most `parts`.
    public static func encode(_ image: PixelImage, colorRegisters: Int, parts: Int = RowParts.cores) -> [UInt8] {
        guard image.width > 0, image.height > 0 else { return [] }
        let palette = MedianCutPalette(image, maximumColors: colorRegisters, parts: parts)
        let width = image.width
        var output: [UInt8] = []
        output.reserveCapacity(image.width * image.height / 2)
        output += Array("\u{1B}P0;1;0q\"1;1;".utf8)
        appendNumber(width, to: &output)
        output.append(UInt8(ascii: ";"))
        appendNumber(image.height, to: &output)
        for (index, color) in palette.colors.enumerated() {
            output.append(UInt8(ascii: "#"))
            appendNumber(index, to: &output)
            output += Array(";2;".utf8)
            appendNumber(percent(color.red), to: &output)
            output.append(UInt8(ascii: ";"))
            appendNumber(percent(color.green), to: &output)
            output.append(UInt8(ascii: ";"))
            appendNumber(percent(color.blue), to: &output)
        }
        let bands = palette.indices.withUnsafeBufferPointer { indices in
            RowParts.map(RowParts.split(rows: image.height, width: width, step: 6, parts: parts)) { rows in
                bandsBytes(rows, width: width, colorCount: palette.colors.count, indices: indices)
            }
        }
        for (position, part) in bands.enumerated() {
            if position > 0 { output.append(UInt8(ascii: "-")) }
            output += part
        }
        output += [0x1B, UInt8(ascii: "\\")]
        return output
    }

    /// The bands of `rows` (a multiple of six from the top), each colour of a band after `$`, the
    /// bands apart by `-`.
    private static func bandsBytes(_ rows: Range<Int>, width: Int, colorCount: Int, indices: UnsafeBufferPointer<UInt8>)
        -> [UInt8]
    {
        var output: [UInt8] = []
        output.reserveCapacity(rows.count * width / 2)
        // Per band, each colour's six-pixel columns (`bits`) and, in order, the columns where it
        // appears (`columns`), so writing a colour costs what it covers, not the band's width.
        var bits = [UInt8](repeating: 0, count: colorCount * width)
        var columns = [UInt16](repeating: 0, count: colorCount * width)
        var columnCounts = [Int](repeating: 0, count: colorCount)
        var used: [Int] = []
        used.reserveCapacity(colorCount)
        bits.withUnsafeMutableBufferPointer { bits in
            columns.withUnsafeMutableBufferPointer { columns in
                var top = rows.lowerBound
                while top < rows.upperBound {
                    let bandHeight = min(6, rows.upperBound - top)
                    used.removeAll(keepingCapacity: true)
                    for x in 0..<width {
                        var pixel = top * width + x
                        for offset in 0..<bandHeight {
                            let color = Int(indices[pixel])
                            let slot = color * width + x
                            if bits[slot] == 0 {
                                let count = columnCounts[color]
                                if count == 0 { used.append(color) }
                                columns[color * width + count] = UInt16(x)
                                columnCounts[color] = count + 1
                            }
                            bits[slot] |= UInt8(1) << offset
                            pixel += width
                        }
                    }
                    for (position, color) in used.enumerated() {
                        if position > 0 { output.append(UInt8(ascii: "$")) }
                        output.append(UInt8(ascii: "#"))
                        appendNumber(color, to: &output)
                        var run = RunLength()
                        var next = 0
                        let rowStart = color * width
                        for index in rowStart..<(rowStart + columnCounts[color]) {
                            let x = Int(columns[index])
                            run.add(63, count: x - next, to: &output)
                            run.add(63 + bits[rowStart + x], count: 1, to: &output)
                            bits[rowStart + x] = 0
                            next = x + 1
                        }
                        run.finish(to: &output)
                        columnCounts[color] = 0
                    }
                    top += 6
                    if top < rows.upperBound { output.append(UInt8(ascii: "-")) }
                }
            }
        }
        return output
    }

    /// Sixel colours are given in percent.
    private static func percent(_ channel: UInt8) -> Int {
        (Int(channel) * 100 + 127) / 255
    }

    static func appendNumber(_ number: Int, to output: inout [UInt8]) {
        if number >= 10 { appendNumber(number / 10, to: &output) }
        output.append(UInt8(ascii: "0") + UInt8(number % 10))
    }

    /// Repeats of one character written as `!count` + the character once a run makes it shorter.
    private struct RunLength {
        var character: UInt8 = 0
        var count = 0

        mutating func add(_ next: UInt8, count added: Int, to output: inout [UInt8]) {
            guard added > 0 else { return }
            if next != character, count > 0 { finish(to: &output) }
            character = next
            count += added
        }

        mutating func finish(to output: inout [UInt8]) {
            if count > 3 {
                output.append(UInt8(ascii: "!"))
                SixelEncoder.appendNumber(count, to: &output)
                output.append(character)
            } else if count > 0 {
                output += repeatElement(character, count: count)
            }
            count = 0
        }
    }
}
