import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct AccountSwitcherInteractorTests {
    @Test func testThatTheSignedInAccountsAreGiven() {
        // given
        let interactor = AccountSwitcherInteractor(
            signedInAccountsService: SignedInAccountsServiceStub(names: ["grace@a.example", "alan@b.example"], defaultName: nil))
        let output = AccountSwitcherInteractorOutputSpy()
        interactor.output = output
        // when
        interactor.obtainAccounts()
        // then
        #expect(output.obtained == [["grace@a.example", "alan@b.example"]])
    }

    @Test func testThatAnUnreadableBookIsSaidAsSuch() {
        // given
        let interactor = AccountSwitcherInteractor(
            signedInAccountsService: SignedInAccountsServiceStub(failure: .damaged("/home/u/.config/tintype/accounts/x.damaged")))
        let output = AccountSwitcherInteractorOutputSpy()
        interactor.output = output
        // when
        interactor.obtainAccounts()
        // then
        #expect(output.failures == [AccountBook.Failure.damaged("/home/u/.config/tintype/accounts/x.damaged").description])
    }

    @Test func testThatInteractorDoesNotKeepItsOutputAlive() {
        // given
        let interactor = AccountSwitcherInteractor(signedInAccountsService: SignedInAccountsServiceStub())
        weak var output: AccountSwitcherInteractorOutputSpy?
        do {
            let spy = AccountSwitcherInteractorOutputSpy()
            interactor.output = spy
            output = spy
        }
        // when
        interactor.cancelAllRequests()
        // then
        #expect(output == nil)
    }
}
