import CNcursesw
import Foundation
import Testing

@testable import TerminalUI

/// What an ncurses screen writes from its start to its end, to a file in place of a terminal,
/// with `body` run between; and what `body` returned.
@MainActor
func writtenByScreen<Result>(
    environment: [String: String] = ["TERM": "xterm-256color"], reportsMouse: Bool = false, reportsFocus: Bool = false,
    writesLinks: Bool = false, _ body: (NcursesScreen) -> Result
) throws -> (text: String, result: Result) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("tintype-screen-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = try #require(fopen(path, "w"))
    let input = try #require(fopen("/dev/null", "r"))
    let screen = try NcursesScreen(
        terminalName: "xterm-256color", output: output, input: input, environment: environment, pictures: .fixed(.blocks),
        reportsMouse: reportsMouse, reportsFocus: reportsFocus, writesLinks: writesLinks)
    let result = body(screen)
    screen.restore()
    fclose(output)
    fclose(input)
    return (String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self), result)
}
