import MastodonAPI
import TestSupport

@testable import Tintype
@testable import TintypeApp

/// A configuration for the listing commands' tests: an instance and a token, and folders of its
/// own under a name, so no test reads another's cache.
enum ListingConfiguration {
    static func make(_ name: String) throws -> ApplicationConfiguration {
        let home = TestFolders.unique(name)
        return ApplicationConfiguration(
            instance: try InstanceAddress("https://pixelfed.example"), token: "secret-token",
            paths: StoragePaths(configDirectory: home, cacheDirectory: home, stateDirectory: home, dataDirectory: home))
    }
}
