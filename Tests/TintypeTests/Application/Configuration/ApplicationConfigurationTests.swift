import Foundation
import Testing

@testable import Tintype

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
}
