import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many pixels one character cell of the terminal covers, for pictures drawn in pixels.
public struct CellPixelSize: Equatable, Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
    }

    /// What most terminals use at their default font when nothing says otherwise.
    public static let fallback = CellPixelSize(width: 10, height: 20)

    /// The cell size from a window's size in pixels and in cells, as `TIOCGWINSZ` gives both; nil
    /// where the terminal leaves the pixels at zero.
    public init?(windowWidth: Int, windowHeight: Int, columns: Int, rows: Int) {
        guard windowWidth > 0, windowHeight > 0, columns > 0, rows > 0 else { return nil }
        self.init(width: windowWidth / columns, height: windowHeight / rows)
    }

    /// The cell size of the terminal on `descriptor`, from `TIOCGWINSZ`; nil where it is not a
    /// terminal or leaves the pixels at zero.
    public static func ofTerminal(_ descriptor: Int32 = STDOUT_FILENO) -> CellPixelSize? {
        var window = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0 else { return nil }
        return CellPixelSize(
            windowWidth: Int(window.ws_xpixel), windowHeight: Int(window.ws_ypixel), columns: Int(window.ws_col),
            rows: Int(window.ws_row))
    }
}
