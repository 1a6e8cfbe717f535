import MastodonAPI

/// Sends a like, boost or save, made or taken back, to the service that keeps it. A value the
/// interactor's lasting work holds, so a choice goes out even when the module closes first.
struct PostChoiceSender: Sendable {
    let likeService: any LikeService
    let boostService: any BoostService
    let saveService: any SaveService

    /// Answers with the post as the server has it after the choice.
    func send(_ choice: PostChoice, _ isOn: Bool, postId: String) async throws -> StatusEntity {
        switch (choice, isOn) {
        case (.like, true): try await likeService.performLike(postId: postId)
        case (.like, false): try await likeService.performUnlike(postId: postId)
        case (.boost, true): try await boostService.performBoost(postId: postId)
        case (.boost, false): try await boostService.performUnboost(postId: postId)
        case (.save, true): try await saveService.performSave(postId: postId)
        case (.save, false): try await saveService.performUnsave(postId: postId)
        }
    }
}
