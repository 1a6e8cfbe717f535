/// How an interactor follows a comment or a message it put in the outbox: each result reported as
/// the plain object the screen shows, or as the problem in its words. The comments and the chat
/// share it, so both say "sent", "not sent" and "taken back" alike.
struct QueuedWriteFollowUp<Written: Sendable>: Sendable {
    /// What became of a take-back.
    enum TakeBack: Sendable {
        case draft(String)
        /// It had reached the server after all.
        case alreadySent(Written)
        case failed(ConnectionProblem)
        /// Another process sent or took it meanwhile: nothing to report.
        case gone
    }

    let send: @Sendable (OutboxItem) async throws -> Written
    let takeBack: @Sendable (String) async throws -> WriteTakeBack<Written>

    /// Sends (again, with its key) and answers with the server's copy or why it did not go.
    func deliver(_ item: OutboxItem) async -> Result<Written, ConnectionProblem> {
        do {
            return .success(try await send(item))
        } catch {
            return .failure(ConnectionProblemMapper.problem(from: error))
        }
    }

    /// Sends again an item the server refused or did not answer, its refusal forgotten.
    func retry(_ item: OutboxItem?) async -> Result<Written, ConnectionProblem>? {
        guard var item else { return nil }
        item.rejection = nil
        return await deliver(item)
    }

    func takeBack(itemId: String) async -> TakeBack {
        do {
            switch try await takeBack(itemId) {
            case .draft(let text): return .draft(text)
            case .alreadySent(let written): return .alreadySent(written)
            }
        } catch OutboxError.superseded {
            return .gone
        } catch {
            return .failed(ConnectionProblemMapper.problem(from: error))
        }
    }
}
