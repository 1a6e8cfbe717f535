extension PixelImage {
    /// The middle square of the picture, as a photo grid shows every photo whatever its shape.
    public func croppedToCentreSquare() -> PixelImage {
        let side = min(width, height)
        guard side > 0, width != height else { return self }
        let left = (width - side) / 2
        let top = (height - side) / 2
        var output: [UInt8] = []
        output.reserveCapacity(side * side * 3)
        for row in top..<(top + side) {
            let start = (row * width + left) * 3
            output += bytes[start..<(start + side * 3)]
        }
        return PixelImage(width: side, height: side, bytes: output)
    }
}

extension PixelImage {
    /// The rows from `top` on, `count` of them, clipped to the picture.
    public func rows(from top: Int, count: Int) -> PixelImage {
        let start = min(max(0, top), height)
        let end = min(height, start + max(0, count))
        guard start > 0 || end < height else { return self }
        return PixelImage(width: width, height: end - start, bytes: Array(bytes[(start * width * 3)..<(end * width * 3)]))
    }
}
