import MastodonAPI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ExploreInteractorTests {
    let output = ExploreInteractorOutputSpy()

    private func interactor(
        _ service: SearchServiceStub, tags: TagServiceStub = TagServiceStub(), safety: SafetyServiceStub = SafetyServiceStub(),
        typingPause: Duration = .zero
    ) -> ExploreInteractor {
        let interactor = ExploreInteractor(
            searchService: service, tagService: tags, safetyService: safety, postStore: PostStore(), typingPause: typingPause)
        interactor.output = output
        return interactor
    }

    private var found: SearchResultsEntity {
        SearchResultsEntity(accounts: [AccountEntity(id: "g", username: "grace", acct: "grace", displayName: "Grace Hopper")])
    }

    @Test func testThatInteractorDoesNotKeepItsOutputAlive() {
        // given
        let interactor = ExploreInteractor(
            searchService: SearchServiceStub(), tagService: TagServiceStub(), safetyService: SafetyServiceStub(), postStore: PostStore())
        weak var output: ExploreInteractorOutputSpy?
        do {
            let spy = ExploreInteractorOutputSpy()
            interactor.output = spy
            output = spy
        }
        // when
        interactor.cancelAllRequests()
        // then
        #expect(output == nil)
    }

    @Test func testThatResultsComeMappedWithTheirQuery() async {
        // given
        let interactor = interactor(SearchServiceStub(results: .success(found)))
        // when
        interactor.obtainResults(for: "gra")
        await interactor.work.idle()
        // then
        #expect(output.results.map(\.0.accounts.first?.displayName) == ["Grace Hopper"] && output.results.map(\.1) == ["gra"])
    }

    @Test func testThatOnlyTheLastOfQueriesTypedFastIsSent() async {
        // given
        let service = SearchServiceStub()
        let interactor = interactor(service, typingPause: .milliseconds(200))
        // when
        interactor.obtainResults(for: "g")
        interactor.obtainResults(for: "gr")
        interactor.obtainResults(for: "gra")
        await interactor.work.idle()
        // then
        #expect(service.asked.items.map(\.query) == ["gra"])
    }

    @Test func testThatASearchWhileTypingIsNotResolved() async {
        // given
        let service = SearchServiceStub()
        let interactor = interactor(service)
        // when
        interactor.obtainResults(for: "gra")
        await interactor.work.idle()
        // then
        #expect(service.asked.items.map(\.resolve) == [false])
    }

    @Test func testThatARefusedSearchIsTold() async {
        // given
        let interactor = interactor(SearchServiceStub(results: .failure(.rateLimited(until: nil))))
        // when
        interactor.obtainResults(for: "gra")
        await interactor.work.idle()
        // then
        #expect(output.failures == ["gra"])
    }

    @Test func testThatAHandleElsewhereIsResolvedAsAnAccount() async {
        // given
        let service = SearchServiceStub(results: .success(found))
        let interactor = interactor(service)
        // when
        _ = interactor.resolveAccountIfHandleElsewhere("@grace@pixelfed.social")
        await interactor.work.idle()
        // then
        #expect(service.asked.items == [.init(query: "grace@pixelfed.social", kind: .accounts, resolve: true)])
    }

    @Test func testThatTheResolvedAccountIsTold() async {
        // given
        let interactor = interactor(SearchServiceStub(results: .success(found)))
        // when
        _ = interactor.resolveAccountIfHandleElsewhere("grace@pixelfed.social")
        await interactor.work.idle()
        // then
        #expect(output.resolved.map { $0?.id } == ["g"])
    }

    @Test func testThatWordsAreNotLookedUpAsAHandle() async {
        // given
        let service = SearchServiceStub()
        let interactor = interactor(service)
        // when
        let handle = interactor.resolveAccountIfHandleElsewhere("grace hopper")
        await interactor.work.idle()
        // then
        #expect(handle == nil && service.asked.items.isEmpty)
    }

    @Test func testThatDiscoveriesComeMapped() async {
        // given
        var service = SearchServiceStub()
        service.discoveries = SearchResultsEntity(hashtags: [TagEntity(name: "moths", dailyUses: [2, 1])])
        let interactor = interactor(service)
        // when
        interactor.obtainDiscoveries()
        await interactor.work.idle()
        // then
        #expect(output.discoveries.map(\.hashtags) == [[Hashtag(name: "moths", recentUses: 3)]])
    }

    @Test func testThatAnAccountSilencedElsewhereIsTold() async {
        // given
        let interactor = interactor(SearchServiceStub(), safety: SafetyServiceStub(silencedElsewhere: ["g"]))
        // when
        interactor.observeSilencedAccounts()
        await interactor.work.idle()
        // then
        #expect(output.silencedAccounts == ["g"])
    }
}
