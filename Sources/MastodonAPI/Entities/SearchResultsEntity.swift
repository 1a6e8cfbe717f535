/// What `/api/v2/search` found: accounts, hashtags and posts, each list as the server ranked it.
/// An unreadable item is left out rather than failing the whole answer.
public struct SearchResultsEntity: Decodable, Sendable, Equatable {
    public var accounts: [AccountEntity]
    public var hashtags: [TagEntity]
    public var statuses: [StatusEntity]

    enum CodingKeys: String, CodingKey {
        case accounts
        case hashtags
        case statuses
    }

    public init(accounts: [AccountEntity] = [], hashtags: [TagEntity] = [], statuses: [StatusEntity] = []) {
        self.accounts = accounts
        self.hashtags = hashtags
        self.statuses = statuses
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        accounts = container.lenientArray(AccountEntity.self, .accounts)
        hashtags = container.lenientArray(TagEntity.self, .hashtags)
        statuses = container.lenientArray(StatusEntity.self, .statuses)
    }
}
