import FoundationEssentials

/// Module is responsible for signing in to an instance, when Tintype has no account yet.
///
/// Holds only its dependencies and its task tracker (the service keeps the attempt under way):
/// each request starts a task that awaits the service, maps what comes back to plain objects,
/// and reports on the main actor.
@MainActor
final class SignInInteractor: SignInInteractorInput {
    weak var output: (any SignInInteractorOutput)?
    private let signInService: any SignInService
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
                var page = try await signInService.begin(instance: instance)
                guard let self, !Task.isCancelled else { return await signInService.abandon() }
                page.opened = page.waitsForBrowser && signInService.openPageInBrowser()
                self.output?.didBegin(page)
                guard page.waitsForBrowser else { return }
                let accountName = try await signInService.completeWhenTheBrowserReturns()
                self.output?.didSignIn(accountName: accountName)
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.didFail(ErrorExplanation.describe(error, instance: instance))
            }
        }
    }

    func openPageAgain() {
        _ = signInService.openPageInBrowser()
    }

    func complete(code: String, instance: String) {
        work.start(for: self) { [signInService] owner in
            do {
                let accountName = try await signInService.complete(code: code)
                owner()?.output?.didSignIn(accountName: accountName)
            } catch SignInServiceError.noAttempt {
                // Given up meanwhile: nothing waits for the code any more.
                return
            } catch {
                owner()?.output?.didFail(ErrorExplanation.describe(error, instance: instance))
            }
        }
    }

    func abandon() {
        cancelAllRequests()
        work.startLasting { [signInService] in await signInService.abandon() }
    }

    func cancelAllRequests() {
        work.cancelAll()
    }
}
