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
