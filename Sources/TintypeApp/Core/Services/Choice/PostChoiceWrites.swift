import Tintype

/// A like, boost or save sent through the outbox. The home timeline keeps the server's answer, so
/// the next start shows it, and the caller gets the post as the server has it now.
struct PostChoiceWrites: Sendable {
    let writes: OutboxFacade
    let homeTimeline: any HomeTimelineKeeping

    func send(_ action: OutboxItem.Action) async throws -> Post {
        let status = try await writes.queueAndSend(action)
        await homeTimeline.updateLoadedPost(status)
        return PostMapper.post(from: status)
    }
}
