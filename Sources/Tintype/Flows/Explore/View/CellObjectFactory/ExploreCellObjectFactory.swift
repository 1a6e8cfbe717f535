import FoundationEssentials
import Localisation

/// Turns search results into cell objects: each group headed on its first row, handles completed
/// with the instance, a post as its author, its age, its likes and its caption's first line.
struct ExploreCellObjectFactory {
    /// `areDiscoveries`: the rows are what the server suggests before anything is typed, headed so.
    func cellObjects(for entries: [ExploreEntry], areDiscoveries: Bool = false, instanceName: String, now: Date) -> [ExploreCellObject] {
        let formatter = RelativeTimeFormatter(now: now)
        var previousKind: ExploreCellObject.Kind?
        return entries.map { entry in
            var object = cellObject(for: entry, instanceName: instanceName, formatter: formatter)
            if object.kind != previousKind { object.heading = heading(of: object.kind, areDiscoveries: areDiscoveries) }
            previousKind = object.kind
            return object
        }
    }

    /// The rows of the posts shown that show one post, made again (a like, an edit made on
    /// another screen); the first post keeps its heading, the posts being the last group.
    func cellObjects(showingPost originalId: String, among posts: [Post], areDiscoveries: Bool, instanceName: String, now: Date)
        -> [ExploreCellObject]
    {
        let formatter = RelativeTimeFormatter(now: now)
        return posts.indices.compactMap { index in
            guard posts[index].originalId == originalId else { return nil }
            var object = cellObject(for: .post(posts[index]), instanceName: instanceName, formatter: formatter)
            if index == 0 { object.heading = heading(of: .post, areDiscoveries: areDiscoveries) }
            return object
        }
    }

    private func cellObject(for entry: ExploreEntry, instanceName: String, formatter: RelativeTimeFormatter) -> ExploreCellObject {
        switch entry {
        case .account(let author):
            return ExploreCellObject(
                id: "account:" + author.id, kind: .account, title: author.displayName,
                detail: FullHandle.string(for: author.handle, instanceName: instanceName))
        case .hashtag(let hashtag):
            return ExploreCellObject(
                id: "hashtag:" + hashtag.name, kind: .hashtag, title: "#" + hashtag.name,
                detail: Strings.hashtagRecentPosts(hashtag.recentUses))
        case .followedHashtag(let hashtag):
            return ExploreCellObject(id: "followed:" + hashtag.name, kind: .followedHashtag, title: "#" + hashtag.name, detail: "")
        case .post(let post):
            let caption = post.contentWarning.isEmpty ? post.caption : Strings.contentWarning(post.contentWarning)
            // The like shows as on every list of posts: a like made on another screen shows here too.
            let likes = (post.isLiked ? "♥ " : "♡ ") + CountFormatter.string(for: post.likesCount)
            return ExploreCellObject(
                id: "post:" + post.id, kind: .post,
                title: post.author.displayName + " · " + formatter.string(for: post.createdAt) + " · " + likes,
                detail: caption.split(whereSeparator: \.isNewline).first.map(String.init) ?? "")
        }
    }

    private func heading(of kind: ExploreCellObject.Kind, areDiscoveries: Bool) -> String {
        switch kind {
        case .account: areDiscoveries ? Strings.exploreSuggestedAccounts : Strings.searchAccountsHeading
        case .hashtag: areDiscoveries ? Strings.exploreTrendingHashtags : Strings.searchHashtagsHeading
        case .followedHashtag: Strings.exploreFollowedHashtags
        case .post: areDiscoveries ? Strings.exploreTrendingPosts : Strings.searchPostsHeading
        }
    }
}
