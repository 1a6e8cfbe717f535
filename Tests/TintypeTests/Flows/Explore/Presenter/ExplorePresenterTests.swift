import Foundation
import Localisation
import MastodonAPI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ExplorePresenterTests {
    let view = ExploreViewInputSpy()
    let interactor = ExploreInteractorInputSpy()
    let router = ExploreRouterInputSpy()
    let presenter: ExplorePresenter
    let grace = Author(id: "g", displayName: "Grace Hopper", handle: "grace")

    init() {
        presenter = ExplorePresenter(interactor: interactor, router: router, context: .test())
        presenter.view = view
    }

    private var post: Post { PostMapper.post(from: EntityFixture.status(id: "9")) }

    /// Results for "gra": Grace, #graphs and a post, as the interactor answers them.
    private func showResults() {
        presenter.didChangeQuery("gra")
        presenter.didObtainResults(
            SearchResults(accounts: [grace], hashtags: [Hashtag(name: "graphs", recentUses: 3)], posts: [post]), for: "gra")
    }

    @Test func testThatPresenterSetsUpViewOnViewReadyEvent() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.didSetupInitialState)
    }

    @Test func testThatPresenterNamesTheModuleOnViewReadyEvent() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.shownTitles == ["Explore"])
    }

    @Test func testThatTheFieldSaysWhatItSearches() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.searchHints == ["/ to search accounts, hashtags and posts"])
    }

    @Test func testThatPresenterRemembersItWasConfigured() {
        // when
        presenter.configureModule()
        // then
        #expect(presenter.state.isConfigured)
    }

    @Test func testThatTheDiscoveriesAreAskedForOnViewReadyEvent() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.discoveryRequests == 1)
    }

    @Test func testThatDiscoveriesAreShownHeadedAsSuggestions() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainDiscoveries(SearchResults(accounts: [grace], hashtags: [Hashtag(name: "moths")]))
        // then
        #expect(view.shownRows.last?.map(\.heading) == ["Suggested for you", "Trending hashtags"])
    }

    @Test func testThatABlockedAccountsPostsLeaveTheTrendingPosts() {
        // given: posts 1 and 2, by accounts a1 and a2
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainDiscoveries(SearchResults(posts: [.fixture(id: "1"), .fixture(id: "2")]))
        // when
        presenter.didSilenceAccount(withId: "a1")
        // then
        #expect(view.shownRows.last?.filter { $0.kind == .post }.map(\.id) == ["post:2"])
    }

    @Test func testThatABlockedAccountLeavesTheSuggestions() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainDiscoveries(SearchResults(accounts: [grace], hashtags: [Hashtag(name: "moths")]))
        // when
        presenter.didSilenceAccount(withId: "g")
        // then
        #expect(view.shownRows.last?.contains { $0.kind == .account } == false)
    }

    @Test func testThatTheSilencedAccountsAreListenedForOnViewReadyEvent() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.silencedObserveRequests == 1)
    }

    @Test func testThatTheHashtagsIFollowComeFirstHeaded() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainDiscoveries(SearchResults(accounts: [grace]))
        // when
        presenter.didObtainFollowedHashtags([Hashtag(name: "moths", isFollowed: true)])
        // then
        #expect(view.shownRows.last?.map(\.heading) == ["Hashtags you follow", "Suggested for you"])
    }

    @Test func testThatEnterOnAHashtagIFollowOpensIt() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainFollowedHashtags([Hashtag(name: "moths", isFollowed: true)])
        // when
        presenter.didSelectResult(at: 0)
        // then
        #expect(router.openedHashtags == ["moths"])
    }

    @Test func testThatDiscoveriesWaitWhileAQueryIsTyped() {
        // given
        presenter.didChangeQuery("gra")
        // when
        presenter.didObtainDiscoveries(SearchResults(hashtags: [Hashtag(name: "moths")]))
        // then
        #expect(view.shownRows.isEmpty)
    }

    @Test func testThatAQueryClearedShowsTheDiscoveriesAgain() {
        // given
        presenter.didObtainDiscoveries(SearchResults(hashtags: [Hashtag(name: "moths")]))
        showResults()
        // when
        presenter.didChangeQuery("")
        // then
        #expect(view.shownRows.last?.map(\.id) == ["hashtag:moths"])
    }

    @Test func testThatATypedQueryIsSearchedFor() {
        // when
        presenter.didChangeQuery("gra")
        // then
        #expect(interactor.searchedQueries == ["gra"])
    }

    @Test func testThatATypedQuerySaysItIsSearching() {
        // when
        presenter.didChangeQuery("gra")
        // then
        #expect(view.shownStatuses.last?.text == "searching for “gra”…")
    }

    @Test func testThatABlankQueryAsksNothingAndClearsTheResults() {
        // given
        showResults()
        // when
        presenter.didChangeQuery("  ")
        // then
        #expect(interactor.searchedQueries == ["gra"] && view.shownRows.last == [])
    }

    @Test func testThatResultsAreShownInGroupsEachHeadedOnce() {
        // when
        showResults()
        // then
        #expect(view.shownRows.last?.map(\.heading) == ["Accounts", "Hashtags", "Posts"])
    }

    @Test func testThatTheStatusCountsWhatWasFound() {
        // when
        showResults()
        // then
        #expect(view.shownStatuses.last?.text == "3 found")
    }

    @Test func testThatResultsOfAQueryTypedOverAreNotShown() {
        // given
        presenter.didChangeQuery("gra")
        presenter.didChangeQuery("grac")
        // when
        presenter.didObtainResults(SearchResults(accounts: [grace]), for: "gra")
        // then
        #expect(view.shownRows.isEmpty)
    }

    @Test func testThatNothingFoundIsSaid() {
        // given
        presenter.didChangeQuery("zzz")
        // when
        presenter.didObtainResults(SearchResults(), for: "zzz")
        // then
        #expect(view.shownStatuses.last?.text == "Nothing found.")
    }

    @Test func testThatARefusedSearchIsWordedAsAnError() {
        // given
        presenter.didChangeQuery("gra")
        // when
        presenter.didFailToObtainResults(.rateLimited(until: nil), for: "gra")
        // then
        #expect(view.shownStatuses.last?.tone == .error && view.shownStatuses.last?.text.hasPrefix("search failed: ") == true)
    }

    @Test func testThatEnterOnAnAccountOpensItsProfile() {
        // given
        showResults()
        // when
        presenter.didSelectResult(at: 0)
        // then
        #expect(router.openedProfiles == ["g"])
    }

    @Test func testThatEnterOnAHashtagOpensItsGrid() {
        // given
        showResults()
        // when
        presenter.didSelectResult(at: 1)
        // then
        #expect(router.openedHashtags == ["graphs"])
    }

    @Test func testThatEnterOnAPostOpensIt() {
        // given
        showResults()
        // when
        presenter.didSelectResult(at: 2)
        // then
        #expect(router.openedPosts == ["9"])
    }

    @Test func testThatEnterInTheFieldAsksToLookTheTextUp() {
        // when
        presenter.didSubmitQuery("@grace@pixelfed.social")
        // then
        #expect(interactor.submittedTexts == ["@grace@pixelfed.social"])
    }

    @Test func testThatAHandleElsewhereSaysItIsBeingLookedUp() {
        // given
        interactor.handleElsewhere = "grace@pixelfed.social"
        // when
        presenter.didSubmitQuery("@grace@pixelfed.social")
        // then
        #expect(view.shownStatuses.last?.text == "looking up grace@pixelfed.social…")
    }

    @Test func testThatAResolvedHandleOpensItsProfile() {
        // when
        presenter.didResolveAccount(grace, handle: "grace@pixelfed.social")
        // then
        #expect(router.openedProfiles == ["g"])
    }

    @Test func testThatAnUnknownHandleIsSaid() {
        // when
        presenter.didResolveAccount(nil, handle: "grace@pixelfed.social")
        // then
        #expect(view.shownStatuses.last?.text == "grace@pixelfed.social was not found")
    }

    @Test func testThatAPostTakenDownLeavesTheResults() {
        // given
        showResults()
        // when
        presenter.didChangePost(.removed(originalId: "9"))
        // then
        #expect(view.shownRows.last?.map(\.id) == ["account:g", "hashtag:graphs"])
    }

    @Test func testThatALikeMadeElsewhereMakesOnlyThePostsRowAgain() {
        // given
        showResults()
        var liked = post
        liked.isLiked = true
        // when
        presenter.didChangePost(.changed(liked))
        // then
        #expect(view.updatedRows.last?.map(\.id) == ["post:9"])
    }

    @Test func testThatThePostsRowMadeAgainShowsTheLike() {
        // given
        showResults()
        var liked = post
        liked.isLiked = true
        liked.likesCount = 1
        // when
        presenter.didChangePost(.changed(liked))
        // then
        #expect(view.updatedRows.last?.first?.title.hasSuffix("♥ 1") == true)
    }

    @Test func testThatTheFirstPostMadeAgainKeepsItsHeading() {
        // given
        showResults()
        var liked = post
        liked.isLiked = true
        // when
        presenter.didChangePost(.changed(liked))
        // then
        #expect(view.updatedRows.last?.first?.heading == Strings.searchPostsHeading)
    }

    @Test func testThatRefreshSearchesTheQueryAgain() {
        // given
        presenter.didChangeQuery("gra")
        // when
        presenter.didTriggerRefreshEvent()
        // then
        #expect(interactor.searchedQueries == ["gra", "gra"])
    }

    @Test func testThatPresenterClosesTheModuleOnBackEvent() {
        // when
        presenter.didTriggerBackEvent()
        // then
        #expect(router.closeRequests == 1)
    }

    @Test func testThatAPostTakenDownFromTheResultsSaysSo() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didDeletePost(writingAgain: false)
        // then
        #expect(view.shownStatuses.last?.text == Strings.postDeleted)
    }

    @Test func testThatAPostTakenDownToBeWrittenAgainSaysWhereItWaits() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didDeletePost(writingAgain: true)
        // then
        #expect(view.shownStatuses.last?.text == Strings.postInComposer)
    }
}
