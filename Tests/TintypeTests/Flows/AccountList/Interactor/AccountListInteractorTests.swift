import MastodonAPI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct AccountListInteractorTests {
    let output = AccountListInteractorOutputSpy()

    @Test func testThatAPageSaysWhetherMoreFollow() async {
        // given
        let page = Page(
            items: [AccountEntity(id: "g", username: "grace", acct: "grace", displayName: "Grace")],
            older: .older(than: "17"), newer: nil)
        let interactor = AccountListInteractor(
            accountService: AccountServiceStub(followers: .success(page)), likeService: LikeServiceStub(),
            safetyService: SafetyServiceStub())
        interactor.output = output
        // when
        interactor.obtainAccounts(of: .followers(accountId: "a", handle: "ada"), more: false)
        await interactor.work.idle()
        // then
        #expect(output.pages.first?.accounts.map(\.id) == ["g"] && output.pages.first?.hasMore == true)
    }

    @Test func testThatAFailureIsReported() async {
        // given
        let interactor = AccountListInteractor(
            accountService: AccountServiceStub(), likeService: LikeServiceStub(), safetyService: SafetyServiceStub())
        interactor.output = output
        // when
        interactor.obtainAccounts(of: .following(accountId: "a", handle: "ada"), more: true)
        await interactor.work.idle()
        // then
        #expect(output.problems == [.unreachable])
    }

    @Test func testThatTheAccountsIBlockComeFromTheSafetyService() async {
        // given
        let blocked = [AccountEntity(id: "g", username: "grace", acct: "grace", displayName: "Grace")]
        let interactor = AccountListInteractor(
            accountService: AccountServiceStub(), likeService: LikeServiceStub(), safetyService: SafetyServiceStub(blocked: blocked))
        interactor.output = output
        // when
        interactor.obtainAccounts(of: .blocked, more: false)
        await interactor.work.idle()
        // then
        #expect(output.pages.first?.accounts.map(\.id) == ["g"])
    }
}
