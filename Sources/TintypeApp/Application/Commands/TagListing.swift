import FoundationEssentials
import Localisation
import MastodonAPI
import Tintype

/// A hashtag's grid without the screen: its newest posts with photos, as the feed prints them,
/// or a line saying there are none.
public enum TagListing {
    public static func render(
        configuration: ApplicationConfiguration, name: String, format: FeedListing.Format, limit: Int,
        transport: any HTTPTransport = AsyncHTTPClientTransport(), now: Date = Date()
    ) async throws -> String {
        let services = await Services.open(configuration: configuration, transport: transport)
        let tag = name.hasPrefix("#") ? String(name.dropFirst()) : name
        let slice = try await services.tagService.obtainPhotoPosts(taggedWith: tag, more: false)
        let posts = Array(slice.items.prefix(max(1, limit)))
        if format == .json { return try FeedListing.json(posts) }
        return posts.isEmpty ? Strings.hashtagNoPosts + "\n" : FeedListing.plainText(posts, now: now)
    }
}
