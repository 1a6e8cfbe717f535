import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct SignInInteractorTests {
    private static let page = SignInPage(
        instance: "pixelfed.example", address: "https://pixelfed.example/oauth/authorize?client_id=c", waitsForBrowser: false,
        opened: false)

    private static let grace = "grace@pixelfed.example"

    private func interactor(_ service: SignInServiceStub) -> (SignInInteractor, SignInInteractorOutputSpy) {
        let interactor = SignInInteractor(signInService: service)
        let output = SignInInteractorOutputSpy()
        interactor.output = output
        return (interactor, output)
    }

    @Test func testThatInteractorDoesNotKeepItsOutputAlive() throws {
        // given
        let interactor = SignInInteractor(
            signInService: SignInServiceStub(begin: .success(Self.page), complete: .success(Self.grace)))
        weak var output: SignInInteractorOutputSpy?
        do {
            let spy = SignInInteractorOutputSpy()
            interactor.output = spy
            output = spy
        }
        // when
        interactor.cancelAllRequests()
        // then
        #expect(output == nil)
    }

    @Test func testThatABegunSignInGivesTheInstancesPage() async throws {
        // given
        let (interactor, output) = interactor(SignInServiceStub(begin: .success(Self.page), complete: .success(Self.grace)))
        // when
        interactor.begin(instance: "pixelfed.example")
        await eventually { !output.pages.isEmpty }
        // then
        #expect(output.pages.first?.address == "https://pixelfed.example/oauth/authorize?client_id=c")
    }

    @Test func testThatAPageWithoutABrowserWaitsForACode() async throws {
        // given
        let (interactor, output) = interactor(SignInServiceStub(begin: .success(Self.page), complete: .success(Self.grace)))
        // when
        interactor.begin(instance: "pixelfed.example")
        await eventually { !output.pages.isEmpty }
        // then
        #expect(output.pages.first?.waitsForBrowser == false && output.signedIn.isEmpty)
    }

    @Test func testThatAPastedCodeSignsInAsTheAccount() async throws {
        // given
        let (interactor, output) = interactor(SignInServiceStub(begin: .success(Self.page), complete: .success(Self.grace)))
        interactor.begin(instance: "pixelfed.example")
        await eventually { !output.pages.isEmpty }
        // when
        interactor.complete(code: "code-1", instance: "pixelfed.example")
        await eventually { !output.signedIn.isEmpty }
        // then
        #expect(output.signedIn == ["grace@pixelfed.example"])
    }

    @Test func testThatARefusedCodeIsSaid() async throws {
        // given
        let (interactor, output) = interactor(
            SignInServiceStub(begin: .success(Self.page), complete: .failure(SignIn.Failure.codeRefused("refused"))))
        interactor.begin(instance: "pixelfed.example")
        await eventually { !output.pages.isEmpty }
        // when
        interactor.complete(code: "code-1", instance: "pixelfed.example")
        await eventually { !output.failures.isEmpty }
        // then
        #expect(output.failures == [SignIn.Failure.codeRefused("refused").description])
    }

    @Test func testThatAnInstanceThatCannotBeReachedIsSaid() async throws {
        // given
        let (interactor, output) = interactor(
            SignInServiceStub(begin: .failure(MastodonError.transport(.unreachable("refused"))), complete: .success(Self.grace)))
        // when
        interactor.begin(instance: "pixelfed.example")
        await eventually { !output.failures.isEmpty }
        // then
        #expect(output.pages.isEmpty && output.failures.count == 1)
    }

    @Test func testThatGivingUpAbandonsTheAttempt() async throws {
        // given
        let service = SignInServiceStub(begin: .success(Self.page), complete: .success(Self.grace))
        let (interactor, output) = interactor(service)
        interactor.begin(instance: "pixelfed.example")
        await eventually { !output.pages.isEmpty }
        // when
        interactor.abandon()
        await eventually { service.abandoned == 1 }
        // then
        #expect(service.abandoned == 1)
    }
}
