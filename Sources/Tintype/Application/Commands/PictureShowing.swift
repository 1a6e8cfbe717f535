import Foundation
import Imaging
import TerminalUI

/// `tintype show`: a picture file drawn on the terminal in half blocks, as the app draws photos.
public enum PictureShowing {
    public enum Failure: Error, CustomStringConvertible {
        case unreadable(String)
        case undrawable(String, PictureDecodingError)
        case noColour

        public var description: String {
            switch self {
            case .unreadable(let path): return "cannot read \(path)"
            case .undrawable(let path, let error):
                return "\(path): " + Strings.explain(.undrawable(error), instance: "")
            case .noColour: return "this terminal shows no colour (NO_COLOR or TERM=dumb), so no picture is drawn"
            }
        }
    }

    /// The bytes to print: the picture at most `columns` x `rows` cells, keeping its shape.
    public static func render(
        path: String, columns: Int, rows: Int, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(Failure) -> [UInt8] {
        let colors = PictureColors.fromEnvironment(environment)
        guard colors != .none else { throw .noColour }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path) }
        let image: PixelImage
        do {
            image = try PictureDecoder().decode(Array(data), wanted: (columns, rows * 2))
        } catch {
            throw .undrawable(path, error)
        }
        return ANSIPicture.bytes(of: CellPicture(fitting: image, columns: columns, rows: rows), colors: colors)
    }
}
