import FoundationEssentials
import Localisation
import MastodonAPI
import Tintype

/// Signs in to an instance as any client does (OAuth 2, authorization code): Tintype is
/// registered for this sign-in, the person allows it on the instance's page, the code comes back
/// through the browser to a listener on this machine or is pasted by the person, and is
/// exchanged for a token, which is checked and kept in the account book.
public enum SignIn {
    /// How the code comes back.
    public enum CodeReturn: Sendable, Equatable {
        /// The browser is sent to a listener on 127.0.0.1 (RFC 8252); for a browser on this machine.
        case browserRedirect
        /// The instance shows the code and the person pastes it (over ssh, without a browser here).
        case pasted
    }

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case noCode
        case codeRefused(String)
        case missingScopes([String])

        public var description: String {
            switch self {
            case .noCode: return Strings.signInNoCode
            case .codeRefused(let reason): return Strings.signInCodeRefused(reason)
            case .missingScopes(let scopes): return Strings.signInMissingScopes(scopes)
            }
        }
    }

    /// The whole sign-in on the command line: `instanceText` is the instance as the person
    /// wrote it (`pixelfed.social`).
    public static func run(
        instance instanceText: String, codeReturn: CodeReturn, paths: StoragePaths, conversation: any SignInConversation,
        transport: any HTTPTransport = AsyncHTTPClientTransport()
    ) async throws -> SignedInAccount {
        conversation.say(Strings.signingIn((try? InstanceAddress(instanceText))?.description ?? instanceText))
        let attempt = try await SignInAttempt.begin(instance: instanceText, codeReturn: codeReturn, transport: transport)
        conversation.say(Strings.signInOpenAddress)
        conversation.say("  " + attempt.address.absoluteString)
        let account: SignedInAccount
        if attempt.waitsForBrowser {
            conversation.say(conversation.openInBrowser(attempt.address) ? Strings.signInBrowserOpened : Strings.signInWaitingForBrowser)
            account = try await attempt.completeWhenTheBrowserReturns(paths: paths)
        } else {
            guard let pasted = await conversation.askForCode(Strings.signInPasteCode) else {
                await attempt.abandon()
                throw Failure.noCode
            }
            account = try await attempt.complete(code: pasted, paths: paths)
        }
        conversation.say(Strings.signedIn(account.name))
        return account
    }
}
