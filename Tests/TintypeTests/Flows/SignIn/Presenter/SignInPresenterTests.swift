import Localisation
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct SignInPresenterTests {
    let view = SignInViewInputSpy()
    let interactor = SignInInteractorInputSpy()
    let router = SignInRouterInputSpy()
    let moduleOutput = SignInModuleOutputSpy()
    let presenter: SignInPresenter

    private let pastedPage = SignInPage(
        instance: "pixelfed.example", address: "https://pixelfed.example/oauth/authorize", waitsForBrowser: false, opened: false)
    private let browserPage = SignInPage(
        instance: "pixelfed.example", address: "https://pixelfed.example/oauth/authorize", waitsForBrowser: true, opened: true)

    init() {
        presenter = SignInPresenter(interactor: interactor, router: router)
        presenter.view = view
        presenter.configureModule(output: moduleOutput)
    }

    @Test func testThatPresenterSetsUpViewOnViewReadyEvent() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.didSetupInitialState)
    }

    @Test func testThatPresenterNamesTheModuleOnViewReadyEvent() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.shownTitles == ["Sign in"])
    }

    @Test func testThatTheInstanceIsAskedForFirst() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.shownModels.last?.field?.title == Strings.signInInstanceTitle)
    }

    @Test func testThatAnInstanceTypedBeginsTheSignIn() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerSubmitEvent("  pixelfed.example ")
        // then
        #expect(interactor.begunInstances == ["pixelfed.example"])
    }

    @Test func testThatNothingTypedBeginsNothing() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerSubmitEvent("  ")
        // then
        #expect(interactor.begunInstances.isEmpty)
    }

    @Test func testThatAPageWithoutABrowserAsksForTheCode() {
        // given
        presenter.didTriggerSubmitEvent("pixelfed.example")
        // when
        presenter.didBegin(pastedPage)
        // then
        #expect(view.shownModels.last?.field?.title == Strings.signInCodeTitle)
    }

    @Test func testThatThePagesAddressIsShownWhole() {
        // given
        presenter.didTriggerSubmitEvent("pixelfed.example")
        // when
        presenter.didBegin(browserPage)
        // then
        #expect(view.shownModels.last?.address == "https://pixelfed.example/oauth/authorize")
    }

    @Test func testThatWaitingForTheBrowserTakesNoText() {
        // given
        presenter.didTriggerSubmitEvent("pixelfed.example")
        // when
        presenter.didBegin(browserPage)
        // then
        #expect(view.shownModels.last?.field == nil)
    }

    @Test func testThatAPastedCodeCompletesTheSignIn() {
        // given
        presenter.didTriggerSubmitEvent("pixelfed.example")
        presenter.didBegin(pastedPage)
        // when
        presenter.didTriggerSubmitEvent("code-1\n")
        // then
        #expect(interactor.completedCodes == ["code-1"])
    }

    @Test func testThatTheAccountSignedInIsHandedOn() {
        // given
        presenter.didTriggerSubmitEvent("pixelfed.example")
        // when
        presenter.didSignIn(accountName: "grace@pixelfed.example")
        // then
        #expect(moduleOutput.signedIn == ["grace@pixelfed.example"])
    }

    @Test func testThatAFailureIsShownWithTheInstanceKept() {
        // given
        presenter.didTriggerSubmitEvent("pixelfed.example")
        // when
        presenter.didFail("cannot reach pixelfed.example")
        // then
        let shown = view.shownModels.last
        #expect(shown?.error == "cannot reach pixelfed.example" && shown?.field?.text == "pixelfed.example")
    }

    @Test func testThatARefusedCodeAsksForTheCodeAgain() {
        // given
        presenter.didTriggerSubmitEvent("pixelfed.example")
        presenter.didBegin(pastedPage)
        presenter.didTriggerSubmitEvent("code-1")
        // when
        presenter.didFail("the instance did not take the code")
        // then
        #expect(view.shownModels.last?.field?.title == Strings.signInCodeTitle)
    }

    @Test func testThatBackFromThePageAbandonsTheAttempt() {
        // given
        presenter.didTriggerSubmitEvent("pixelfed.example")
        presenter.didBegin(browserPage)
        // when
        presenter.didTriggerBackEvent()
        // then
        #expect(interactor.abandonRequests == 1 && router.closeRequests == 0)
    }

    @Test func testThatBackFromTheFirstStepGivesUp() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerBackEvent()
        // then
        #expect(moduleOutput.giveUps == 1)
    }

    @Test func testThatBackFromTheFirstStepWithNobodyToTellClosesTheModule() {
        // given
        let alone = SignInPresenter(interactor: interactor, router: router)
        alone.view = view
        // when
        alone.didTriggerBackEvent()
        // then
        #expect(router.closeRequests == 1)
    }

    @Test func testThatOpenAgainReopensThePageWhileWaitingForTheBrowser() {
        // given
        presenter.didTriggerSubmitEvent("pixelfed.example")
        presenter.didBegin(browserPage)
        // when
        presenter.didTriggerOpenPageEvent()
        // then
        #expect(interactor.openAgainRequests == 1)
    }
}
