import ArgumentParser
import FoundationEssentials
import Localisation
import Tintype
import TintypeApp

/// `tintype show FILE`: draws a photo on the terminal, as the app draws photos, or plays a
/// video or an animated GIF in place.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: Strings.cliShowAbstract,
        discussion:
            Strings.cliShowDiscussion
    )

    @Argument(help: ArgumentHelp(Strings.cliPictureFileHelp))
    var file: String

    @Option(name: .long, help: ArgumentHelp(Strings.cliColumnsHelp))
    var columns: Int?

    @Option(name: .long, help: ArgumentHelp(Strings.cliRowsHelp))
    var rows: Int?

    @OptionGroup var pictureOptions: PictureOptions

    func validate() throws {
        if let columns, !(1...1000).contains(columns) { throw ValidationError(Strings.cliColumnsError) }
        if let rows, !(1...1000).contains(rows) { throw ValidationError(Strings.cliRowsError) }
    }

    func run() throws {
        let size = TerminalWriter.terminalSize()
        let columns = columns ?? size.columns
        let rows = rows ?? max(1, size.rows - 1)
        do {
            let drawing = try PictureShowing.drawing(
                columns: columns, rows: rows, preference: try PictureChoice.resolve(option: pictureOptions.pictures))
            if try play(drawing) { return }
            TerminalWriter.writePicture(
                try PictureShowing.render(
                    path: file, columns: columns, rows: rows, environment: ProcessInfo.processInfo.environment,
                    support: drawing.support, cell: drawing.cell))
        } catch {
            TerminalWriter.writeError("tintype: \(error)")
            throw ExitCode.failure
        }
    }

    /// A video or an animated GIF plays where someone watches, and stops at its first frame
    /// where the output is not a terminal; false for a still, drawn as a photo, and for a file
    /// FFmpeg does not read, left to the still's drawing to say why.
    private func play(_ drawing: PictureDrawing) throws -> Bool {
        guard VideoShowing.mayMove(path: file) else { return false }
        let watched = TerminalWriter.isTerminal
        return try TerminalWriter.withCursorHidden(if: watched) {
            try VideoShowing.play(path: file, drawing: drawing, firstFrameOnly: !watched, write: TerminalWriter.writePicture) != nil
        }
    }
}
