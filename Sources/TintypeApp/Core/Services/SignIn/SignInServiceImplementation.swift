import FoundationEssentials
import MastodonAPI
import Synchronization
import Tintype

/// Sign-in as the command line does it, for the app's screen: the browser of this session comes
/// back to Tintype where there is one, the code is pasted where there is none.
public final class SignInServiceImplementation: SignInService {
    private let paths: StoragePaths
    private let browser: BrowserLauncher?
    private let transport: any HTTPTransport
    private let underWay = Mutex<SignInAttempt?>(nil)

    public init(paths: StoragePaths, browser: BrowserLauncher?, transport: any HTTPTransport) {
        self.paths = paths
        self.browser = browser
        self.transport = transport
    }

    private var attemptUnderWay: SignInAttempt? {
        underWay.withLock { $0 }
    }

    public func begin(instance: String) async throws -> SignInPage {
        await abandon()
        let attempt = try await SignInAttempt.begin(
            instance: instance, codeReturn: browser == nil ? .pasted : .browserRedirect, transport: transport)
        underWay.withLock { $0 = attempt }
        return SignInPage(
            instance: attempt.instanceName, address: attempt.address.absoluteString, waitsForBrowser: attempt.waitsForBrowser, opened: false
        )
    }

    public func openPageInBrowser() -> Bool {
        guard let attempt = attemptUnderWay else { return false }
        return browser?.open(attempt.address) ?? false
    }

    public func completeWhenTheBrowserReturns() async throws -> String {
        guard let attempt = attemptUnderWay else { throw SignInServiceError.noAttempt }
        return try await attempt.completeWhenTheBrowserReturns(paths: paths).name
    }

    public func complete(code: String) async throws -> String {
        guard let attempt = attemptUnderWay else { throw SignInServiceError.noAttempt }
        return try await attempt.complete(code: code, paths: paths).name
    }

    public func abandon() async {
        guard
            let attempt = underWay.withLock({ attempt in
                defer { attempt = nil }
                return attempt
            })
        else { return }
        await attempt.abandon()
    }
}
