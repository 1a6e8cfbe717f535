import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct PostPublishingTests {
    let home = TestFolders.unique("tintype-cli")

    private func configuration() throws -> ApplicationConfiguration {
        ApplicationConfiguration(
            instance: try InstanceAddress("https://pixelfed.example"), token: "secret-token",
            paths: StoragePaths(
                configDirectory: home.appendingPathComponent("config"), cacheDirectory: home.appendingPathComponent("cache"),
                stateDirectory: home.appendingPathComponent("state"), dataDirectory: home.appendingPathComponent("data"))
        )
    }

    /// Items in any account's outbox, wherever it is filed.
    private func outboxFileCount() -> Int {
        let state = home.appendingPathComponent("state")
        let files = FileManager.default.enumerator(atPath: state.path)?.allObjects as? [String] ?? []
        return files.filter { $0.contains("/outbox/") && $0.hasSuffix(".cache") }.count
    }

    @Test func testThatAReplyPrintsTheNewCommentsId() async throws {
        // given
        let transport = StubTransport(json: StubJSON.status(id: "99"))
        // when
        let id = try await PostPublishing.reply(to: "7", text: "Bravo 👏", configuration: try configuration(), transport: transport)
        // then
        #expect(id == "99")
    }

    @Test func testThatAReplyTheServerDidNotTakeStaysInTheOutbox() async throws {
        // given
        let transport = StubTransport([.failure(.timedOut)])
        // when
        let error = await caughtError {
            _ = try await PostPublishing.reply(to: "7", text: "Bravo 👏", configuration: try configuration(), transport: transport)
        }
        // then
        #expect(
            outboxFileCount() == 1
                && ErrorExplanation.describe(error!, instance: "pixelfed.example")
                    == "pixelfed.example did not answer in time; it is kept in the outbox and will be sent the next time tintype starts"
        )
    }
}
