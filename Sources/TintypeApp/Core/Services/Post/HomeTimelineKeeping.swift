import MastodonAPI
import Tintype

/// The home timeline as the services that write on posts keep it: the server's answer to a like,
/// a boost or a save replaces the post where it is loaded, so every screen that reads the
/// timeline, and the next start, sees the same post.
public protocol HomeTimelineKeeping: Sendable {
    func updateLoadedPost(_ status: StatusEntity) async
}
