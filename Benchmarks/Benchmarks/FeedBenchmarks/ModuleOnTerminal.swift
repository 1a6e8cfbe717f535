import Foundation
import Imaging
import MastodonAPI
import TerminalUI
import Tintype
import TintypeApp

/// A module on curses at 200x60, writing to a temporary file in place of a terminal, with a
/// picture protocol chosen: what a key press costs with the pictures drawn, and how many bytes
/// it sends.
@MainActor
final class ModuleOnTerminal {
    private let screen: NcursesScreen
    private let view: any ModuleView
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>
    private let path: String

    private init(_ view: any ModuleView, pictureProtocol: PictureProtocol) throws {
        let folder = FileManager.default.temporaryDirectory
        path = folder.appendingPathComponent("tintype-bench-\(UUID().uuidString)").path
        guard let output = fopen(path, "w"), let input = fopen("/dev/null", "r") else { throw CocoaError(.fileWriteUnknown) }
        self.output = output
        self.input = input
        screen = try NcursesScreen(
            terminalName: "xterm-256color", output: output, input: input,
            environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], pictures: .fixed(pictureProtocol),
            terminfoFolder: folder.appendingPathComponent("tintype-bench-terminfo"))
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 60, columns: 200), navigator: QuietNavigator())
        self.view = view
    }

    /// The feed of these statuses, every thumbnail `picture`.
    static func feed(of statuses: [StatusEntity], picture: PixelImage, pictureProtocol: PictureProtocol) throws -> ModuleOnTerminal {
        var services = FixedServices(timeline: statuses)
        services.mediaService = FixedPictures(picture: picture)
        return try ModuleOnTerminal(services.modules().makeFeedModule().view, pictureProtocol: pictureProtocol)
    }

    /// Lets the posts and their thumbnails arrive and be drawn.
    func settle() async throws {
        for _ in 0..<40 {
            view.drawIfNeeded()
            screen.flush()
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    /// `j` then `k`, `run` times each, each followed by drawing the frame and sending it.
    func pressAndDraw(times: Int, run: Int) {
        for iteration in 0..<times {
            view.handle(.character(iteration % (2 * run) < run ? "j" : "k"))
            view.drawIfNeeded()
            screen.flush()
        }
    }

    func bytesWritten() -> Int {
        fflush(output)
        var status = stat()
        return fstat(fileno(output), &status) == 0 ? Int(status.st_size) : 0
    }

    func close() {
        screen.restore()
        fclose(output)
        fclose(input)
        unlink(path)
    }
}
