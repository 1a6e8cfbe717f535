/// Module is responsible for the direct conversations, the latest first.
///
/// Holds only its dependencies and the handles of requests in flight: each request starts a task
/// that awaits a service, maps entities to plain objects, and reports on the main actor.
@MainActor
final class ConversationsInteractor: ConversationsInteractorInput {
    weak var output: (any ConversationsInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()
    private let messageService: any MessageService
    private let accountService: any AccountService
    private let clock: RefreshClock

    init(messageService: any MessageService, accountService: any AccountService, clock: RefreshClock) {
        self.messageService = messageService
        self.accountService = accountService
        self.clock = clock
    }

    isolated deinit {
        cancelAllRequests()
    }

    func obtainCachedConversations() {
        work.start(for: self) { [messageService] owner in
            guard let slice = await messageService.obtainCachedConversations() else { return }
            owner()?.output?.didObtainCachedConversations(slice.list)
        }
    }

    func obtainNewestConversations() {
        obtainConversations(areOlder: false)
    }

    func obtainOlderConversations() {
        obtainConversations(areOlder: true)
    }

    func obtainUnreadCount() {
        work.request(
            for: self, { [messageService] in try await messageService.obtainUnreadCount() }, then: { $0.output?.didObtainUnreadCount($1) })
    }

    func observeConversations() {
        work.start(for: self) { [messageService] owner in
            for await _ in await messageService.observeConversations() {
                owner()?.output?.didReceiveNewMessage()
            }
        }
    }

    func observeRefreshTime() {
        work.start(for: self) { [clock] owner in
            await clock.run { owner()?.output?.didReachRefreshTime() }
        }
    }

    func obtainAccounts(namedIn text: String) {
        let handles = AccountHandles.parse(text)
        work.start(for: self) { [accountService] owner in
            guard !handles.isEmpty else { return owner()?.output?.didFindNoHandles() ?? () }
            var accounts: [Author] = []
            for handle in handles {
                do {
                    accounts.append(try await accountService.obtainAccount(withHandle: handle).author)
                } catch {
                    owner()?.output?.didFailToObtainAccount(withHandle: handle, problem: ConnectionProblemMapper.problem(from: error))
                    return
                }
            }
            owner()?.output?.didObtainAccounts(accounts)
        }
    }

    func cancelAllRequests() {
        work.cancelAll()
    }

    private func obtainConversations(areOlder: Bool) {
        work.request(
            for: self,
            { [messageService] in
                areOlder ? try await messageService.obtainOlderConversations() : try await messageService.obtainNewestConversations()
            },
            then: { owner, slice in
                owner.output?.didObtainConversations(
                    slice.list, areOlder: areOlder, storageProblem: slice.storageProblem.map { ConnectionProblemMapper.problem(from: $0) })
            },
            failed: { $0.output?.didFailToObtainConversations($1, areOlder: areOlder) })
    }
}
