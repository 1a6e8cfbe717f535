import FoundationEssentials
import MastodonAPI
import Synchronization
import TextBasics
import Tintype

/// The other timelines straight from the client, mapped as every post is.
public final class TimelineServiceImplementation: TimelineService {
    private let client: MastodonClient
    private let preferences: FileCache?
    /// The timeline chosen in this run: read back at once, before (or without) the disk having it,
    /// so the timelines opened again right after show the one just left on.
    private let chosenThisRun = Mutex<TimelineSource?>(nil)
    private static let chosenKey = "timeline-chosen"
    private let posts = PagedReads<StatusEntity>(keptLists: 4, identity: \.id)

    public init(client: MastodonClient, preferences: FileCache? = nil) {
        self.client = client
        self.preferences = preferences
    }

    public func obtainChosenTimeline() async -> TimelineSource? {
        if let chosen = chosenThisRun.withLock({ $0 }) { return chosen }
        return preferences?.read(Self.chosenKey).flatMap { TimelineSource(kept: String(decoding: $0, as: UTF8.self)) }
    }

    /// Lost on a full disk: the next start opens on the local timeline, nothing worse.
    public func saveChosenTimeline(_ source: TimelineSource) async {
        chosenThisRun.withLock { $0 = source }
        try? preferences?.write(Data(source.kept.utf8), for: Self.chosenKey)
    }

    public func obtainNewestPosts(of source: TimelineSource, limit: Int) async throws -> [Post] {
        let page: Page<StatusEntity>
        switch source {
        case .local: page = try await client.publicTimeline(.newest(limit: limit), local: true)
        case .federated: page = try await client.publicTimeline(.newest(limit: limit), local: false)
        case .list(let title):
            page = try await client.listTimeline(listId: try await ListFinder.list(titled: title, using: client).id, .newest(limit: limit))
        }
        return PostMapper.posts(from: page.items)
    }

    public func obtainPosts(of source: TimelineSource, more: Bool) async throws -> PageSlice<Post> {
        let key: String
        switch source {
        case .local: key = "local"
        case .federated: key = "federated"
        case .list(let title): key = "list " + title.lowercased()
        }
        return try await posts.read(key, more: more) { [client] request in
            switch source {
            case .local: try await client.publicTimeline(request, local: true)
            case .federated: try await client.publicTimeline(request, local: false)
            case .list(let title):
                try await client.listTimeline(listId: try await ListFinder.list(titled: title, using: client).id, request)
            }
        }.map(PostMapper.posts(from:))
    }

    public func obtainListTitles() async throws -> [String] {
        try await client.lists().map { TextSanitizer.cleanLine($0.title, maximumLength: 100) }
    }
}
