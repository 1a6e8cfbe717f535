/// One line of text made of differently styled runs, measured in columns.
public struct StyledLine: Equatable, Sendable {
    public struct Run: Equatable, Sendable {
        public var text: String
        public var style: TextStyle

        public init(_ text: String, _ style: TextStyle = .plain) {
            self.text = text
            self.style = style
        }
    }

    /// A row of a picture drawn before the runs (a thumbnail beside a caption).
    public struct PictureRow: Equatable, Sendable {
        public var picture: CellPicture
        public var row: Int

        public init(_ picture: CellPicture, row: Int) {
            self.picture = picture
            self.row = row
        }
    }

    public var runs: [Run]
    public var picture: PictureRow?

    public init(_ runs: [Run] = [], picture: PictureRow? = nil) {
        self.runs = runs
        self.picture = picture
    }

    public static let blank = StyledLine()

    /// Columns between a picture and the text beside it.
    public static let pictureGap = 1

    public var width: Int {
        (picture.map { $0.picture.columns + Self.pictureGap } ?? 0) + runs.reduce(0) { $0 + DisplayWidth.of($1.text) }
    }

    /// Draws the runs from a column on, clipped at `maximumWidth` columns.
    @MainActor
    public func draw(in canvas: any Canvas, row: Int, column: Int, maximumWidth: Int, override: ((TextStyle) -> TextStyle)? = nil) {
        var cursor = column
        let limit = column + maximumWidth
        if let picture, picture.picture.columns + Self.pictureGap <= maximumWidth {
            canvas.drawPictureRow(picture.row, of: picture.picture, row: row, column: column)
            cursor += picture.picture.columns + Self.pictureGap
        }
        for run in runs where cursor < limit {
            let style = override?(run.style) ?? run.style
            let room = limit - cursor
            let text = DisplayWidth.of(run.text) <= room ? run.text : DisplayWidth.truncate(run.text, toWidth: room, ellipsis: "")
            cursor += canvas.put(text, row: row, column: cursor, style: style)
        }
    }
}
