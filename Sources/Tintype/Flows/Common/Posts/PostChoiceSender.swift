/// Makes or takes back a like, boost or save: shown at once through the store of posts, sent
/// through the service that keeps it, and settled by the server's answer: confirmed, or undone
/// when refused. A value the interactor's lasting work holds, so a choice goes out even when the
/// module closes first.
@MainActor
struct PostChoiceSender: Sendable {
    let likeService: any LikeService
    let boostService: any BoostService
    let saveService: any SaveService
    let postStore: PostStore

    /// Shows the choice on every screen at once, and sends it as work that outlasts the module
    /// (the last request to finish is the state the server has, and each answer carries it).
    /// `settled` hears nil once the server has it (or a later choice overtook it), else the
    /// problem, for the screen that made the choice to say. A server that did not answer keeps
    /// the choice, as the outbox does.
    func make(
        _ choice: PostChoice, _ isOn: Bool, originalId: String, in work: TaskTracker,
        settled: @escaping @MainActor @Sendable (ConnectionProblem?) -> Void
    ) {
        postStore.choose(choice, isOn, originalId: originalId)
        work.startLasting { [self] in settled(await send(choice, isOn, originalId: originalId)) }
    }

    private func send(_ choice: PostChoice, _ isOn: Bool, originalId: String) async -> ConnectionProblem? {
        do {
            postStore.confirm(choice, answer: try await request(choice, isOn, postId: originalId))
            return nil
        } catch OutboxError.superseded {
            return nil
        } catch {
            let problem = ConnectionProblemMapper.problem(from: error)
            if !problem.mayPass { postStore.refuse(choice, isOn, originalId: originalId) }
            return problem
        }
    }

    private func request(_ choice: PostChoice, _ isOn: Bool, postId: String) async throws -> Post {
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
