import FoundationEssentials
import Localisation

/// Turns scheduled posts into rows: the time in the person's zone and how far off (as a poll's time
/// left is told), the first words.
struct ScheduledPostCellObjectFactory {
    var clock = ClockTimeFormatter()

    func cellObjects(for posts: [ScheduledPost], now: Date) -> [ScheduledPostCellObject] {
        posts.map { post in
            let carries = Strings.scheduledContents(post) + (post.isReply ? [Strings.scheduledReply] : [])
            return ScheduledPostCellObject(
                id: post.id,
                when: Strings.scheduledWhen(
                    time: clock.string(for: post.publishesAt), left: RelativeTimeFormatter(now: post.publishesAt).string(for: now)),
                words: Strings.scheduledWords(post),
                carries: carries.joined(separator: " · "))
        }
    }
}
