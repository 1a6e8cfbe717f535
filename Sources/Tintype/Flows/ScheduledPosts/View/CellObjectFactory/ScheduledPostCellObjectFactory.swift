import FoundationEssentials
import Localisation

/// Turns scheduled posts into rows: the time in the person's zone and how far off (as a poll's time
/// left is told), the first words.
struct ScheduledPostCellObjectFactory {
    var clock = ClockTimeFormatter()

    func cellObjects(for posts: [ScheduledPost], now: Date) -> [ScheduledPostCellObject] {
        posts.map { post in
            let firstLine = post.text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            let carries = [
                post.photoCount > 0 ? Strings.scheduledPhotos(post.photoCount) : nil,
                post.pollOptions.isEmpty ? nil : Strings.scheduledPoll,
                post.isReply ? Strings.scheduledReply : nil,
            ].compactMap { $0 }
            return ScheduledPostCellObject(
                id: post.id,
                when: Strings.scheduledWhen(
                    time: clock.string(for: post.publishesAt), left: RelativeTimeFormatter(now: post.publishesAt).string(for: now)),
                words: post.contentWarning.isEmpty ? firstLine : "⚠ " + post.contentWarning,
                carries: carries.joined(separator: " · "))
        }
    }
}
