import ArgumentParser
import Foundation
import Tintype

/// `tintype show FILE`: draws a JPEG or PNG on the terminal, as the app draws photos.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Draw a JPEG, PNG, WebP or GIF file on the terminal, as the app draws photos.",
        discussion:
            "In the terminal's own pixels where it draws them (kitty, sixel, iTerm2; asked unless --pictures says), else in half blocks: 24-bit colour where COLORTERM says truecolor, 256 colours otherwise; nothing under NO_COLOR."
    )

    @Argument(help: "The picture file.")
    var file: String

    @Option(name: .long, help: "At most this many columns (default: the terminal's width).")
    var columns: Int?

    @Option(name: .long, help: "At most this many rows (default: the terminal's height, less one).")
    var rows: Int?

    @OptionGroup var pictureOptions: PictureOptions

    func validate() throws {
        if let columns, !(1...1000).contains(columns) { throw ValidationError("--columns takes 1 to 1000") }
        if let rows, !(1...1000).contains(rows) { throw ValidationError("--rows takes 1 to 1000") }
    }

    func run() throws {
        let size = TerminalWriter.terminalSize()
        do {
            let bytes = try PictureShowing.render(
                path: file, columns: columns ?? size.columns, rows: rows ?? max(1, size.rows - 1),
                preference: try PictureChoice.resolve(option: pictureOptions.pictures))
            TerminalWriter.writePicture(bytes)
        } catch {
            TerminalWriter.writeError("tintype: \(error)")
            throw ExitCode.failure
        }
    }
}
