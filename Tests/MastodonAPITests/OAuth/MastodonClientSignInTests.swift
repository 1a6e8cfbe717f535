import Foundation
import TestSupport
import Testing

@testable import MastodonAPI

struct MastodonClientSignInTests {
    private let application = ApplicationEntity(clientId: "client-1", clientSecret: "secret-1")

    private func anonymous(_ transport: StubTransport) throws -> MastodonClient {
        MastodonClient(
            instance: try InstanceAddress("https://pixelfed.example"), token: "", transport: transport, userAgent: "Tintype/test")
    }

    private func form(_ request: HTTPRequest?) -> [String: String] {
        let text = String(decoding: request?.body ?? Data(), as: UTF8.self)
        var components = URLComponents()
        components.percentEncodedQuery = text
        return Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
    }

    @Test func testThatRegisteringNamesTheRedirectExactly() async throws {
        // given
        let transport = StubTransport(json: #"{"client_id":"c","client_secret":"s"}"#)
        // when
        _ = try await anonymous(transport).registerApplication(name: "Tintype", redirectURI: "http://127.0.0.1:5555/callback")
        // then
        #expect(form(transport.lastRequest)["redirect_uris"] == "http://127.0.0.1:5555/callback")
    }

    @Test func testThatRegisteringAsksForTheScopesTintypeUses() async throws {
        // given
        let transport = StubTransport(json: #"{"client_id":"c","client_secret":"s"}"#)
        // when
        _ = try await anonymous(transport).registerApplication(name: "Tintype", redirectURI: MastodonClient.outOfBandRedirect)
        // then
        #expect(form(transport.lastRequest)["scopes"] == "read write follow push")
    }

    @Test func testThatRegisteringIsSentAsAForm() async throws {
        // given
        let transport = StubTransport(json: #"{"client_id":"c","client_secret":"s"}"#)
        // when
        _ = try await anonymous(transport).registerApplication(name: "Tintype", redirectURI: MastodonClient.outOfBandRedirect)
        // then
        #expect(transport.lastRequest?.header("Content-Type") == "application/x-www-form-urlencoded")
    }

    @Test func testThatAClientWithoutATokenSendsNoAuthorization() async throws {
        // given
        let transport = StubTransport(json: #"{"client_id":"c","client_secret":"s"}"#)
        // when
        _ = try await anonymous(transport).registerApplication(name: "Tintype", redirectURI: MastodonClient.outOfBandRedirect)
        // then
        #expect(transport.lastRequest?.header("Authorization") == nil)
    }

    @Test func testThatTheAuthorisationAddressCarriesTheState() throws {
        // given
        let client = try anonymous(StubTransport(json: "{}"))
        // when
        let address = client.authorizationAddress(
            application: application, redirectURI: MastodonClient.outOfBandRedirect, state: "state-1", proofKey: nil)
        // then
        let items = URLComponents(url: try #require(address), resolvingAgainstBaseURL: false)?.queryItems ?? []
        #expect(items.contains(URLQueryItem(name: "state", value: "state-1")))
    }

    @Test func testThatTheAuthorisationAddressCarriesTheProofKeysChallenge() throws {
        // given
        let key = ProofKey(verifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")
        // when
        let address = try anonymous(StubTransport(json: "{}")).authorizationAddress(
            application: application, redirectURI: MastodonClient.outOfBandRedirect, state: "s", proofKey: key)
        // then
        let items = URLComponents(url: try #require(address), resolvingAgainstBaseURL: false)?.queryItems ?? []
        #expect(items.contains(URLQueryItem(name: "code_challenge", value: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")))
    }

    @Test func testThatTheAuthorisationAddressIsTheInstancesOwnPage() throws {
        // given
        let client = try anonymous(StubTransport(json: "{}"))
        // when
        let address = client.authorizationAddress(
            application: application, redirectURI: MastodonClient.outOfBandRedirect, state: "s", proofKey: nil)
        // then
        #expect(address?.absoluteString.hasPrefix("https://pixelfed.example/oauth/authorize?") == true)
    }

    @Test func testThatExchangingSendsTheVerifier() async throws {
        // given
        let transport = StubTransport(json: #"{"access_token":"t","scope":"read write"}"#)
        // when
        _ = try await anonymous(transport).exchangeCode(
            "code-1", application: application, redirectURI: MastodonClient.outOfBandRedirect, proofKey: ProofKey(verifier: "v-1"))
        // then
        #expect(form(transport.lastRequest)["code_verifier"] == "v-1")
    }

    @Test func testThatExchangingGivesTheGrantedScopes() async throws {
        // given
        let transport = StubTransport(json: #"{"access_token":"t","token_type":"Bearer","scope":"read write"}"#)
        // when
        let token = try await anonymous(transport).exchangeCode(
            "code-1", application: application, redirectURI: MastodonClient.outOfBandRedirect, proofKey: nil)
        // then
        #expect(token == TokenEntity(accessToken: "t", scope: "read write"))
    }

    @Test func testThatRevokingNamesTheToken() async throws {
        // given
        let transport = StubTransport(json: "{}")
        // when
        try await anonymous(transport).revokeToken("old-token", application: application)
        // then
        #expect(form(transport.lastRequest)["token"] == "old-token")
    }

    @Test func testThatAServerWithoutSignInInformationGivesNone() async throws {
        // given
        let transport = StubTransport(status: 404, json: #"{"error":"Not found"}"#)
        // when
        let server = await (try anonymous(transport)).signInServer()
        // then
        #expect(server == nil)
    }

    @Test func testThatAServerTakingS256SaysSo() async throws {
        // given
        let transport = StubTransport(json: #"{"issuer":"https://pixelfed.example/","code_challenge_methods_supported":["S256"]}"#)
        // when
        let server = await (try anonymous(transport)).signInServer()
        // then
        #expect(server?.codeChallengeMethods == ["S256"])
    }
}
