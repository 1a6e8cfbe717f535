/// What the app draws pictures with on this terminal, and why, as the probe found it.
public struct PictureSupport: Equatable, Sendable {
    public var pictureProtocol: PictureProtocol
    /// Colour registers for sixel: what the terminal reported, else 256.
    public var colorRegisters: Int
    /// A cell's size in pixels where the terminal said it.
    public var cellSize: CellPixelSize?
    /// Whether the pictures go through tmux's passthrough to the terminal around it.
    public var passesThroughTmux: Bool
    /// Whether kitty reads pixels from temporary files, being on this machine.
    public var kittyReadsFiles: Bool
    /// Why the pictures are not drawn in pixels when they could be, to say once.
    public var limitation: PictureLimitation?
    /// kitty pictures through a tmux that tells no pane its focus (`focus-events` off): another
    /// window in front may still show them, to say once.
    public var mayOutliveTmuxWindow = false

    public init(
        pictureProtocol: PictureProtocol, colorRegisters: Int = 256, cellSize: CellPixelSize? = nil, limitation: PictureLimitation? = nil,
        passesThroughTmux: Bool = false, kittyReadsFiles: Bool = false
    ) {
        self.pictureProtocol = pictureProtocol
        self.colorRegisters = colorRegisters
        self.cellSize = cellSize
        self.limitation = limitation
        self.passesThroughTmux = passesThroughTmux
        self.kittyReadsFiles = kittyReadsFiles
    }
}

/// Why a terminal that might draw pixels gets half blocks.
public enum PictureLimitation: Equatable, Sendable {
    /// tmux is in between and draws no pixels itself (before 3.4, or built without sixel).
    case tmuxWithoutPictures
    /// tmux holds the terminal's own pictures back: its `allow-passthrough` is off.
    case tmuxPassthroughOff
}
