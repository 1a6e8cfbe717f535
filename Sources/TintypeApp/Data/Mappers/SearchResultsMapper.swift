import MastodonAPI
import TextBasics
import Tintype

/// Search entities to `SearchResults`: names and tags cleaned to one safe line, a tag whose name
/// is nothing once cleaned left out.
public enum SearchResultsMapper {
    public static func results(from entity: SearchResultsEntity) -> SearchResults {
        SearchResults(
            accounts: entity.accounts.map(AuthorMapper.author),
            hashtags: entity.hashtags.compactMap(hashtag),
            posts: PostMapper.posts(from: entity.statuses))
    }

    static func hashtag(from entity: TagEntity) -> Hashtag? {
        let name = TextSanitizer.cleanLine(entity.name.hasPrefix("#") ? String(entity.name.dropFirst()) : entity.name)
        guard !name.isEmpty else { return nil }
        return Hashtag(name: name, recentUses: entity.dailyUses.reduce(0, +), isFollowed: entity.isFollowing)
    }
}
