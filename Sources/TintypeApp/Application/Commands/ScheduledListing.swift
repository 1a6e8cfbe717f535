import FoundationEssentials
import Localisation
import Tintype

/// My scheduled posts, the soonest first: a line each (its id, when, its first words and what it
/// carries), or JSON for scripts.
public enum ScheduledListing {
    private struct Entry: Encodable {
        var id: String
        var publishesAt: Date
        var text: String
        var contentWarning: String
        var photos: Int
        var pollOptions: [String]
        var isReply: Bool

        enum CodingKeys: String, CodingKey {
            case id, text, photos
            case publishesAt = "publishes_at"
            case contentWarning = "content_warning"
            case pollOptions = "poll_options"
            case isReply = "is_reply"
        }
    }

    public static func text(of posts: [ScheduledPost], format: FeedListing.Format, timeZone: TimeZone = .current) throws -> String {
        switch format {
        case .json:
            return try ListingJSON.text(
                of: posts.map {
                    Entry(
                        id: $0.id, publishesAt: $0.publishesAt, text: $0.text, contentWarning: $0.contentWarning,
                        photos: $0.photoCount, pollOptions: $0.pollOptions, isReply: $0.isReply)
                })
        case .plain:
            let clock = ClockTimeFormatter(timeZone: timeZone)
            return posts.map { post in
                let contents = Strings.scheduledContents(post)
                let tail = contents.isEmpty ? "" : " (" + contents.joined(separator: ", ") + ")"
                return "\(post.id)  \(clock.string(for: post.publishesAt))  \(Strings.scheduledWords(post))\(tail)\n"
            }.joined()
        }
    }
}
