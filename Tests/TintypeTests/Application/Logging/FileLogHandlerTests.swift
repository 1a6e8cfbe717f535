import Foundation
import Logging
import Testing

@testable import TintypeApp

struct FileLogHandlerTests {
    /// What a logger writing to a new file wrote, after `log` ran.
    private func written(by log: (Logger) -> Void) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("log-\(UUID().uuidString)/tintype.log")
        let descriptor = try #require(FileLogHandler.openFile(at: url))
        defer {
            close(descriptor)
            try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
        }
        log(Logger(label: "tintype") { FileLogHandler(label: $0, descriptor: descriptor) })
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test func testThatAMessageIsWrittenWithItsLevel() throws {
        // when
        let text = try written { $0.info("opening the account") }
        // then
        #expect(text.hasSuffix(" info tintype: opening the account\n"))
    }

    @Test func testThatWhyAPictureWasNotDrawnIsWrittenOnItsLine() throws {
        // when
        let text = try written { $0.info("an animation cannot be played", metadata: ["reason": "no frames"]) }
        // then
        #expect(text.hasSuffix(": an animation cannot be played reason=no frames\n"))
    }

    @Test func testThatALineBreakInTheMetadataKeepsTheEventOnOneLine() throws {
        // when
        let text = try written { $0.warning("a picture was not cached", metadata: ["reason": "disk\nfull"]) }
        // then
        #expect(text.split(separator: "\n").count == 1 && text.contains("reason=disk\\nfull"))
    }
}
