/// Module is responsible for the thread under a post: reading it and writing into it.
@MainActor
final class CommentsInteractor: CommentsInteractorInput {
    weak var output: (any CommentsInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()

    private let commentService: any CommentService
    private let postStore: PostStore
    private let followUp: QueuedWriteFollowUp<Comment>
    private let pendingWrites: PendingWrites

    init(commentService: any CommentService, pendingWrites: PendingWrites = PendingWrites(), postStore: PostStore) {
        self.postStore = postStore
        self.commentService = commentService
        self.pendingWrites = pendingWrites
        followUp = QueuedWriteFollowUp(
            send: { try await commentService.sendComment($0) }, takeBack: { try await commentService.takeBackComment(withId: $0) })
    }

    isolated deinit {
        cancelAllRequests()
    }

    func obtainComments(underPostId postId: String) {
        work.start(for: self, inSlot: "thread") { [commentService, followUp] owner in
            do {
                // The outbox first: a comment it delivers while the replies are on their way is then
                // either among them or still known here, never in neither. One in both is shown once.
                let queued = await commentService.obtainQueuedComments()
                let replies = try await commentService.obtainReplies(toPostId: postId)
                let thread = QueuedCommentMapper.thread(underPostId: postId, replies: replies, queued: queued)
                guard let interactor = owner() else { return }
                interactor.output?.didObtainComments(thread)
                // A comment an earlier run left on its way is being sent again; follow it here so
                // the thread shows when it arrives. The outbox sends each item once.
                let waiting = Set(thread.filter { $0.delivery == .sending }.map(\.id))
                for item in queued where waiting.contains(item.id) {
                    let result = await followUp.deliver(item)
                    guard let interactor = owner() else { return }
                    interactor.report(result, forQueuedId: item.id)
                }
            } catch {
                owner()?.output?.didFailToObtainComments(ConnectionProblemMapper.problem(from: error))
            }
        }
    }

    /// A comment the outbox sends by itself (the server back after the person was told "not
    /// sent") is reported sent like one followed here; a second report of one is harmless.
    func observeSentComments() {
        work.start(for: self, inSlot: "sent") { [commentService] owner in
            for await sent in await commentService.observeSentComments() {
                owner()?.report(.success(sent.written), forQueuedId: sent.queuedId)
            }
        }
    }

    func obtainDraft(forReplyToId postId: String) {
        work.request(
            for: self, { [commentService] in await commentService.obtainDraft(forReplyToId: postId) },
            then: { $0.output?.didObtainDraft($1, forReplyToId: postId) })
    }

    /// Apart from the draft: the instance may take its time to say, and the box is not kept
    /// waiting for it.
    func obtainCharacterLimit() {
        work.request(
            for: self, { [commentService] in await commentService.obtainCharacterLimit() }, then: { $0.output?.didObtainCharacterLimit($1) }
        )
    }

    /// Tracked until it is on disk: the app waits for it before it exits.
    func saveDraft(_ text: String, forReplyToId postId: String) {
        pendingWrites.track(file: "reply-" + postId) { [weak self, commentService] in
            do {
                try await commentService.saveDraft(text, forReplyToId: postId)
            } catch {
                await self?.reportDraftNotSaved(ConnectionProblemMapper.problem(from: error))
            }
        }
    }

    private func reportDraftNotSaved(_ problem: ConnectionProblem) {
        output?.didFailToSaveDraft(problem)
    }

    /// A sent comment is not cancelled when the module closes: it is the user's, and the outbox
    /// holds it until the server confirms.
    func sendComment(_ text: String, inReplyToId postId: String) {
        work.start(for: self, lasting: true) { [commentService, followUp] owner in
            let item: OutboxItem
            do {
                item = try await commentService.queueComment(text, inReplyToId: postId)
            } catch {
                owner()?.output?.didFailToQueueComment(text, inReplyToId: postId, problem: ConnectionProblemMapper.problem(from: error))
                return
            }
            if let queued = QueuedCommentMapper.comment(from: item) {
                owner()?.output?.didQueueComment(queued)
            }
            let result = await followUp.deliver(item)
            owner()?.report(result, forQueuedId: item.id)
        }
    }

    func retryComment(withId commentId: String) {
        work.start(for: self, lasting: true) { [commentService, followUp] owner in
            let item = await commentService.obtainQueuedComments().first { $0.id == commentId }
            guard let result = await followUp.retry(item) else { return }
            owner()?.report(result, forQueuedId: commentId)
        }
    }

    /// A comment that may have reached the server is looked for there first: if it arrived, it
    /// is reported sent instead of becoming a draft, so the thread never holds it twice.
    func discardComment(withId commentId: String) {
        work.start(for: self, lasting: true) { [commentService, followUp] owner in
            guard let item = await commentService.obtainQueuedComments().first(where: { $0.id == commentId }),
                case .comment(_, let inReplyToId) = item.action
            else { return }
            switch await followUp.takeBack(itemId: commentId) {
            case .draft(let draft): owner()?.output?.didDiscardComment(withId: commentId, text: draft, inReplyToId: inReplyToId)
            case .alreadySent(let comment): owner()?.report(.success(comment), forQueuedId: commentId)
            case .failed(let problem): owner()?.output?.didFailToDiscardComment(withId: commentId, problem: problem)
            case .gone: return
            }
        }
    }

    func observePostChanges() {
        work.observeChanges(of: postStore) { [weak self] in self?.output?.didChangePost($0) }
    }

    func cancelAllRequests() {
        work.cancelAll()
    }

    private func report(_ result: Result<Comment, ConnectionProblem>, forQueuedId queuedId: String) {
        switch result {
        case .success(let comment): output?.didSendComment(comment, replacingId: queuedId)
        case .failure(let problem): output?.didFailToSendComment(withId: queuedId, problem: problem)
        }
    }
}
