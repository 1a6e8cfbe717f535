import FoundationEssentials
import MastodonAPI
import Tintype

/// My lists, by title, for `tintype feed --list`: one a line, or JSON for scripts.
public enum ListsListing {
    public static func render(
        configuration: ApplicationConfiguration, format: FeedListing.Format, transport: any HTTPTransport = AsyncHTTPClientTransport()
    ) async throws -> String {
        let titles = try await Services.open(configuration: configuration, transport: transport).timelineService.obtainListTitles()
        switch format {
        case .plain: return titles.map { $0 + "\n" }.joined()
        case .json: return try ListingJSON.text(of: titles)
        }
    }
}
