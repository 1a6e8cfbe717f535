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

    public var runs: [Run]

    public init(_ runs: [Run] = []) {
        self.runs = runs
    }

    public static let blank = StyledLine()

    public var width: Int {
        runs.reduce(0) { $0 + DisplayWidth.of($1.text) }
    }

    /// Draws the runs from a column on, clipped at `maximumWidth` columns.
    @MainActor
    public func draw(in canvas: any Canvas, row: Int, column: Int, maximumWidth: Int, override: ((TextStyle) -> TextStyle)? = nil) {
        var cursor = column
        let limit = column + maximumWidth
        for run in runs where cursor < limit {
            let style = override?(run.style) ?? run.style
            let room = limit - cursor
            let text = DisplayWidth.of(run.text) <= room ? run.text : DisplayWidth.truncate(run.text, toWidth: room, ellipsis: "")
            cursor += canvas.put(text, row: row, column: cursor, style: style)
        }
    }
}
