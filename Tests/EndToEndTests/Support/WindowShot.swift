import Foundation
import Imaging

/// A screenshot of an X window, read from what `xwd` writes (X Window Dump: a big-endian header,
/// a colour map, then rows of pixels), with the geometry of the terminal's character cells, so a
/// test can look at the pixels of any cell as a person would.
struct WindowShot {
    let image: PixelImage
    let columns: Int
    let rows: Int
    /// xterm and kitty leave a border of a few pixels around the cells.
    let border: Int

    enum Failure: Error { case notAWindowDump(String) }

    init(xwd data: [UInt8], columns: Int, rows: Int, border: Int = 2) throws {
        func field(_ index: Int) -> Int {
            let offset = index * 4
            return Int(data[offset]) << 24 | Int(data[offset + 1]) << 16 | Int(data[offset + 2]) << 8 | Int(data[offset + 3])
        }
        guard data.count >= 100 else { throw Failure.notAWindowDump("short header") }
        let headerSize = field(0)
        let width = field(4)
        let height = field(5)
        let isMostSignificantFirst = field(7) == 1
        let bitsPerPixel = field(11)
        let bytesPerLine = field(12)
        let masks = (field(14), field(15), field(16))
        let colorCount = field(19)
        guard field(2) == 2, bitsPerPixel == 32 else { throw Failure.notAWindowDump("format \(field(2)), \(bitsPerPixel) bits") }
        let pixelsStart = headerSize + colorCount * 12
        guard data.count >= pixelsStart + bytesPerLine * height else { throw Failure.notAWindowDump("short pixels") }
        let shifts = [masks.0, masks.1, masks.2].map { $0 == 0 ? 0 : $0.trailingZeroBitCount }
        var bytes = [UInt8](repeating: 0, count: width * height * 3)
        data.withUnsafeBufferPointer { source in
            bytes.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    var offset = pixelsStart + y * bytesPerLine
                    var written = y * width * 3
                    for _ in 0..<width {
                        let value =
                            isMostSignificantFirst
                            ? Int(source[offset]) << 24 | Int(source[offset + 1]) << 16 | Int(source[offset + 2]) << 8
                                | Int(source[offset + 3])
                            : Int(source[offset + 3]) << 24 | Int(source[offset + 2]) << 16 | Int(source[offset + 1]) << 8
                                | Int(source[offset])
                        target[written] = UInt8(truncatingIfNeeded: (value & masks.0) >> shifts[0])
                        target[written + 1] = UInt8(truncatingIfNeeded: (value & masks.1) >> shifts[1])
                        target[written + 2] = UInt8(truncatingIfNeeded: (value & masks.2) >> shifts[2])
                        offset += 4
                        written += 3
                    }
                }
            }
        }
        image = PixelImage(width: width, height: height, bytes: bytes)
        self.columns = columns
        self.rows = rows
        self.border = border
    }

    var cellWidth: Int { (image.width - 2 * border) / columns }
    var cellHeight: Int { (image.height - 2 * border) / rows }

    /// The pixels of a rectangle of cells.
    func pixels(row: Int, column: Int, rows count: Int, columns width: Int) -> PixelImage {
        let left = border + column * cellWidth
        let top = border + row * cellHeight
        let pixelWidth = min(image.width - left, width * cellWidth)
        let pixelHeight = min(image.height - top, count * cellHeight)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(0, pixelWidth * pixelHeight * 3))
        for y in top..<(top + pixelHeight) {
            let start = (y * image.width + left) * 3
            bytes += image.bytes[start..<(start + pixelWidth * 3)]
        }
        return PixelImage(width: pixelWidth, height: pixelHeight, bytes: bytes)
    }

    /// Whether a cell holds photo pixels: a dozen colours or more, and not all of them blends of
    /// two. A cell of text holds its two colours and their antialiased blends, which lie on the
    /// line between them; a half block holds exactly two colours; a photo's colours stray from any
    /// one line.
    func isPhotoCell(row: Int, column: Int) -> Bool {
        let left = border + column * cellWidth
        let top = border + row * cellHeight
        var colours = Set<UInt32>(minimumCapacity: cellWidth * cellHeight)
        image.bytes.withUnsafeBufferPointer { bytes in
            for y in top..<min(image.height, top + cellHeight) {
                var offset = (y * image.width + left) * 3
                for _ in left..<min(image.width, left + cellWidth) {
                    colours.insert(UInt32(bytes[offset]) << 16 | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]))
                    offset += 3
                }
            }
        }
        guard colours.count >= Self.photoCellColours else { return false }
        return Self.farthestFromBlend(colours) >= Self.photoCellStray
    }

    /// At least this many colours in a cell of a photo.
    static let photoCellColours = 12
    /// How far, in RGB units, a photo cell's colours stray from the blend of its darkest and lightest.
    static let photoCellStray = 8.0

    /// The largest distance of a colour from the segment between the darkest and the lightest.
    private static func farthestFromBlend(_ colours: Set<UInt32>) -> Double {
        func channels(_ colour: UInt32) -> (Double, Double, Double) {
            (Double(colour >> 16 & 0xFF), Double(colour >> 8 & 0xFF), Double(colour & 0xFF))
        }
        let sums = colours.map { colour -> (UInt32, Double) in
            let (red, green, blue) = channels(colour)
            return (colour, red + green + blue)
        }
        guard let darkest = sums.min(by: { $0.1 < $1.1 }), let lightest = sums.max(by: { $0.1 < $1.1 }) else { return 0 }
        let start = channels(darkest.0)
        let end = channels(lightest.0)
        let direction = (end.0 - start.0, end.1 - start.1, end.2 - start.2)
        let length = max(1, direction.0 * direction.0 + direction.1 * direction.1 + direction.2 * direction.2)
        var farthest = 0.0
        for colour in colours {
            let point = channels(colour)
            let along = ((point.0 - start.0) * direction.0 + (point.1 - start.1) * direction.1 + (point.2 - start.2) * direction.2) / length
            let t = min(1, max(0, along))
            let dx = point.0 - (start.0 + t * direction.0)
            let dy = point.1 - (start.1 + t * direction.1)
            let dz = point.2 - (start.2 + t * direction.2)
            farthest = max(farthest, (dx * dx + dy * dy + dz * dz).squareRoot())
        }
        return farthest
    }

    /// The cells holding photo pixels in a rectangle of cells.
    func photoCells(row: Int, column: Int, rows count: Int, columns width: Int) -> Int {
        var found = 0
        for cellRow in row..<min(rows, row + count) {
            for cellColumn in column..<min(columns, column + width) where isPhotoCell(row: cellRow, column: cellColumn) {
                found += 1
            }
        }
        return found
    }

    /// Every cell of the window holding photo pixels.
    var allPhotoCells: Int { photoCells(row: 0, column: 0, rows: rows, columns: columns) }

    /// How alike two pictures of one size look, from -1 to 1: the correlation of the lightness of
    /// a coarse grid of their areas, which a photo keeps however it is scaled or quantised and a
    /// flat colour or another photo does not.
    static func likeness(_ first: PixelImage, _ second: PixelImage, grid: Int = 6) -> Double {
        let one = lightnessGrid(first, grid: grid)
        let two = lightnessGrid(second, grid: grid)
        let meanOne = one.reduce(0, +) / Double(one.count)
        let meanTwo = two.reduce(0, +) / Double(two.count)
        var product = 0.0
        var squareOne = 0.0
        var squareTwo = 0.0
        for index in one.indices {
            product += (one[index] - meanOne) * (two[index] - meanTwo)
            squareOne += (one[index] - meanOne) * (one[index] - meanOne)
            squareTwo += (two[index] - meanTwo) * (two[index] - meanTwo)
        }
        guard squareOne > 0, squareTwo > 0 else { return 0 }
        return product / (squareOne * squareTwo).squareRoot()
    }

    private static func lightnessGrid(_ image: PixelImage, grid: Int) -> [Double] {
        let small = image.scaled(toWidth: grid, height: grid)
        return (0..<(grid * grid)).map { index -> Double in
            let red = Double(small.bytes[index * 3])
            let green = Double(small.bytes[index * 3 + 1])
            let blue = Double(small.bytes[index * 3 + 2])
            return 0.299 * red + 0.587 * green + 0.114 * blue
        }
    }
}
