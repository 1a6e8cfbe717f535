import Foundation
import MastodonAPI

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

    /// `instanceText` is the instance as the person wrote it (`pixelfed.social`).
    public static func run(
        instance instanceText: String, codeReturn: CodeReturn, paths: StoragePaths, conversation: any SignInConversation,
        transport: any HTTPTransport = AsyncHTTPClientTransport(), userAgent: String = "Tintype/\(TintypeVersion.current)"
    ) async throws -> SignedInAccount {
        let instance = try InstanceAddress(instanceText)
        let anonymous = MastodonClient(instance: instance, token: "", transport: transport, userAgent: userAgent)
        conversation.say(Strings.signingIn(instance.description))
        let state = ProofKey.random().verifier
        let redirect = codeReturn == .browserRedirect ? try await LoopbackRedirect.listen(expecting: state) : nil
        let code: String
        let application: ApplicationEntity
        let redirectURI: String
        let proofKey: ProofKey?
        do {
            (application, redirectURI) = try await register(anonymous, redirect: redirect)
            let takesProofKeys = await anonymous.signInServer()?.codeChallengeMethods.contains("S256") ?? false
            proofKey = takesProofKeys ? ProofKey.random() : nil
            guard
                let address = anonymous.authorizationAddress(
                    application: application, redirectURI: redirectURI, state: state, proofKey: proofKey)
            else { throw MastodonError.insecureInstance(instance.description) }
            conversation.say(Strings.signInOpenAddress)
            conversation.say("  " + address.absoluteString)
            if let redirect, redirectURI == redirect.redirectURI {
                conversation.say(conversation.openInBrowser(address) ? Strings.signInBrowserOpened : Strings.signInWaitingForBrowser)
                code = try await redirect.code()
            } else {
                guard let pasted = await conversation.askForCode(Strings.signInPasteCode), !pasted.isEmpty else {
                    throw Failure.noCode
                }
                code = pasted
            }
        } catch {
            await redirect?.close()
            throw error
        }
        await redirect?.close()
        let token: TokenEntity
        do {
            token = try await anonymous.exchangeCode(code, application: application, redirectURI: redirectURI, proofKey: proofKey)
        } catch let error as MastodonError where !error.isTransient {
            throw Failure.codeRefused(Strings.explain(ConnectionProblemMapper.problem(from: error), instance: instance.description))
        }
        let signedIn = MastodonClient(instance: instance, token: token.accessToken, transport: transport, userAgent: userAgent)
        let missing = SignInScopes.missing(granted: token.scope ?? SignInScopes.requested.joined(separator: " "))
        guard missing.isEmpty else {
            try? await signedIn.revokeToken(token.accessToken, application: application)
            throw Failure.missingScopes(missing)
        }
        let account = try await signedIn.verifyCredentials()
        let record = SignedInAccount(
            instance: instance.baseURL.absoluteString, accountId: account.id, username: account.username, token: token.accessToken,
            clientId: application.clientId, clientSecret: application.clientSecret)
        try AccountBook(paths: paths).add(record)
        conversation.say(Strings.signedIn(record.name))
        return record
    }

    /// Registers for the listener's address where the instance takes it, for pasting otherwise.
    private static func register(
        _ client: MastodonClient, redirect: LoopbackRedirect?
    ) async throws -> (ApplicationEntity, String) {
        if let redirect {
            do {
                return (
                    try await client.registerApplication(name: "Tintype", redirectURI: redirect.redirectURI),
                    redirect.redirectURI
                )
            } catch let error as MastodonError where !error.isTransient {
                // An instance that refuses a redirect to this machine still shows codes to paste.
            }
        }
        let redirectURI = MastodonClient.outOfBandRedirect
        return (try await client.registerApplication(name: "Tintype", redirectURI: redirectURI), redirectURI)
    }
}
