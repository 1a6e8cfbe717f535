import Foundation
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct ApplicationConfigurationTests {
    @Test func testThatEnvironmentSuppliesTheAccount() throws {
        // given
        let environment = ["TINTYPE_INSTANCE": "pixelfed.social", "TINTYPE_TOKEN": "abc", "HOME": "/home/u"]
        // when
        let configuration = try ApplicationConfiguration.resolve(instance: nil, token: nil, environment: environment)
        // then
        #expect(configuration.instance.description == "pixelfed.social")
    }

    @Test func testThatOptionsWinOverTheEnvironment() throws {
        // given
        let environment = ["TINTYPE_INSTANCE": "pixelfed.social", "TINTYPE_TOKEN": "abc", "HOME": "/home/u"]
        // when
        let configuration = try ApplicationConfiguration.resolve(instance: "mastodon.social", token: nil, environment: environment)
        // then
        #expect(configuration.instance.description == "mastodon.social")
    }

    @Test func testThatMissingTokenIsExplained() {
        // given
        let environment = ["TINTYPE_INSTANCE": "pixelfed.social", "HOME": "/home/u"]
        // when
        let resolve = { try ApplicationConfiguration.resolve(instance: nil, token: nil, environment: environment) }
        // then
        #expect(throws: ApplicationConfiguration.ConfigurationError.self, performing: resolve)
    }

    private func tokenFile(_ contents: String, mode: mode_t) throws -> String {
        let path = TestFolders.unique("tintype-token").path
        FileManager.default.createFile(atPath: path, contents: Data(contents.utf8))
        chmod(path, mode)
        return path
    }

    @Test func testThatAPrivateTokenFileSuppliesTheToken() throws {
        // given
        let path = try tokenFile("secret-from-file\n", mode: 0o600)
        // when
        let configuration = try ApplicationConfiguration.resolve(
            instance: "pixelfed.social", token: nil, tokenFile: path, environment: ["HOME": "/home/u"])
        // then
        #expect(configuration.token == "secret-from-file")
    }

    @Test func testThatATokenFileOthersCanReadIsRefused() throws {
        // given
        let path = try tokenFile("secret-from-file\n", mode: 0o644)
        // when
        let resolve = {
            try ApplicationConfiguration.resolve(instance: "pixelfed.social", token: nil, tokenFile: path, environment: ["HOME": "/home/u"])
        }
        // then
        #expect(throws: TokenSource.ReadError.fileOpenToOthers(path), performing: resolve)
    }

    @Test func testThatTheTokenFileCanComeFromTheEnvironment() throws {
        // given
        let path = try tokenFile("secret-from-env-file", mode: 0o600)
        // when
        let configuration = try ApplicationConfiguration.resolve(
            instance: "pixelfed.social", token: nil, environment: ["HOME": "/home/u", "TINTYPE_TOKEN_FILE": path])
        // then
        #expect(configuration.token == "secret-from-env-file")
    }

    @Test func testThatADashReadsTheTokenFromStandardInput() throws {
        // given
        let piped = "secret-from-stdin"
        // when
        let configuration = try ApplicationConfiguration.resolve(
            instance: "pixelfed.social", token: "-", environment: ["HOME": "/home/u"], standardInput: { piped })
        // then
        #expect(configuration.token == "secret-from-stdin")
    }

    @Test func testThatAnEmptyStandardInputIsExplained() {
        // given, when
        let resolve = {
            try ApplicationConfiguration.resolve(
                instance: "pixelfed.social", token: "-", environment: ["HOME": "/home/u"], standardInput: { nil })
        }
        // then
        #expect(throws: TokenSource.ReadError.empty("standard input"), performing: resolve)
    }

    @Test func testThatXDGFoldersAreUsed() {
        // given
        let environment = ["HOME": "/home/u", "XDG_CACHE_HOME": "/var/cache/u"]
        // when
        let paths = StoragePaths.fromEnvironment(environment)
        // then
        #expect(paths.cacheDirectory.path == "/var/cache/u/tintype")
    }

    @Test func testThatRelativeXDGFolderIsIgnored() {
        // given
        let environment = ["HOME": "/home/u", "XDG_STATE_HOME": "relative/state"]
        // when
        let paths = StoragePaths.fromEnvironment(environment)
        // then
        #expect(paths.stateDirectory.path == "/home/u/.local/state/tintype")
    }

    private func signedIn(_ usernames: [String], home: URL) throws {
        let paths = StoragePaths.fromEnvironment(["HOME": home.path])
        for username in usernames {
            try AccountBook(paths: paths).add(
                SignedInAccount(
                    instance: "https://pixelfed.example", accountId: "id-\(username)", username: username, token: "token-\(username)",
                    clientId: "c", clientSecret: "s"))
        }
    }

    @Test func testThatWithoutATokenTheDefaultSignedInAccountIsUsed() throws {
        // given
        let home = TestFolders.unique("tintype-signed-in")
        try signedIn(["grace", "alan"], home: home)
        // when
        let configuration = try ApplicationConfiguration.resolve(instance: nil, token: nil, environment: ["HOME": home.path])
        // then
        #expect(configuration.token == "token-grace")
    }

    @Test func testThatTheNamedAccountIsUsed() throws {
        // given
        let home = TestFolders.unique("tintype-signed-in")
        try signedIn(["grace", "alan"], home: home)
        // when
        let configuration = try ApplicationConfiguration.resolve(
            instance: nil, token: nil, account: "alan@pixelfed.example", environment: ["HOME": home.path])
        // then
        #expect(configuration.token == "token-alan")
    }

    @Test func testThatAnInstanceWithoutATokenPicksTheAccountSignedInThere() throws {
        // given
        let home = TestFolders.unique("tintype-signed-in")
        try signedIn(["grace"], home: home)
        // when
        let configuration = try ApplicationConfiguration.resolve(
            instance: "https://Pixelfed.Example/", token: nil, environment: ["HOME": home.path])
        // then
        #expect(configuration.token == "token-grace")
    }

    @Test func testThatAGivenTokenWinsOverTheSignedInAccount() throws {
        // given
        let home = TestFolders.unique("tintype-signed-in")
        try signedIn(["grace"], home: home)
        // when
        let configuration = try ApplicationConfiguration.resolve(
            instance: "mastodon.social", token: "given", environment: ["HOME": home.path])
        // then
        #expect(configuration.token == "given")
    }

    @Test func testThatNobodySignedInIsExplainedWithTheWayToSignIn() {
        // given
        let home = TestFolders.unique("tintype-signed-in")
        // when
        let resolve = { try ApplicationConfiguration.resolve(instance: nil, token: nil, environment: ["HOME": home.path]) }
        // then
        #expect(throws: ApplicationConfiguration.ConfigurationError.missingToken, performing: resolve)
    }

    @Test func testThatTheConfigurationFilesAccountWinsOverTheBooksDefault() throws {
        // given
        let home = TestFolders.unique("tintype-signed-in")
        try signedIn(["grace", "alan"], home: home)
        // when
        let configuration = try ApplicationConfiguration.resolve(
            instance: nil, token: nil, configuredAccount: "alan@pixelfed.example", environment: ["HOME": home.path])
        // then
        #expect(configuration.token == "token-alan")
    }

    @Test func testThatANamedAccountWinsOverTheConfigurationFiles() throws {
        // given
        let home = TestFolders.unique("tintype-signed-in")
        try signedIn(["grace", "alan"], home: home)
        // when
        let configuration = try ApplicationConfiguration.resolve(
            instance: nil, token: nil, account: "grace@pixelfed.example", configuredAccount: "alan@pixelfed.example",
            environment: ["HOME": home.path])
        // then
        #expect(configuration.token == "token-grace")
    }
}
