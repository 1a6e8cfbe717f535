import FoundationEssentials

/// Signing in (OAuth 2 with the authorization code, as Mastodon documents it): the app is
/// registered, the person allows it on the instance's page, the code that page hands back is
/// exchanged for a token. These calls need no token; make the client with an empty one.
extension MastodonClient {
    /// Shown by the instance in place of a redirect: the person copies the code from the page.
    public static let outOfBandRedirect = "urn:ietf:wg:oauth:2.0:oob"

    /// Registers Tintype with the instance for one redirect address. Servers that check the
    /// redirect strictly (Pixelfed, GoToSocial) then take that exact address only.
    public func registerApplication(name: String, redirectURI: String) async throws -> ApplicationEntity {
        let body = Self.form([
            ("client_name", name), ("redirect_uris", redirectURI), ("scopes", SignInScopes.requested.joined(separator: " ")),
        ])
        return try decode(
            ApplicationEntity.self,
            from: await perform(.post, "/api/v1/apps", body: body, contentType: Self.formContentType))
    }

    /// What the instance says of its sign-in, or nil where it says nothing (older servers).
    public func signInServer() async -> OAuthServerEntity? {
        guard let response = try? await perform(.get, "/.well-known/oauth-authorization-server") else { return nil }
        return try? decode(OAuthServerEntity.self, from: response)
    }

    /// The page where the person allows the app. `state` comes back with the code, for the
    /// redirect to be matched with this sign-in; `proofKey` is sent where the server takes PKCE.
    public func authorizationAddress(
        application: ApplicationEntity, redirectURI: String, state: String, proofKey: ProofKey?
    ) -> URL? {
        guard var components = URLComponents(url: instance.baseURL, resolvingAgainstBaseURL: false) else { return nil }
        components.path += "/oauth/authorize"
        var query = [
            URLQueryItem(name: "response_type", value: "code"),
            URLQueryItem(name: "client_id", value: application.clientId),
            URLQueryItem(name: "redirect_uri", value: redirectURI),
            URLQueryItem(name: "scope", value: SignInScopes.requested.joined(separator: " ")),
            URLQueryItem(name: "state", value: state),
        ]
        if let proofKey {
            query += [
                URLQueryItem(name: "code_challenge", value: proofKey.challenge),
                URLQueryItem(name: "code_challenge_method", value: "S256"),
            ]
        }
        components.percentEncodedQuery = query.map { "\($0.name)=\(Self.formEscaped($0.value ?? ""))" }.joined(separator: "&")
        return components.url
    }

    /// Trades the code from the authorisation page for an access token.
    public func exchangeCode(
        _ code: String, application: ApplicationEntity, redirectURI: String, proofKey: ProofKey?
    ) async throws -> TokenEntity {
        var fields = [
            ("grant_type", "authorization_code"), ("code", code), ("client_id", application.clientId),
            ("client_secret", application.clientSecret), ("redirect_uri", redirectURI),
            ("scope", SignInScopes.requested.joined(separator: " ")),
        ]
        if let proofKey { fields.append(("code_verifier", proofKey.verifier)) }
        return try decode(
            TokenEntity.self,
            from: await perform(.post, "/oauth/token", body: Self.form(fields), contentType: Self.formContentType))
    }

    /// Tells the instance to forget a token: it stops working at once.
    public func revokeToken(_ token: String, application: ApplicationEntity) async throws {
        let body = Self.form([("client_id", application.clientId), ("client_secret", application.clientSecret), ("token", token)])
        _ = try await perform(.post, "/oauth/revoke", body: body, contentType: Self.formContentType)
    }
}
