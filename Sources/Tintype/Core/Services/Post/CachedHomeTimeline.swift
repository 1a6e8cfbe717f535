import Foundation
import MastodonAPI

/// What is saved of the home timeline between runs.
struct CachedHomeTimeline: Codable {
    var savedAt: Date
    /// The id to page older posts from; nil at the end of the timeline.
    var olderMaxId: String?
    var statuses: [StatusEntity]
}
