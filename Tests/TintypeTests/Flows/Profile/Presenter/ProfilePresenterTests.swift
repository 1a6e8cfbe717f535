import Foundation
import Imaging
import Localisation
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ProfilePresenterTests {
    let view = ProfileViewInputSpy()
    let interactor = ProfileInteractorInputSpy()
    let router = ProfileRouterInputSpy()
    let clock = TestClock(Date(timeIntervalSince1970: 1_000_300))
    let presenter: ProfilePresenter

    init() {
        let clock = self.clock
        presenter = ProfilePresenter(
            interactor: interactor, router: router, cellObjectFactory: ProfileCellObjectFactory(),
            context: ModuleContext(instanceName: "demo.example", now: { clock.now }))
        presenter.view = view
    }

    private func showGrace(relationship: Relationship? = Relationship(), isLocked: Bool = false) {
        presenter.configure(withAccountId: "g")
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainProfile(.fixture(isLocked: isLocked))
        if let relationship { presenter.didChangeRelationship(relationship) }
    }

    // MARK: - Opening

    /// Grace with a picture of her own.
    private static var graceWithAvatar: Profile {
        var grace = Profile.fixture()
        grace.avatarAddress = "https://x/grace.png"
        return grace
    }

    @Test func testThatTheAvatarIsAskedForWithTheProfile() {
        // given
        presenter.configure(withAccountId: "g")
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainProfile(Self.graceWithAvatar)
        presenter.didObtainProfile(Self.graceWithAvatar)
        // then
        #expect(interactor.avatarRequests == ["https://x/grace.png"])
    }

    @Test func testThatTheAvatarThatCameIsInTheHeader() {
        // given
        presenter.configure(withAccountId: "g")
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainProfile(Self.graceWithAvatar)
        // when
        presenter.didObtainAvatar(PixelImage(width: 1, height: 1, filledWith: .white), address: "https://x/grace.png")
        // then
        #expect(view.shownHeaders.last?.avatar != nil)
    }

    @Test func testThatTheHeaderHasTheInitialsUntilThen() {
        // given
        // when
        showGrace()
        // then
        #expect(view.shownHeaders.last?.initials == "GH")
    }

    @Test func testThatPresenterLoadsTheConfiguredAccountOnViewReadyEvent() {
        // given
        presenter.configure(withAccountId: "g")
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.profileRequests == ["g"] && interactor.relationshipRequests == ["g"])
    }

    @Test func testThatPresenterAsksForTheCachedProfileFirst() {
        // given
        presenter.configure(withAccountId: "g")
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.cachedProfileRequests == ["g"])
    }

    @Test func testThatOwnProfileFindsTheSignedInAccountFirst() {
        // given
        presenter.configureWithSignedInAccount()
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.signedInAccountRequests == 1 && interactor.profileRequests.isEmpty)
    }

    @Test func testThatOwnProfileLoadsOnceTheAccountIsKnown() {
        // given
        presenter.configureWithSignedInAccount()
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainSignedInAccountId("a")
        // then
        #expect(interactor.profileRequests == ["a"] && interactor.relationshipRequests.isEmpty)
    }

    @Test func testThatOwnProfileSaysThisIsYou() {
        // given
        presenter.configureWithSignedInAccount()
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainSignedInAccountId("g")
        // when
        presenter.didObtainProfile(.fixture())
        // then
        #expect(view.shownHeaders.last?.relationship == "this is you")
    }

    private func showMyProfile() {
        presenter.configureWithSignedInAccount()
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainSignedInAccountId("a")
        presenter.didObtainProfile(.fixture())
    }

    @Test func testThatSOnMyProfileAsksForMySavedPosts() {
        // given
        showMyProfile()
        // when
        presenter.didTriggerSavedEvent()
        // then
        #expect(router.postList.postListSources == [.saved] && view.shownTitles.last?.title == Strings.savedTitle)
    }

    @Test func testThatSAgainShowsMyOwnPosts() {
        // given
        showMyProfile()
        presenter.didTriggerSavedEvent()
        // when
        presenter.didTriggerSavedEvent()
        // then
        #expect(
            router.postList.postListSources.last == .account(id: "a", isMine: true) && view.shownTitles.last?.title == Strings.profileTitle)
    }

    @Test func testThatPOnMyProfileOpensMyScheduledPosts() {
        // given
        showMyProfile()
        // when
        presenter.didTriggerScheduledEvent()
        // then
        #expect(router.scheduledRequests == 1)
    }

    @Test func testThatScheduledPostsAreOnlyOnMyOwnProfile() {
        // given
        showGrace()
        // when
        presenter.didTriggerScheduledEvent()
        // then
        #expect(router.scheduledRequests == 0 && view.shownStatuses.last?.text == Strings.scheduledOnlyOnYourProfile)
    }

    @Test func testThatSavedPostsAreOnlyOnMyOwnProfile() {
        // given
        showGrace()
        // when
        presenter.didTriggerSavedEvent()
        // then
        #expect(router.postList.postListSources.isEmpty && view.shownStatuses.last?.text == Strings.savedOnlyOnYourProfile)
    }

    @Test func testThatALocalHandleIsShownWithTheInstance() {
        // given
        // when
        showGrace()
        // then
        #expect(view.shownHeaders.last?.handle == "@grace@demo.example")
    }

    @Test func testThatTheCachedProfileGivesWayToTheServers() {
        // given
        showGrace()
        // when
        presenter.didObtainCachedProfile(.fixture(bio: "old bio"))
        // then
        #expect(view.shownHeaders.last?.bio == "Compilers and moths.")
    }

    @Test func testThatAProfileThatCannotLoadSaysWhy() {
        // given
        presenter.configure(withAccountId: "g")
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didFailToObtainProfile(.notFound)
        // then
        #expect(view.shownStatuses.last?.text == "the profile did not load: not found on demo.example (404)")
    }

    @Test func testThatACachedProfileStaysWhenTheServerIsGone() {
        // given
        presenter.configure(withAccountId: "g")
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainCachedProfile(.fixture())
        // when
        presenter.didFailToObtainProfile(.unreachable)
        // then
        #expect(view.shownStatuses.last?.text == "showing the profile as last seen · cannot reach demo.example")
    }

    @Test func testThatTheRelationshipIsWorded() {
        // given
        // when
        showGrace(relationship: Relationship(isFollowing: true, isFollowedBy: true))
        // then
        #expect(view.shownHeaders.last?.relationship == "you follow · follows you")
    }

    // MARK: - Following

    // MARK: - Keeping safe

    @Test func testThatXAsksBeforeItBlocks() {
        // given
        showGrace()
        // when
        presenter.didTriggerBlockEvent(isRepeated: false)
        // then
        #expect(interactor.blockRequests.isEmpty && view.shownStatuses.last?.text == Strings.blockQuestion("grace"))
    }

    @Test func testThatXAgainBlocks() {
        // given
        showGrace()
        presenter.didTriggerBlockEvent(isRepeated: false)
        // when
        presenter.didTriggerBlockEvent(isRepeated: true)
        // then
        #expect(interactor.blockRequests.map(\.block) == [true])
    }

    @Test func testThatXAfterAnotherKeyAsksAgain() {
        // given: the question asked, then another key, then X
        showGrace()
        presenter.didTriggerBlockEvent(isRepeated: false)
        // when
        presenter.didTriggerBlockEvent(isRepeated: false)
        // then
        #expect(interactor.blockRequests.isEmpty)
    }

    @Test func testThatARepeatedXThatWasNotAskedAboutAsks() {
        // given: X pressed twice from elsewhere
        showGrace()
        // when
        presenter.didTriggerBlockEvent(isRepeated: true)
        // then
        #expect(interactor.blockRequests.isEmpty && view.shownStatuses.last?.text == Strings.blockQuestion("grace"))
    }

    @Test func testThatXOnABlockedAccountUnblocksWithoutAsking() {
        // given
        showGrace(relationship: Relationship(isBlocking: true))
        // when
        presenter.didTriggerBlockEvent(isRepeated: false)
        // then
        #expect(interactor.blockRequests.map(\.block) == [false])
    }

    @Test func testThatMOpensTheFormThatAsksForHowLong() {
        // given
        showGrace()
        // when
        presenter.didTriggerMuteEvent(isRepeated: false)
        // then
        #expect(router.openedSafetyForms.map(\.author.handle) == ["grace"] && interactor.muteRequests.isEmpty)
    }

    @Test func testThatMOnAMutedAccountUnmutesWithoutAsking() {
        // given
        showGrace(relationship: Relationship(isMuting: true))
        // when
        presenter.didTriggerMuteEvent(isRepeated: false)
        // then
        #expect(interactor.unmuteRequests == ["g"] && router.openedSafetyForms.isEmpty)
    }

    @Test func testThatTheMuteChosenInTheFormIsSent() {
        // given
        showGrace()
        presenter.didTriggerMuteEvent(isRepeated: false)
        // when
        router.safetyFormOutput?.didChooseMute(ofAccountId: "g", for: .week, hidingNotifications: false)
        // then
        #expect(interactor.muteRequests.map(\.duration) == [.week] && interactor.muteRequests.map(\.hidingNotifications) == [false])
    }

    @Test func testThatAMuteForAWhileSaysHowLong() {
        // given
        showGrace()
        presenter.didTriggerMuteEvent(isRepeated: false)
        router.safetyFormOutput?.didChooseMute(ofAccountId: "g", for: .day, hidingNotifications: true)
        // when
        presenter.didSettleRelationshipChange(
            .mute(.day, hidingNotifications: true), accountId: "g", to: .success(Relationship(isMuting: true)))
        // then
        #expect(view.shownStatuses.last?.text == Strings.mutedAccountForAWhile(handle: "grace", duration: Strings.muteForADay.lowercased()))
    }

    @Test func testThatXOnMyOwnProfileListsWhomIBlock() {
        // given
        presenter.configureWithSignedInAccount()
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainSignedInAccountId("g")
        presenter.didObtainProfile(.fixture())
        // when
        presenter.didTriggerBlockEvent(isRepeated: false)
        // then
        #expect(interactor.blockRequests.isEmpty && router.openedLists == [.blocked])
    }

    @Test func testThatMyOwnProfileCannotBeReported() {
        // given
        presenter.configureWithSignedInAccount()
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainSignedInAccountId("g")
        presenter.didObtainProfile(.fixture())
        // when
        presenter.didTriggerReportEvent(isRepeated: false)
        // then
        #expect(router.openedSafetyForms.isEmpty && view.shownStatuses.last?.text == Strings.cannotSilenceYourself)
    }

    @Test func testThatABlockMadeIsSaid() {
        // given
        showGrace()
        presenter.didTriggerBlockEvent(isRepeated: false)
        presenter.didTriggerBlockEvent(isRepeated: true)
        // when
        presenter.didSettleRelationshipChange(.block(true), accountId: "g", to: .success(Relationship(isBlocking: true)))
        // then
        #expect(view.shownStatuses.last?.text == Strings.blockedAccount("grace"))
    }

    @Test func testThatHowTheyStandNowShowsInTheHeader() {
        // given
        showGrace()
        // when
        presenter.didChangeRelationship(Relationship(isBlocking: true))
        // then
        #expect(view.shownHeaders.last?.relationship == Strings.blockedRelationship)
    }

    @Test func testThatAMuteMadeSaysTheirPostsLeave() {
        // given
        showGrace()
        presenter.didTriggerMuteEvent(isRepeated: false)
        router.safetyFormOutput?.didChooseMute(ofAccountId: "g", for: .forGood, hidingNotifications: true)
        // when
        presenter.didSettleRelationshipChange(
            .mute(.forGood, hidingNotifications: true), accountId: "g", to: .success(Relationship(isMuting: true)))
        // then
        #expect(view.shownStatuses.last?.text == Strings.mutedAccount("grace"))
    }

    @Test func testThatAFailedBlockIsExplained() {
        // given
        showGrace()
        // when
        presenter.didSettleRelationshipChange(.block(true), accountId: "g", to: .failure(.unreachable))
        // then
        #expect(view.shownStatuses.last?.tone == .error)
    }

    @Test func testThatReportOpensTheFormAboutTheAccount() {
        // given
        showGrace()
        // when
        presenter.didTriggerReportEvent(isRepeated: false)
        // then
        #expect(router.openedSafetyForms == [.report(Author(id: "g", displayName: "Grace Hopper", handle: "grace"), post: nil)])
    }

    @Test func testThatASentReportIsSaid() {
        // given
        showGrace()
        presenter.didTriggerReportEvent(isRepeated: false)
        // when
        router.safetyFormOutput?.didSendReport(about: Author(id: "g", displayName: "Grace Hopper", handle: "grace"))
        // then
        #expect(view.shownStatuses.last?.text == Strings.reportSent("grace"))
    }

    @Test func testThatFollowAsksTheInteractor() {
        // given
        showGrace()
        // when
        presenter.didTriggerFollowEvent()
        // then
        #expect(interactor.followToggles.map(\.accountId) == ["g"])
    }

    @Test func testThatFollowingALockedAccountAsksForARequest() {
        // given
        showGrace(isLocked: true)
        // when
        presenter.didTriggerFollowEvent()
        // then
        #expect(interactor.followToggles.map(\.accountIsLocked) == [true])
    }

    @Test func testThatAFollowShownAtOnceIsInTheHeader() {
        // given
        showGrace()
        // when
        presenter.didChangeRelationship(Relationship(isFollowing: true))
        // then
        #expect(view.shownHeaders.last?.relationship == "you follow")
    }

    @Test func testThatTheProfileObservesHowTheyStand() {
        // given
        // when
        showGrace()
        // then
        #expect(interactor.relationshipObservations == ["g"])
    }

    @Test func testThatARefusedFollowSaysWhy() {
        // given
        showGrace()
        presenter.didTriggerFollowEvent()
        // when
        presenter.didSettleRelationshipChange(.follow(true, accountIsLocked: false), accountId: "g", to: .failure(.forbidden("blocked")))
        // then
        #expect(view.shownStatuses.last?.text == "the follow was not changed: not allowed (403): blocked")
    }

    @Test func testThatAConfirmedFollowIsAnnounced() {
        // given
        showGrace()
        presenter.didTriggerFollowEvent()
        // when
        presenter.didSettleRelationshipChange(
            .follow(true, accountIsLocked: false), accountId: "g", to: .success(Relationship(isFollowing: true)))
        // then
        #expect(view.shownStatuses.last?.text == "you follow @grace now")
    }

    @Test func testThatTheAnnouncementOutlivesTheRefetchedProfile() {
        // given
        showGrace()
        presenter.didTriggerFollowEvent()
        presenter.didSettleRelationshipChange(
            .follow(true, accountIsLocked: false), accountId: "g", to: .success(Relationship(isFollowing: true)))
        // when
        presenter.didObtainProfile(.fixture(followers: 3))
        // then
        #expect(view.shownStatuses.last?.text == "you follow @grace now")
    }

    @Test func testThatOwnProfileCannotBeFollowed() {
        // given
        presenter.configureWithSignedInAccount()
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainSignedInAccountId("g")
        presenter.didObtainProfile(.fixture())
        // when
        presenter.didTriggerFollowEvent()
        // then
        #expect(interactor.followToggles.isEmpty)
    }

    // MARK: - Posts and lists

    @Test func testThatMOpensTheConversationWithTheAccount() {
        // given
        showGrace()
        // when
        presenter.didTriggerMessageEvent()
        // then
        #expect(router.openedConversations.map(\.key) == ["g"] && router.openedConversations.first?.participants.map(\.handle) == ["grace"])
    }

    @Test func testThatFollowersOpenTheAccountList() {
        // given
        showGrace()
        // when
        presenter.didTriggerFollowersEvent()
        // then
        #expect(router.openedLists == [.followers(accountId: "g", handle: "grace")])
    }

    @Test func testThatFollowingOpensTheAccountList() {
        // given
        showGrace()
        // when
        presenter.didTriggerFollowingEvent()
        // then
        #expect(router.openedLists == [.following(accountId: "g", handle: "grace")])
    }

    // MARK: - Leaving and coming back

    @Test func testThatEscapeGoesBackFromAnOpenedProfile() {
        // given
        showGrace()
        // when
        presenter.didTriggerBackEvent()
        // then
        #expect(router.closeRequests == 1)
    }

    @Test func testThatEscapeStaysOnTheProfileTab() {
        // given
        presenter.configureWithSignedInAccount()
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerBackEvent()
        // then
        #expect(router.closeRequests == 0)
    }

    @Test func testThatQCloses() {
        // given
        presenter.configureWithSignedInAccount()
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerCloseEvent()
        // then
        #expect(router.closeRequests == 1)
    }

    @Test func testThatAProfileShownAgainAfterAMinuteIsRefreshed() {
        // given
        showGrace()
        clock.now = clock.now.addingTimeInterval(61)
        // when
        presenter.didTriggerViewWillAppearEvent()
        // then
        #expect(interactor.profileRequests == ["g", "g"])
    }

    @Test func testThatAProfileShownAgainAtOnceIsNotRefreshed() {
        // given
        showGrace()
        // when
        presenter.didTriggerViewWillAppearEvent()
        // then
        #expect(interactor.profileRequests == ["g"])
    }

    // MARK: - Thumbnails

    private static let photoPost = Post.fixture(id: "1", media: [MediaItem(kind: .photo, altText: nil, url: "https://x/1.jpg")])

    // MARK: - The posts under the header

    @Test func testThatTheAccountsPostsAreEmbeddedUnderTheHeader() {
        // given
        presenter.configure(withAccountId: "g")
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(router.embeddedSources == [.account(id: "g", isMine: false)])
    }

    @Test func testThatMyPostsAreEmbeddedOnceTheAccountIsKnown() {
        // given
        presenter.configureWithSignedInAccount()
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainSignedInAccountId("a")
        // then
        #expect(router.embeddedSources == [.account(id: "a", isMine: true)])
    }

    @Test func testThatRefreshFetchesThePostsAgain() {
        // given
        showGrace()
        // when
        presenter.didTriggerRefreshEvent()
        // then
        #expect(router.embeddedSources.count == 1 && router.postList.postListRefreshes == 1)
    }

    @Test func testThatTheLineSaysOnlineOnlyOnceThePostsCame() {
        // given
        showGrace()
        // when
        presenter.didLoadNewestPosts(count: 3)
        // then
        #expect(view.shownStatuses.last?.text == Strings.onlineStatus("demo.example"))
    }

    @Test func testThatTheProfileAloneDoesNotSayOnline() {
        // given
        presenter.configure(withAccountId: "g")
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainProfile(.fixture())
        // then
        #expect(view.shownStatuses.last?.text == Strings.loadingProfile)
    }

    @Test func testThatWhatTheListSaysIsInTheStatusLine() {
        // given
        showGrace()
        // when
        presenter.didShowPostListStatus(StatusLineViewModel(text: Strings.postDeleted))
        // then
        #expect(view.shownStatuses.last?.text == Strings.postDeleted)
    }

    @Test func testThatASuspendedAccountsPostsAreHidden() {
        // given
        showGrace()
        var suspended = Profile.fixture()
        suspended.isSuspended = true
        // when
        presenter.didObtainProfile(suspended)
        // then
        #expect(router.postList.hiddenPosts.last == true)
    }

    // MARK: - Lists

    @Test func testThatAOnAProfileStillLoadingWaitsForIt() {
        // given: Grace's profile opened, not come yet
        presenter.configure(withAccountId: "g")
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerListsEvent()
        // then: not my own lists, as if the profile were mine
        #expect(router.listsRequests.isEmpty)
    }

    @Test func testThatAOnAnotherProfileOpensHerListsPicker() {
        // given
        showGrace()
        // when
        presenter.didTriggerListsEvent()
        // then
        #expect(router.listsRequests == ["g"])
    }
}
