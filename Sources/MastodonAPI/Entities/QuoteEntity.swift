/// The post a status quotes, and whether its author let it be shown (Mastodon 4.5).
public final class QuoteEntity: Codable, Sendable, Equatable {
    /// How the quote stands; unknown values from newer servers read as `unknown`.
    public enum State: String, Codable, Sendable {
        case pending, accepted, rejected, revoked, deleted, unauthorized
        case blockedAccount = "blocked_account"
        case blockedDomain = "blocked_domain"
        case mutedAccount = "muted_account"
        case unknown

        public init(from decoder: any Decoder) throws {
            let raw = (try? decoder.singleValueContainer().decode(String.self)) ?? ""
            self = State(rawValue: raw) ?? .unknown
        }
    }

    public let state: State
    /// The quoted status in full; only for an accepted quote, and not for a quote inside a quote.
    public let quotedStatus: StatusEntity?
    /// The quoted status's id alone, where the server sends a shallow quote (one inside a quote).
    public let quotedStatusId: String?

    enum CodingKeys: String, CodingKey {
        case state
        case quotedStatus = "quoted_status"
        case quotedStatusId = "quoted_status_id"
    }

    public init(state: State, quotedStatus: StatusEntity? = nil, quotedStatusId: String? = nil) {
        self.state = state
        self.quotedStatus = quotedStatus
        self.quotedStatusId = quotedStatusId
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        state = container.lenient(State.self, .state) ?? .unknown
        quotedStatus = container.lenient(StatusEntity.self, .quotedStatus)
        quotedStatusId = container.lenientString(.quotedStatusId) ?? quotedStatus?.id
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(state, forKey: .state)
        try container.encodeIfPresent(quotedStatus, forKey: .quotedStatus)
        try container.encodeIfPresent(quotedStatusId, forKey: .quotedStatusId)
    }

    public static func == (lhs: QuoteEntity, rhs: QuoteEntity) -> Bool {
        lhs.state == rhs.state && lhs.quotedStatus == rhs.quotedStatus && lhs.quotedStatusId == rhs.quotedStatusId
    }
}
