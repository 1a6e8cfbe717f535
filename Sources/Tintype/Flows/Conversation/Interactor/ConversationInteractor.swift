/// Module is responsible for one direct conversation: its messages and writing to it.
///
/// Holds only its dependencies and its task tracker: each request starts a task that awaits the
/// message service for plain objects, and reports on the main actor. What the person wrote goes
/// on when the module closes; the rest stops.
@MainActor
final class ConversationInteractor: ConversationInteractorInput {
    weak var output: (any ConversationInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()
    private let messageService: any MessageService
    private let pendingWrites: PendingWrites
    private let clock: RefreshClock
    private let followUp: QueuedWriteFollowUp<Message>

    init(messageService: any MessageService, pendingWrites: PendingWrites = PendingWrites(), clock: RefreshClock) {
        self.messageService = messageService
        self.pendingWrites = pendingWrites
        self.clock = clock
        followUp = QueuedWriteFollowUp(
            send: { try await messageService.sendMessage($0) }, takeBack: { try await messageService.takeBackMessage(withId: $0) })
    }

    isolated deinit {
        cancelAllRequests()
    }

    func obtainMessages(in conversation: Conversation) {
        work.start(for: self, inSlot: "thread") { [messageService] owner in
            // The outbox first, as for comments: a message delivered while the thread is on its
            // way is then among the thread or still known here, never in neither.
            let queued = await messageService.obtainQueuedMessages(inConversationWithKey: conversation.key)
            let sent: Result<[Message], any Error>
            do {
                sent = .success(try await messageService.openConversation(conversation))
            } catch {
                sent = .failure(error)
            }
            let messages = QueuedMessageMapper.thread(from: (try? sent.get()) ?? [], queued: queued)
            if case .failure(let error) = sent {
                // What waits in the outbox is shown all the same: it is the person's, server or not.
                owner()?.output?.didFailToObtainMessages(ConnectionProblemMapper.problem(from: error), waiting: messages)
            } else {
                owner()?.output?.didObtainMessages(messages)
            }
            // A message an earlier run left on its way is sent again and followed here; following
            // one already on its way joins its sending.
            let waiting = Set(messages.filter { $0.delivery == .sending }.map(\.id))
            for item in queued where waiting.contains(item.id) {
                owner()?.follow(item)
            }
        }
    }

    func enterConversation(withKey key: String) {
        work.start { [messageService] in await messageService.enterConversation(withKey: key) }
    }

    /// Not cancelled with the module: it is how the module leaves.
    func leaveConversation(withKey key: String) {
        work.startLasting { [messageService] in await messageService.leaveConversation(withKey: key) }
    }

    func observeConversations() {
        work.start(for: self, inSlot: "live") { [messageService] owner in
            for await _ in await messageService.observeConversations() {
                owner()?.output?.didReceiveNewMessage()
            }
        }
    }

    /// A message the outbox sends by itself (the server back after the person was told "not
    /// sent") is reported sent like one followed here; a second report of one is harmless.
    func observeSentMessages(in conversation: Conversation) {
        work.start(for: self, inSlot: "sent") { [messageService] owner in
            for await sent in await messageService.observeSentMessages(inConversationWithKey: conversation.key) {
                owner()?.report(.success(sent.written), forQueuedId: sent.queuedId)
            }
        }
    }

    func obtainDraft(forConversationWithKey key: String) {
        work.start(for: self) { [messageService] owner in
            let draft = await messageService.obtainDraft(forConversationWithKey: key)
            owner()?.output?.didObtainDraft(draft)
        }
    }

    /// Apart from the draft: the instance may take its time to say, and the box is not kept
    /// waiting for it.
    func obtainCharacterLimit() {
        work.start(for: self) { [messageService] owner in
            let limit = await messageService.obtainCharacterLimit()
            owner()?.output?.didObtainCharacterLimit(limit)
        }
    }

    /// Tracked until it is on disk: the app waits for it before it exits.
    func saveDraft(_ text: String, forConversationWithKey key: String) {
        pendingWrites.track(file: "conversation-" + key) { [weak self, messageService] in
            do {
                try await messageService.saveDraft(text, forConversationWithKey: key)
            } catch {
                await self?.reportDraftNotSaved(ConnectionProblemMapper.problem(from: error))
            }
        }
    }

    /// A sent message is not cancelled when the module closes: it is the person's, and the outbox
    /// holds it until the server confirms.
    func sendMessage(_ text: String, in conversation: Conversation) {
        work.start(for: self, lasting: true) { [messageService] owner in
            let item: OutboxItem
            do {
                item = try await messageService.queueMessage(
                    text, toHandles: conversation.participants.map(\.handle), conversationKey: conversation.key)
            } catch {
                owner()?.output?.didFailToQueueMessage(text, problem: ConnectionProblemMapper.problem(from: error))
                return
            }
            if let queued = QueuedMessageMapper.message(from: item) {
                owner()?.output?.didQueueMessage(queued)
            }
            owner()?.follow(item)
        }
    }

    /// A message the outbox no longer holds went out meanwhile (it tries again by itself): the
    /// thread is fetched, and shows it.
    func retryMessage(withId messageId: String, in conversation: Conversation) {
        work.startLasting { [weak self, messageService] in
            let item = await messageService.obtainQueuedMessages(inConversationWithKey: conversation.key).first { $0.id == messageId }
            guard let self else { return }
            guard let result = await self.followUp.retry(item) else {
                self.obtainMessages(in: conversation)
                return
            }
            self.report(result, forQueuedId: messageId)
        }
    }

    /// A message that may have reached the server is looked for there first: if it arrived, it
    /// is reported sent instead of going back into the draft, so the chat never holds it twice.
    func discardMessage(withId messageId: String) {
        work.startLasting { [weak self] in
            guard let self else { return }
            switch await self.followUp.takeBack(itemId: messageId) {
            case .draft(let draft): self.output?.didDiscardMessage(withId: messageId, draft: draft)
            case .alreadySent(let message): self.report(.success(message), forQueuedId: messageId)
            case .failed(let problem): self.output?.didFailToDiscardMessage(withId: messageId, problem: problem)
            case .gone: return
            }
        }
    }

    func observeRefreshTime() {
        work.start(for: self, inSlot: "clock") { [clock] owner in
            await clock.run { owner()?.output?.didReachRefreshTime() }
        }
    }

    func cancelAllRequests() {
        work.cancelAll()
    }

    private func follow(_ item: OutboxItem) {
        work.start(for: self, lasting: true) { [followUp] owner in
            let result = await followUp.deliver(item)
            owner()?.report(result, forQueuedId: item.id)
        }
    }

    private func reportDraftNotSaved(_ problem: ConnectionProblem) {
        output?.didFailToSaveDraft(problem)
    }

    private func report(_ result: Result<Message, ConnectionProblem>, forQueuedId queuedId: String) {
        switch result {
        case .success(let message): output?.didSendMessage(message, replacingId: queuedId)
        case .failure(let problem): output?.didFailToSendMessage(withId: queuedId, problem: problem)
        }
    }
}
