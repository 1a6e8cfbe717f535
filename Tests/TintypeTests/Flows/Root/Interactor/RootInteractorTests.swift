import MastodonAPI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct RootInteractorTests {
    @Test func testThatTheSignedInAccountIsReportedWithACleanName() async {
        // given
        let output = RootInteractorOutputSpy()
        let account = AccountEntity(id: "a", username: "ada", acct: "ada", displayName: "Ada\u{202E} Lovelace")
        let interactor = RootInteractor(accountService: AccountServiceStub(account: account))
        interactor.output = output
        // when
        interactor.obtainCurrentAccount()
        await interactor.work.idle()
        // then
        #expect(output.accounts == [Author(id: "a", displayName: "Ada Lovelace", handle: "ada")])
    }
}
