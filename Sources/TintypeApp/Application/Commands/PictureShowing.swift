import FoundationEssentials
import Imaging
import Localisation
import TerminalUI
import Tintype

/// `tintype show`: a picture file drawn on the terminal in half blocks, as the app draws photos.
public enum PictureShowing {
    public enum Failure: Error, CustomStringConvertible {
        case unreadable(String)
        case undrawable(String, PictureDecodingError)
        case noColour

        public var description: String {
            switch self {
            case .unreadable(let path): return Strings.cannotRead(path)
            case .undrawable(let path, let error):
                return "\(path): " + Strings.explain(.undrawable(error), instance: "")
            case .noColour: return Strings.noColourNoPicture
            }
        }
    }

    /// The bytes to print: the picture at most `columns` x `rows` cells, keeping its shape, in
    /// `support`'s protocol (half blocks unless it says pixels), at `cell` pixels a cell.
    public static func render(
        path: String, columns: Int, rows: Int, environment: [String: String] = ProcessInfo.processInfo.environment,
        support: PictureSupport = PictureSupport(pictureProtocol: .blocks), cell: CellPixelSize = .fallback
    ) throws(Failure) -> [UInt8] {
        let drawing = try drawing(columns: columns, rows: rows, environment: environment, support: support, cell: cell)
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path) }
        let image: PixelImage
        do {
            image = try PictureDecoder().decode(Array(data), wanted: drawing.box)
        } catch {
            throw .undrawable(path, error)
        }
        return drawing.bytes(of: image)
    }

    /// How pictures are drawn in a box of `columns` x `rows` cells: `support`'s protocol (half
    /// blocks unless it says pixels) in the colours the environment allows; none under NO_COLOR.
    public static func drawing(
        columns: Int, rows: Int, environment: [String: String], support: PictureSupport, cell: CellPixelSize,
        pixelFiles: KittyPixelFiles? = nil
    ) throws(Failure) -> PictureDrawing {
        let colors = PictureColors.fromEnvironment(environment)
        guard colors != .none, support.pictureProtocol != .none else { throw .noColour }
        return PictureDrawing(support: support, colors: colors, cell: cell, columns: columns, rows: rows, pixelFiles: pixelFiles)
    }

    /// How pictures are drawn on this process's terminal, as `preference` says: asked where it
    /// is `auto` and both ends are a terminal, at the cell size the terminal gives.
    public static func drawing(columns: Int, rows: Int, preference: PicturePreference) throws(Failure) -> PictureDrawing {
        let environment = ProcessInfo.processInfo.environment
        // kitty on this machine reads a video's frames from files, which spares base64 of each.
        let pixelFiles = KittyPixelFiles()
        let probeFile = preference == .automatic ? pixelFiles.write(PixelImage(width: 1, height: 1, filledWith: RGBColor(hex: 0))) : nil
        let replies = preference == .automatic ? TerminalProbe.ask(environment: environment, kittyFileQuery: probeFile) : []
        var support = TerminalProbe.decide(preference: preference, replies: replies, environment: environment)
        // kitty deletes the file it read; any other terminal leaves it.
        if let probeFile { try? FileManager.default.removeItem(atPath: probeFile) }
        // Frames an earlier show killed midway left for a kitty that never read them.
        if support.kittyReadsFiles { KittyPixelFiles.removeLeftovers() }
        if support.passesThroughTmux {
            // Printed where the cursor is, a picture passed through tmux would land where the
            // outer terminal's cursor happens to be, not in this pane.
            support.pictureProtocol = .blocks
        }
        return try drawing(
            columns: columns, rows: rows, environment: environment, support: support, cell: CellPixelSize.ofTerminal() ?? .fallback,
            pixelFiles: pixelFiles)
    }
}
