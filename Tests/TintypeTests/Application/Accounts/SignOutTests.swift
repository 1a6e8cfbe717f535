import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct SignOutTests {
    private let home = TestFolders.unique("tintype-sign-out")

    private var paths: StoragePaths {
        StoragePaths(configDirectory: home, cacheDirectory: home, stateDirectory: home, dataDirectory: home)
    }

    private let grace = SignedInAccount(
        instance: "https://pixelfed.example", accountId: "7", username: "grace", token: "token-g", clientId: "c", clientSecret: "s")

    /// Grace signed in, with one comment waiting in her outbox.
    private func signedInWithAWaitingWrite() throws -> Outbox {
        try AccountBook(paths: paths).add(grace)
        let folder = AccountFolders.verified(accountId: "7", instance: "pixelfed.example", paths: paths).outbox
        let outbox = Outbox(directory: folder)
        _ = try outbox.enqueue(OutboxItem(action: .comment(text: "Lovely", inReplyToId: "1"), idempotencyKey: "key-1"))
        return outbox
    }

    @Test func testThatSigningOutRevokesTheTokenOnTheInstance() async throws {
        // given
        _ = try signedInWithAWaitingWrite()
        let transport = StubTransport(json: "{}")
        // when
        _ = try await SignOut.run(accountName: nil, dropWaitingWrites: { _ in false }, paths: paths, transport: transport)
        // then
        #expect(transport.lastRequest?.url.path == "/oauth/revoke")
    }

    @Test func testThatThePersonIsAskedWithTheNumberOfWaitingWrites() async throws {
        // given
        _ = try signedInWithAWaitingWrite()
        let asked = Counter()
        // when
        _ = try await SignOut.run(
            accountName: nil,
            dropWaitingWrites: { count in
                asked.add(count)
                return false
            }, paths: paths, transport: StubTransport(json: "{}"))
        // then
        #expect(asked.values == [1])
    }

    @Test func testThatWritesKeptStayForTheNextSignIn() async throws {
        // given
        let outbox = try signedInWithAWaitingWrite()
        // when
        _ = try await SignOut.run(accountName: nil, dropWaitingWrites: { _ in false }, paths: paths, transport: StubTransport(json: "{}"))
        // then
        #expect(outbox.items().count == 1)
    }

    @Test func testThatWritesDroppedAreGone() async throws {
        // given
        let outbox = try signedInWithAWaitingWrite()
        // when
        _ = try await SignOut.run(accountName: nil, dropWaitingWrites: { _ in true }, paths: paths, transport: StubTransport(json: "{}"))
        // then
        #expect(outbox.items().isEmpty)
    }

    @Test func testThatTheAccountIsForgotten() async throws {
        // given
        _ = try signedInWithAWaitingWrite()
        // when
        _ = try await SignOut.run(accountName: nil, dropWaitingWrites: { _ in false }, paths: paths, transport: StubTransport(json: "{}"))
        // then
        #expect(try AccountBook(paths: paths).read().accounts.isEmpty)
    }

    @Test func testThatAnInstanceThatCannotBeReachedForgetsNothing() async throws {
        // given
        _ = try signedInWithAWaitingWrite()
        let transport = StubTransport([.failure(.unreachable("refused"))])
        // when
        _ = try? await SignOut.run(accountName: nil, dropWaitingWrites: { _ in true }, paths: paths, transport: transport)
        // then
        #expect(try AccountBook(paths: paths).read().accounts.count == 1)
    }
}

/// Numbers recorded from a closure that may run anywhere.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Int] = []

    func add(_ value: Int) { lock.withLock { recorded.append(value) } }
    var values: [Int] { lock.withLock { recorded } }
}
