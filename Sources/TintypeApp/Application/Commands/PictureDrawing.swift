import Imaging
import TerminalUI

/// How `tintype show` draws pictures on this terminal, decided once: the protocol, the colours,
/// a cell's pixels and the box of cells. A still is drawn once; a video's frames each in turn,
/// in the same place.
public struct PictureDrawing {
    public let support: PictureSupport
    public let colors: PictureColors
    public let cell: CellPixelSize
    public let columns: Int
    public let rows: Int
    /// Where kitty on this machine takes its pixels from, when it said it reads files.
    public let pixelFiles: KittyPixelFiles?

    public init(
        support: PictureSupport, colors: PictureColors, cell: CellPixelSize, columns: Int, rows: Int, pixelFiles: KittyPixelFiles? = nil
    ) {
        self.pixelFiles = support.kittyReadsFiles ? pixelFiles : nil
        self.support = support
        self.colors = colors
        self.cell = support.cellSize ?? cell
        self.columns = max(1, columns)
        self.rows = max(1, rows)
    }

    /// The box in pixels: the terminal's own, or two pixels a cell in half blocks.
    public var box: (width: Int, height: Int) {
        support.pictureProtocol.drawsPixels ? (columns * cell.width, rows * cell.height) : (columns, rows * 2)
    }

    /// The size a decoder gives a `width` x `height` picture at, to be drawn as large as the box
    /// allows with its shape kept.
    public func pixels(forWidth width: Int, height: Int) -> (width: Int, height: Int) {
        if support.pictureProtocol.drawsPixels {
            return PictureFit.pixels(forWidth: width, height: height, boxWidth: box.width, boxHeight: box.height)
        }
        let fitted = PictureFit.cells(forWidth: width, height: height, columns: columns, rows: rows)
        return (fitted.columns, fitted.rows * 2)
    }

    /// The bytes that draw the picture from where the cursor is; they leave it on the line under it.
    public func bytes(of image: PixelImage) -> [UInt8] {
        if support.pictureProtocol.drawsPixels {
            return PixelPictureOutput.bytes(
                of: image, columns: columns, rows: rows, cell: cell, pictureProtocol: support.pictureProtocol,
                colorRegisters: support.colorRegisters, pixelFiles: pixelFiles)
        }
        return ANSIPicture.bytes(of: CellPicture(fitting: image, columns: columns, rows: rows), colors: colors)
    }

    /// How many lines `bytes(of:)` of a picture of that size takes: the way back to its top.
    public func lines(forWidth width: Int, height: Int) -> Int {
        let fitted = pixels(forWidth: width, height: height)
        if support.pictureProtocol.drawsPixels { return max(1, (fitted.height + cell.height - 1) / cell.height) }
        return max(1, fitted.height / 2)
    }
}
