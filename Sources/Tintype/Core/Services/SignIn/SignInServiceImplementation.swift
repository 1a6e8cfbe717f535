import Foundation
import MastodonAPI

/// Sign-in as the command line does it, for the app's screen: the browser of this session comes
/// back to Tintype where there is one, the code is pasted where there is none.
public struct SignInServiceImplementation: SignInService {
    private let paths: StoragePaths
    private let browser: BrowserLauncher?
    private let transport: any HTTPTransport

    public init(paths: StoragePaths, browser: BrowserLauncher?, transport: any HTTPTransport) {
        self.paths = paths
        self.browser = browser
        self.transport = transport
    }

    public func begin(instance: String) async throws -> SignInAttempt {
        try await SignInAttempt.begin(
            instance: instance, codeReturn: browser == nil ? .pasted : .browserRedirect, transport: transport)
    }

    public func openInBrowser(_ attempt: SignInAttempt) -> Bool {
        browser?.open(attempt.address) ?? false
    }

    public func completeWhenTheBrowserReturns(_ attempt: SignInAttempt) async throws -> SignedInAccount {
        try await attempt.completeWhenTheBrowserReturns(paths: paths)
    }

    public func complete(_ attempt: SignInAttempt, code: String) async throws -> SignedInAccount {
        try await attempt.complete(code: code, paths: paths)
    }

    public func abandon(_ attempt: SignInAttempt) async {
        await attempt.abandon()
    }
}
