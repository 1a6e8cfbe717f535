import ArgumentParser
import FoundationEssentials
import Localisation
import Tintype
import TintypeApp

/// `tintype show FILE`: draws a JPEG or PNG on the terminal, as the app draws photos.
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
