import Imaging

/// A picture printed in pixels where the cursor is, outside curses (`tintype show`): the rows it
/// takes are made room for first, so the terminal scrolls as for text, then the picture is drawn
/// over them and the cursor left under it.
public enum PixelPictureOutput {
    /// The bytes that draw `image`, fitted into `columns` x `rows` cells of `cell` pixels, with
    /// `pictureProtocol` (kitty, sixel or iterm). With `pixelFiles`, kitty's pixels go in a file
    /// and only its name through the terminal.
    public static func bytes(
        of image: PixelImage, columns: Int, rows: Int, cell: CellPixelSize, pictureProtocol: PictureProtocol, colorRegisters: Int = 256,
        pixelFiles: KittyPixelFiles? = nil
    ) -> [UInt8] {
        guard pictureProtocol.drawsPixels, image.width > 0, image.height > 0 else { return [] }
        let (width, height) = PictureFit.pixels(
            forWidth: image.width, height: image.height, boxWidth: max(1, columns) * cell.width, boxHeight: max(1, rows) * cell.height)
        let scaled = image.width == width && image.height == height ? image : image.scaled(toWidth: width, height: height)
        let usedRows = (height + cell.height - 1) / cell.height
        var output = Array(String(repeating: "\n", count: usedRows).utf8)
        output += Array("\u{1B}[\(usedRows)F".utf8)
        output += Array("\u{1B}7".utf8)
        switch pictureProtocol {
        case .kitty:
            if let path = pixelFiles?.write(scaled) {
                output += KittyGraphics.transmitFile(path: path, width: width, height: height, id: 1)
            } else {
                output += KittyGraphics.transmit(scaled, id: 1)
            }
            output += KittyGraphics.place(id: 1, placement: 1, source: (0, 0, width, height))
        case .sixel: output += SixelEncoder.encode(scaled, colorRegisters: colorRegisters)
        case .iterm: output += ITermInlineImage.encode(scaled)
        case .blocks, .none: break
        }
        output += Array("\u{1B}8\u{1B}[\(usedRows)E".utf8)
        return output
    }
}
