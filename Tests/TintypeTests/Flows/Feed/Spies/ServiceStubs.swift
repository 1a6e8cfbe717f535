import Foundation
import MastodonAPI
@testable import Tintype

/// A post service that answers with what the test set up.
actor PostServiceStub: PostService {
    var cached: HomeTimelineSlice?
    var newest: Result<HomeTimelineSlice, MastodonError> = .failure(.transport(.unreachable("down")))
    var older: Result<HomeTimelineSlice, MastodonError> = .failure(.transport(.unreachable("down")))

    init(cached: HomeTimelineSlice? = nil, newest: Result<HomeTimelineSlice, MastodonError>? = nil,
         older: Result<HomeTimelineSlice, MastodonError>? = nil) {
        self.cached = cached
        if let newest { self.newest = newest }
        if let older { self.older = older }
    }

    func obtainCachedHomeTimeline() async -> HomeTimelineSlice? { cached }
    func obtainNewestHomeTimeline() async throws -> HomeTimelineSlice { try newest.get() }
    func obtainOlderHomeTimeline() async throws -> HomeTimelineSlice { try older.get() }
    func obtainLoadedPost(id: String) async -> StatusEntity? { cached?.statuses.first { $0.id == id } }
    func obtainPost(id: String) async throws -> StatusEntity {
        guard let status = try newest.get().statuses.first(where: { $0.id == id }) else { throw MastodonError.notFound(nil) }
        return status
    }
}

/// A like service that answers with the liked status, or refuses.
struct LikeServiceStub: LikeService {
    var refusal: MastodonError?

    func performLike(postId: String) async throws -> StatusEntity {
        if let refusal { throw refusal }
        return EntityFixture.status(id: postId, favourited: true)
    }

    func performUnlike(postId: String) async throws -> StatusEntity {
        if let refusal { throw refusal }
        return EntityFixture.status(id: postId, favourited: false)
    }
}

/// An account service that always answers with the same account, or fails.
struct AccountServiceStub: AccountService {
    var account: AccountEntity?

    func obtainCurrentAccount() async throws -> AccountEntity {
        guard let account else { throw MastodonError.unauthorized(nil) }
        return account
    }
}

/// A post service whose calls never finish, to show that closing a module does not wait on them.
struct HangingPostService: PostService {
    func obtainCachedHomeTimeline() async -> HomeTimelineSlice? {
        try? await Task.sleep(for: .seconds(3600))
        return nil
    }

    func obtainNewestHomeTimeline() async throws -> HomeTimelineSlice {
        try await Task.sleep(for: .seconds(3600))
        throw CancellationError()
    }

    func obtainOlderHomeTimeline() async throws -> HomeTimelineSlice {
        try await Task.sleep(for: .seconds(3600))
        throw CancellationError()
    }

    func obtainLoadedPost(id: String) async -> StatusEntity? { nil }

    func obtainPost(id: String) async throws -> StatusEntity {
        try await Task.sleep(for: .seconds(3600))
        throw CancellationError()
    }
}

enum EntityFixture {
    static func status(id: String, content: String = "<p>Hello <b>world</b></p>", favourited: Bool = false) -> StatusEntity {
        StatusEntity(id: id, createdAt: Date(timeIntervalSince1970: 1_000_000),
                     account: AccountEntity(id: "g", username: "grace", acct: "grace", displayName: "Grace Hopper"),
                     content: content, isFavourited: favourited)
    }
}
