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
        run { [messageService] output in
            guard let slice = await messageService.obtainCachedConversations() else { return }
            output()?.didObtainCachedConversations(slice.list)
        }
    }

    func obtainNewestConversations() {
        obtainConversations(areOlder: false)
    }

    func obtainOlderConversations() {
        obtainConversations(areOlder: true)
    }

    func obtainUnreadCount() {
        run { [messageService] output in
            guard let count = try? await messageService.obtainUnreadCount() else { return }
            output()?.didObtainUnreadCount(count)
        }
    }

    func observeConversations() {
        run { [messageService] output in
            for await _ in await messageService.observeConversations() {
                output()?.didReceiveNewMessage()
            }
        }
    }

    func observeRefreshTime() {
        run { [clock] output in
            await clock.run { output()?.didReachRefreshTime() }
        }
    }

    func obtainAccounts(namedIn text: String) {
        let handles = AccountHandles.parse(text)
        run { [accountService] output in
            guard !handles.isEmpty else { return output()?.didFindNoHandles() ?? () }
            var accounts: [Author] = []
            for handle in handles {
                do {
                    accounts.append(try await accountService.obtainAccount(withHandle: handle).author)
                } catch {
                    output()?.didFailToObtainAccount(withHandle: handle, problem: ConnectionProblemMapper.problem(from: error))
                    return
                }
            }
            output()?.didObtainAccounts(accounts)
        }
    }

    func cancelAllRequests() {
        work.cancelAll()
    }

    private func obtainConversations(areOlder: Bool) {
        run { [messageService] output in
            do {
                let slice =
                    areOlder ? try await messageService.obtainOlderConversations() : try await messageService.obtainNewestConversations()
                output()?.didObtainConversations(
                    slice.list, areOlder: areOlder,
                    storageProblem: slice.storageProblem.map { ConnectionProblemMapper.problem(from: $0) })
            } catch {
                output()?.didFailToObtainConversations(ConnectionProblemMapper.problem(from: error), areOlder: areOlder)
            }
        }
    }

    /// Starts a request whose report goes to the output, unless the module closed meanwhile.
    private func run(_ request: @escaping @MainActor @Sendable (_ output: () -> (any ConversationsInteractorOutput)?) async -> Void) {
        work.start { [weak self] in
            await request { Task.isCancelled ? nil : self?.output }
        }
    }
}
