/// One row of a picture's cells, as a surface drew it: the terminal draws its pixels there.
public struct PictureRowRecord: Equatable, Sendable {
    public var picture: CellPicture
    public var pictureRow: Int
    /// The surface's column of the picture's first cell.
    public var column: Int

    public init(picture: CellPicture, pictureRow: Int, column: Int) {
        self.picture = picture
        self.pictureRow = pictureRow
        self.column = column
    }

    /// The surface's columns the row covers.
    public var columns: Range<Int> { column..<(column + picture.columns) }
}
