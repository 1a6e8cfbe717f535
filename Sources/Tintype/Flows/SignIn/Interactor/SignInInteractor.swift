/// Module is responsible for signing in to an instance, when Tintype has no account yet.
///
/// Holds only its dependencies, the attempt under way and the handles of requests in flight:
/// each request starts a task that awaits the service, maps what comes back to plain objects,
/// and reports on the main actor.
@MainActor
final class SignInInteractor: SignInInteractorInput {
    weak var output: (any SignInInteractorOutput)?
    private let signInService: any SignInService
    private var attempt: SignInAttempt?
    /// The requests under way.
    let work = TaskTracker()

    init(signInService: any SignInService) {
        self.signInService = signInService
    }

    isolated deinit {
        cancelAllRequests()
    }

    func begin(instance: String) {
        abandon()
        work.start { [weak self, signInService] in
            do {
                let attempt = try await signInService.begin(instance: instance)
                guard let self, !Task.isCancelled else { return await signInService.abandon(attempt) }
                self.attempt = attempt
                let opened = attempt.waitsForBrowser && signInService.openInBrowser(attempt)
                self.output?.didBegin(
                    SignInPage(
                        instance: attempt.instance.description, address: attempt.address.absoluteString,
                        waitsForBrowser: attempt.waitsForBrowser, opened: opened))
                guard attempt.waitsForBrowser else { return }
                let account = try await signInService.completeWhenTheBrowserReturns(attempt)
                self.output?.didSignIn(accountName: account.name)
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.didFail(ErrorExplanation.describe(error, instance: instance))
            }
        }
    }

    func openPageAgain() {
        guard let attempt else { return }
        _ = signInService.openInBrowser(attempt)
    }

    func complete(code: String) {
        guard let attempt else { return }
        work.start { [weak self, signInService] in
            do {
                let account = try await signInService.complete(attempt, code: code)
                self?.output?.didSignIn(accountName: account.name)
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.didFail(ErrorExplanation.describe(error, instance: attempt.instance.description))
            }
        }
    }

    func abandon() {
        cancelAllRequests()
        guard let attempt else { return }
        self.attempt = nil
        Task { [signInService] in await signInService.abandon(attempt) }
    }

    func cancelAllRequests() {
        work.cancelAll()
    }
}
