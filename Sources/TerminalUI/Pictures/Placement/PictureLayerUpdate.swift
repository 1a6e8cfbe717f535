/// What the screen does about pictures in one turn: the cells whose text must be written again
/// before the terminal is updated (a picture drawn into them is leaving), and the bytes written
/// after it (pictures placed, moved or taken away).
public struct PictureLayerUpdate: Equatable, Sendable {
    public var invalidated: [Rect]
    public var output: [UInt8]

    public init(invalidated: [Rect] = [], output: [UInt8] = []) {
        self.invalidated = invalidated
        self.output = output
    }
}
