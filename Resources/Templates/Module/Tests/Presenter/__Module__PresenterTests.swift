import Testing

@testable import Tintype

@MainActor
struct __Module__PresenterTests {
    let view = __Module__ViewInputSpy()
    let interactor = __Module__InteractorInputSpy()
    let router = __Module__RouterInputSpy()
    let presenter: __Module__Presenter

    init() {
        presenter = __Module__Presenter(interactor: interactor, router: router, context: .test())
        presenter.view = view
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
        #expect(view.shownTitles == ["__Title__"])
    }

    @Test func testThatPresenterRemembersItWasConfigured() {
        // given
        // when
        presenter.configureModule()
        // then
        #expect(presenter.state.isConfigured)
    }

    @Test func testThatPresenterClosesTheModuleOnBackEvent() {
        // given
        // when
        presenter.didTriggerBackEvent()
        // then
        #expect(router.closeRequests == 1)
    }

}
