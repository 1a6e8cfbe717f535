extension PixelImage {
    /// The picture at another size, each new pixel the average of the area of old pixels it
    /// covers (rounded half up), so a shrunk photo keeps its tones instead of sampling noise.
    ///
    /// Done a row of new pixels at a time: the old rows under it are summed into one row of
    /// totals, then each new pixel adds up its columns of them and divides by a multiplication,
    /// which is several times faster than a division per channel. A large picture's new rows are
    /// made in parts, side by side (`RowParts`).
    public func scaled(toWidth newWidth: Int, height newHeight: Int) -> PixelImage {
        guard newWidth > 0, newHeight > 0, width > 0, height > 0 else {
            return PixelImage(width: max(0, newWidth), height: max(0, newHeight), filledWith: .black)
        }
        let columnSpans = Self.spans(from: width, to: newWidth)
        let rowSpans = Self.spans(from: height, to: newHeight)
        var output = [UInt8](repeating: 0, count: newWidth * newHeight * 3)
        output.withUnsafeMutableBufferPointer { output in
            bytes.withUnsafeBufferPointer { source in
                let columns = ColumnSpans(columnSpans)
                _ = RowParts.map(RowParts.split(rows: newHeight, width: width)) { newRows in
                    scaleRows(newRows, of: rowSpans, columns: columns, from: source, into: output)
                }
            }
        }
        return PixelImage(width: newWidth, height: newHeight, bytes: output)
    }

    /// Where each new column starts in an old row's bytes, and how many old columns it covers.
    private struct ColumnSpans {
        let starts: [Int]
        let counts: [Int]
        let widest: Int

        init(_ spans: [Range<Int>]) {
            starts = spans.map { $0.lowerBound * 3 }
            counts = spans.map(\.count)
            widest = counts.max() ?? 1
        }
    }

    /// The new rows `newRows`, each from the old rows its span covers.
    private func scaleRows(
        _ newRows: Range<Int>, of rowSpans: [Range<Int>], columns: ColumnSpans, from source: UnsafeBufferPointer<UInt8>,
        into output: UnsafeMutableBufferPointer<UInt8>
    ) {
        let newWidth = columns.starts.count
        let rowLength = width * 3
        var totals = [UInt64](repeating: 0, count: rowLength)
        var divisors = [ExactDivisor](repeating: ExactDivisor(1), count: columns.widest + 1)
        totals.withUnsafeMutableBufferPointer { totals in
            divisors.withUnsafeMutableBufferPointer { divisors in
                columns.starts.withUnsafeBufferPointer { columnStarts in
                    columns.counts.withUnsafeBufferPointer { columnCounts in
                        var target = newRows.lowerBound * newWidth * 3
                        for rows in rowSpans[newRows] {
                            totals.update(repeating: 0)
                            for row in rows {
                                let start = row * rowLength
                                for index in 0..<rowLength { totals[index] &+= UInt64(source[start + index]) }
                            }
                            for span in 1...columns.widest { divisors[span] = ExactDivisor(rows.count * span) }
                            for column in 0..<newWidth {
                                var offset = columnStarts[column]
                                let count = columnCounts[column]
                                var red = totals[offset]
                                var green = totals[offset + 1]
                                var blue = totals[offset + 2]
                                for _ in 1..<count {
                                    offset += 3
                                    red &+= totals[offset]
                                    green &+= totals[offset + 1]
                                    blue &+= totals[offset + 2]
                                }
                                let divisor = divisors[count]
                                output[target] = UInt8(truncatingIfNeeded: divisor.roundedQuotient(red))
                                output[target + 1] = UInt8(truncatingIfNeeded: divisor.roundedQuotient(green))
                                output[target + 2] = UInt8(truncatingIfNeeded: divisor.roundedQuotient(blue))
                                target += 3
                            }
                        }
                    }
                }
            }
        }
    }

    /// The old pixels under each new one: never empty, so growing a picture repeats pixels.
    private static func spans(from oldLength: Int, to newLength: Int) -> [Range<Int>] {
        (0..<newLength).map { index in
            let start = index * oldLength / newLength
            let end = max(start + 1, (index + 1) * oldLength / newLength)
            return start..<min(end, oldLength)
        }
    }
}
