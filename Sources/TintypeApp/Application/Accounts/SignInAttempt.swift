import FoundationEssentials
import Localisation
import MastodonAPI
import TextBasics
import Tintype

/// One sign-in under way: Tintype registered with the instance, the address of the page where
/// the person allows it, and how the code will come back. Begun, then completed with the code,
/// or abandoned; an abandoned or completed attempt stops its listener.
public final class SignInAttempt: Sendable {
    public let instance: InstanceAddress
    /// The instance as a person reads it (`pixelfed.social`).
    public var instanceName: String { instance.description }
    /// The instance's page where the person allows Tintype.
    public let address: URL
    /// The browser comes back to a listener here; otherwise the person pastes the code.
    public var waitsForBrowser: Bool { redirect != nil }

    private let client: MastodonClient
    private let application: ApplicationEntity
    private let redirectURI: String
    private let proofKey: ProofKey?
    private let redirect: LoopbackRedirect?
    private let transport: any HTTPTransport
    private let userAgent: String

    init(
        instance: InstanceAddress, address: URL, client: MastodonClient, application: ApplicationEntity, redirectURI: String,
        proofKey: ProofKey?, redirect: LoopbackRedirect?, transport: any HTTPTransport, userAgent: String
    ) {
        self.instance = instance
        self.address = address
        self.client = client
        self.application = application
        self.redirectURI = redirectURI
        self.proofKey = proofKey
        self.redirect = redirect
        self.transport = transport
        self.userAgent = userAgent
    }

    /// Registers Tintype with the instance `instanceText` names (`pixelfed.social`): for a
    /// listener on this machine when `codeReturn` says the browser comes back and the instance
    /// takes such an address, for a pasted code otherwise.
    public static func begin(
        instance instanceText: String, codeReturn: SignIn.CodeReturn, transport: any HTTPTransport,
        userAgent: String = "Tintype/\(TintypeVersion.current)"
    ) async throws -> SignInAttempt {
        let instance = try InstanceAddress(instanceText)
        let client = MastodonClient(instance: instance, token: "", transport: transport, userAgent: userAgent)
        let state = ProofKey.random().verifier
        let listening =
            codeReturn == .browserRedirect ? try await LoopbackRedirect.listen(expecting: state, pages: Strings.redirectPages) : nil
        var redirect = listening
        do {
            let (application, redirectURI) = try await register(with: client, listening: listening)
            if redirectURI != listening?.redirectURI {
                await listening?.close()
                redirect = nil
            }
            let takesProofKeys = await client.signInServer()?.codeChallengeMethods.contains("S256") ?? false
            let proofKey = takesProofKeys ? ProofKey.random() : nil
            guard
                let address = client.authorizationAddress(
                    application: application, redirectURI: redirectURI, state: state, proofKey: proofKey)
            else { throw MastodonError.insecureInstance(instance.description) }
            return SignInAttempt(
                instance: instance, address: address, client: client, application: application, redirectURI: redirectURI,
                proofKey: proofKey, redirect: redirect, transport: transport, userAgent: userAgent)
        } catch {
            await redirect?.close()
            throw error
        }
    }

    /// Registers for the listener's address where the instance takes it; for a pasted code where
    /// there is no listener or the instance refuses a redirect to this machine.
    private static func register(
        with client: MastodonClient, listening: LoopbackRedirect?
    ) async throws -> (ApplicationEntity, String) {
        if let listening {
            do {
                return (try await client.registerApplication(name: "Tintype", redirectURI: listening.redirectURI), listening.redirectURI)
            } catch let error as MastodonError where !error.isTransient {}
        }
        let pasted = MastodonClient.outOfBandRedirect
        return (try await client.registerApplication(name: "Tintype", redirectURI: pasted), pasted)
    }

    /// Waits for the browser to come back with the code, then completes.
    public func completeWhenTheBrowserReturns(paths: StoragePaths) async throws -> SignedInAccount {
        guard let redirect else { throw SignIn.Failure.noCode }
        let code: String
        do {
            code = try await redirect.code()
        } catch {
            await redirect.close()
            throw error
        }
        return try await complete(code: code, paths: paths)
    }

    /// Exchanges the code for a token, checks what it grants and whose it is, and keeps the
    /// account in the account book.
    public func complete(code: String, paths: StoragePaths) async throws -> SignedInAccount {
        await redirect?.close()
        let trimmed = code.trimmed()
        guard !trimmed.isEmpty else { throw SignIn.Failure.noCode }
        let token: TokenEntity
        do {
            token = try await client.exchangeCode(trimmed, application: application, redirectURI: redirectURI, proofKey: proofKey)
        } catch let error as MastodonError where !error.isTransient {
            throw SignIn.Failure.codeRefused(
                Strings.explain(ConnectionProblemMapper.problem(from: error), instance: instance.description))
        }
        let signedIn = MastodonClient(instance: instance, token: token.accessToken, transport: transport, userAgent: userAgent)
        let missing = SignInScopes.missing(granted: token.scope ?? SignInScopes.requested.joined(separator: " "))
        guard missing.isEmpty else {
            try? await signedIn.revokeToken(token.accessToken, application: application)
            throw SignIn.Failure.missingScopes(missing)
        }
        let account = try await signedIn.verifyCredentials()
        let record = SignedInAccount(
            instance: instance.baseURL.absoluteString, accountId: account.id, username: account.username, token: token.accessToken,
            clientId: application.clientId, clientSecret: application.clientSecret)
        let book = AccountBook(paths: paths)
        let replaced = try book.read().accounts.first { $0.name == record.name && $0.token != record.token }
        try book.add(record)
        AccountFolderResolver.remember(accountId: account.id, instance: instance, token: token.accessToken, paths: paths)
        if let replaced {
            // Signing in again as the same person: the token it replaces would otherwise stay
            // valid on the instance, unused and forgotten here.
            try? await client.revokeToken(
                replaced.token, application: ApplicationEntity(clientId: replaced.clientId, clientSecret: replaced.clientSecret))
        }
        return record
    }

    /// Gives the attempt up: the listener stops, and nothing is kept.
    public func abandon() async {
        await redirect?.close()
    }
}
