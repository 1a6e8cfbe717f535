/// Votes in a post's poll: shown at once through the store of posts, sent through the outbox,
/// and settled by the server's answer: confirmed, or undone when refused. A value the
/// interactor's lasting work holds, so a vote goes out even when the module closes first.
@MainActor
struct PollVoteSender: Sendable {
    let pollService: any PollService
    let postStore: PostStore

    /// `settled` hears nil once the server has the vote, else the problem, for the screen to say.
    /// A server that did not answer keeps the vote, as the outbox does.
    func vote(
        _ choices: [Int], inPollOf post: Post, in work: TaskTracker, settled: @escaping @MainActor @Sendable (ConnectionProblem?) -> Void
    ) {
        guard let poll = post.poll else { return }
        let originalId = post.originalId
        postStore.vote(choices, originalId: originalId)
        work.startLasting { [pollService, postStore] in
            do {
                postStore.confirmVote(answer: try await pollService.performVote(postId: originalId, pollId: poll.id, choices: choices))
                settled(nil)
            } catch OutboxError.superseded {
                settled(nil)
            } catch {
                let problem = ConnectionProblemMapper.problem(from: error)
                if !problem.mayPass { postStore.refuseVote(originalId: originalId) }
                settled(problem)
            }
        }
    }
}
