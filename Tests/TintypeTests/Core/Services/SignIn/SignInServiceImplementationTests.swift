import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct SignInServiceImplementationTests {
    private func service(_ transport: StubTransport) -> SignInServiceImplementation {
        let home = TestFolders.unique("tintype-sign-in")
        return SignInServiceImplementation(
            paths: StoragePaths(configDirectory: home, cacheDirectory: home, stateDirectory: home, dataDirectory: home), browser: nil,
            transport: transport)
    }

    /// An instance that registers the app.
    private static func registering() -> StubTransport {
        StubTransport(json: #"{"client_id":"c","client_secret":"s"}"#)
    }

    @Test func testThatACodeWithNoSignInBegunIsRefused() async {
        // given
        let signIn = service(StubTransport([]))
        // when
        let error = await caughtError { _ = try await signIn.complete(code: "code-1") }
        // then
        #expect(error as? SignInServiceError == .noAttempt)
    }

    @Test func testThatABegunSignInIsKeptForItsCode() async throws {
        // given: the app registered, then the code refused by the instance
        let transport = Self.registering()
        let signIn = service(transport)
        _ = try await signIn.begin(instance: "pixelfed.example")
        transport.answer(with: [.success(HTTPResponse(status: 400, headers: [], body: Data(#"{"error":"invalid_grant"}"#.utf8)))])
        // when
        let error = await caughtError { _ = try await signIn.complete(code: "code-1") }
        // then: the instance was asked, so the attempt was there
        #expect(!(error is SignInServiceError) && transport.requests.last?.url.path == "/oauth/token")
    }

    @Test func testThatAGivenUpSignInTakesNoCode() async throws {
        // given
        let signIn = service(Self.registering())
        _ = try await signIn.begin(instance: "pixelfed.example")
        // when
        await signIn.abandon()
        let error = await caughtError { _ = try await signIn.complete(code: "code-1") }
        // then
        #expect(error as? SignInServiceError == .noAttempt)
    }
}
