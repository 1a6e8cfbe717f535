/// What one visible surface holds of pictures at the end of a turn, for the picture layer: where
/// the surface is, and the picture rows drawn on it, by the surface's row.
public struct PictureSurfaceSnapshot: Sendable {
    public var frame: Rect
    public var rows: [Int: [PictureRowRecord]]

    public init(frame: Rect, rows: [Int: [PictureRowRecord]]) {
        self.frame = frame
        self.rows = rows
    }
}
