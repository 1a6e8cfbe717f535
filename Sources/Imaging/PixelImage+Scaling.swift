extension PixelImage {
    /// The picture at another size, each new pixel the average of the area of old pixels it
    /// covers, so a shrunk photo keeps its tones instead of sampling noise.
    public func scaled(toWidth newWidth: Int, height newHeight: Int) -> PixelImage {
        guard newWidth > 0, newHeight > 0, width > 0, height > 0 else {
            return PixelImage(width: max(0, newWidth), height: max(0, newHeight), filledWith: .black)
        }
        let columnSpans = Self.spans(from: width, to: newWidth)
        let rowSpans = Self.spans(from: height, to: newHeight)
        var output = [UInt8](repeating: 0, count: newWidth * newHeight * 3)
        bytes.withUnsafeBufferPointer { source in
            for (y, rows) in rowSpans.enumerated() {
                for (x, columns) in columnSpans.enumerated() {
                    var red = 0
                    var green = 0
                    var blue = 0
                    for row in rows {
                        var offset = (row * width + columns.lowerBound) * 3
                        for _ in columns {
                            red += Int(source[offset])
                            green += Int(source[offset + 1])
                            blue += Int(source[offset + 2])
                            offset += 3
                        }
                    }
                    let count = rows.count * columns.count
                    let target = (y * newWidth + x) * 3
                    output[target] = UInt8((red + count / 2) / count)
                    output[target + 1] = UInt8((green + count / 2) / count)
                    output[target + 2] = UInt8((blue + count / 2) / count)
                }
            }
        }
        return PixelImage(width: newWidth, height: newHeight, bytes: output)
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
