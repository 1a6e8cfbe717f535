import MastodonAPI
import Testing

@testable import Tintype

@MainActor
struct AccountListInteractorTests {
    let output = AccountListInteractorOutputSpy()

    @Test func testThatAPageComesWithTheCursorOfTheNext() async {
        // given
        let page = Page(
            items: [AccountEntity(id: "g", username: "grace", acct: "grace", displayName: "Grace")],
            older: .older(than: "17"), newer: nil)
        let interactor = AccountListInteractor(
            accountService: AccountServiceStub(followers: .success(page)), likeService: LikeServiceStub())
        interactor.output = output
        // when
        interactor.obtainAccounts(of: .followers(accountId: "a", handle: "ada"), after: nil)
        await interactor.work.idle()
        // then
        #expect(output.pages.first?.accounts.map(\.id) == ["g"] && output.pages.first?.nextCursor == "17")
    }

    @Test func testThatAFailureIsReported() async {
        // given
        let interactor = AccountListInteractor(accountService: AccountServiceStub(), likeService: LikeServiceStub())
        interactor.output = output
        // when
        interactor.obtainAccounts(of: .following(accountId: "a", handle: "ada"), after: "17")
        await interactor.work.idle()
        // then
        #expect(output.problems == [.unreachable])
    }
}
