import Foundation
import Logging
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct AccountFolderResolverTests {
    let home = TestFolders.unique("tintype-folders")

    private func configuration(instance: String = "https://pixelfed.example", token: String = "token-a") throws -> ApplicationConfiguration
    {
        ApplicationConfiguration(
            instance: try InstanceAddress(instance), token: token,
            paths: StoragePaths(
                configDirectory: home.appendingPathComponent("config"), cacheDirectory: home.appendingPathComponent("cache"),
                stateDirectory: home.appendingPathComponent("state"), dataDirectory: home.appendingPathComponent("data")))
    }

    private func folders(_ configuration: ApplicationConfiguration, answering transport: StubTransport) async throws -> AccountFolders {
        let client = MastodonClient(instance: configuration.instance, token: configuration.token, transport: transport, userAgent: "test")
        return await AccountFolderResolver(
            configuration: configuration, logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
        )
        .resolve(with: client)
    }

    /// A like as the first layout kept it, under the instance as typed and the token's checksum.
    private func writeFirstLayoutLike(token: String) throws {
        let checksum = String(CRC32.checksum(Array(token.utf8)), radix: 16)
        let legacy = home.appendingPathComponent("state/outbox/pixelfed.example-" + checksum)
        let record = #"{"id":"a","idempotencyKey":"k","action":{"like":{"postId":"9"}},"createdAt":0}"#
        try FileCache(directory: legacy).write(Data(record.utf8), for: "a")
    }

    private static func account(_ id: String) -> StubTransport { StubTransport(json: StubJSON.account(id: id, acct: "ada")) }

    private func resolver(_ configuration: ApplicationConfiguration) -> AccountFolderResolver {
        AccountFolderResolver(configuration: configuration, logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }))
    }

    private func client(_ configuration: ApplicationConfiguration, _ transport: StubTransport) -> MastodonClient {
        MastodonClient(instance: configuration.instance, token: configuration.token, transport: transport, userAgent: "test")
    }

    @Test func testThatANewTokenOfTheSameAccountFindsItsOutbox() async throws {
        // given
        let before = try await folders(try configuration(token: "revoked"), answering: Self.account("42"))
        try Outbox(directory: before.outbox).save(OutboxItem(action: .comment(text: "kept", inReplyToId: "7")))
        // when
        let after = try await folders(try configuration(token: "new"), answering: Self.account("42"))
        // then
        #expect(Outbox(directory: after.outbox).items().map(\.action) == [.comment(text: "kept", inReplyToId: "7")])
    }

    @Test func testThatAWriteLeftUnderTheAccountComesIntoThisRunOnceItsNewTokenIsLearned() async throws {
        // given: a comment left in the account's outbox by a token since refused; a new token, not known yet
        let before = try await folders(try configuration(token: "revoked"), answering: Self.account("42"))
        try Outbox(directory: before.outbox).save(OutboxItem(action: .comment(text: "kept", inReplyToId: "7")))
        let configuration = try configuration(token: "new")
        let current = resolver(configuration).resolveWithoutAsking()
        // when
        await resolver(configuration).learnWhoseTokenItIs(with: client(configuration, Self.account("42")))
        resolver(configuration).adoptAccountOutbox(into: current.outbox)
        // then
        #expect(Outbox(directory: current.outbox).items().map(\.action) == [.comment(text: "kept", inReplyToId: "7")])
    }

    @Test func testThatNoOtherAccountsWriteComesIntoThisRun() async throws {
        // given: a comment of account 41's; the new token is account 42's
        let other = try await folders(try configuration(token: "other"), answering: Self.account("41"))
        try Outbox(directory: other.outbox).save(OutboxItem(action: .comment(text: "not mine", inReplyToId: "7")))
        let configuration = try configuration(token: "new")
        let current = resolver(configuration).resolveWithoutAsking()
        // when
        await resolver(configuration).learnWhoseTokenItIs(with: client(configuration, Self.account("42")))
        resolver(configuration).adoptAccountOutbox(into: current.outbox)
        // then
        #expect(Outbox(directory: current.outbox).items().isEmpty)
    }

    @Test func testThatAnotherSpellingOfTheInstanceIsTheSameAccount() async throws {
        // given
        let typed = try await folders(try configuration(instance: "Pixelfed.Example"), answering: Self.account("42"))
        // when
        let explicit = try await folders(try configuration(instance: "https://pixelfed.example:443/"), answering: Self.account("42"))
        // then
        #expect(typed == explicit)
    }

    @Test func testThatAnotherAccountHasItsOwnFolders() async throws {
        // given
        let ada = try await folders(try configuration(token: "ada"), answering: Self.account("42"))
        // when
        let grace = try await folders(try configuration(token: "grace"), answering: Self.account("43"))
        // then
        #expect(ada != grace)
    }

    @Test func testThatAKnownTokenAsksTheServerNothing() async throws {
        // given
        _ = try await folders(try configuration(), answering: Self.account("42"))
        let transport = Self.account("42")
        // when
        _ = try await folders(try configuration(), answering: transport)
        // then
        #expect(transport.requests.isEmpty)
    }

    @Test func testThatWritesMadeOfflineJoinTheAccountOnceItIsKnown() async throws {
        // given
        let offline = try await folders(try configuration(), answering: StubTransport([.failure(.unreachable("down"))]))
        try Outbox(directory: offline.outbox).save(OutboxItem(action: .like(postId: "9")))
        // when
        let online = try await folders(try configuration(), answering: Self.account("42"))
        // then
        #expect(Outbox(directory: online.outbox).items().map(\.action) == [.like(postId: "9")])
    }

    @Test func testThatTheFirstLayoutsOutboxOfThisTokenIsAdopted() async throws {
        // given
        try writeFirstLayoutLike(token: "token-a")
        // when
        let adopted = try await folders(try configuration(), answering: Self.account("42"))
        // then
        #expect(Outbox(directory: adopted.outbox).items().map(\.idempotencyKey) == ["k"])
    }

    @Test func testThatTheFirstLayoutsOutboxOfAnotherTokenIsNeverAdopted() async throws {
        // given
        try writeFirstLayoutLike(token: "someone-else")
        // when
        let mine = try await folders(try configuration(), answering: Self.account("42"))
        // then
        #expect(Outbox(directory: mine.outbox).items().isEmpty)
    }

    @Test func testThatTheFirstLayoutsDraftsAreAdopted() async throws {
        // given
        let legacy = home.appendingPathComponent(
            "state/drafts/pixelfed.example-" + String(CRC32.checksum(Array("token-a".utf8)), radix: 16))
        try DraftStore(directory: legacy).save("half a thought", forReplyToId: "7")
        // when
        let adopted = try await folders(try configuration(), answering: Self.account("42"))
        // then
        #expect(DraftStore(directory: adopted.drafts).draft(forReplyToId: "7") == "half a thought")
    }

    @Test func testThatAFirstStartWithoutAskingUsesTheTokensFolders() throws {
        // given
        let configuration = try configuration()
        // when
        let folders = resolver(configuration).resolveWithoutAsking()
        // then
        #expect(folders.root.lastPathComponent.hasPrefix("token-"))
    }

    @Test func testThatTheTokenLearnedIsKnownAtTheNextStart() async throws {
        // given
        let configuration = try configuration()
        // when
        await resolver(configuration).learnWhoseTokenItIs(with: client(configuration, Self.account("42")))
        // then
        #expect(resolver(configuration).resolveWithoutAsking().root.lastPathComponent == "account-42")
    }

    @Test func testThatTheHomeCachedUnderTheTokenIsAdoptedByTheAccount() async throws {
        // given: a first start kept Home under the token, then learned the account
        let configuration = try configuration()
        let first = resolver(configuration).resolveWithoutAsking()
        let cache = FileCache(directory: configuration.paths.cacheDirectory)
        try cache.write(Data("home".utf8), for: "home-\(first.cacheKey)")
        await resolver(configuration).learnWhoseTokenItIs(with: client(configuration, Self.account("42")))
        // when
        let second = resolver(configuration).resolveWithoutAsking()
        // then
        #expect(cache.read("home-\(second.cacheKey)") == Data("home".utf8))
    }

    @Test func testThatAPreferenceKeptUnderTheTokenIsAdoptedByTheAccount() async throws {
        // given
        let configuration = try configuration()
        let first = resolver(configuration).resolveWithoutAsking()
        try FileCache(directory: first.preferences).write(Data("grid".utf8), for: "profile-layout")
        await resolver(configuration).learnWhoseTokenItIs(with: client(configuration, Self.account("42")))
        // when
        let second = resolver(configuration).resolveWithoutAsking()
        // then
        #expect(FileCache(directory: second.preferences).read("profile-layout") == Data("grid".utf8))
    }

    @Test func testThatTheTokensFoldersAreGoneOnceAdopted() async throws {
        // given
        let configuration = try configuration()
        let first = resolver(configuration).resolveWithoutAsking()
        try FileCache(directory: first.preferences).write(Data("grid".utf8), for: "profile-layout")
        await resolver(configuration).learnWhoseTokenItIs(with: client(configuration, Self.account("42")))
        // when
        _ = resolver(configuration).resolveWithoutAsking()
        // then
        #expect(!FileManager.default.fileExists(atPath: first.root.path))
    }

    @Test func testThatAServerThatCannotSayLeavesTheTokenUnknown() async throws {
        // given
        let configuration = try configuration()
        // when
        await resolver(configuration).learnWhoseTokenItIs(with: client(configuration, StubTransport([.failure(.unreachable("down"))])))
        // then
        #expect(!resolver(configuration).isTokenKnown)
    }

    @Test func testThatATokenRememberedAtSignInOpensTheAccountsFoldersAtTheFirstStart() throws {
        // given
        let configuration = try configuration()
        // when
        AccountFolderResolver.remember(
            accountId: "42", instance: configuration.instance, token: configuration.token, paths: configuration.paths)
        // then
        #expect(resolver(configuration).resolveWithoutAsking().root.lastPathComponent == "account-42")
    }
}
