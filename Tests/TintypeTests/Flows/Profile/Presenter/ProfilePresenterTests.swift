import Foundation
import Imaging
import Localisation
import Testing

@testable import Tintype

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
        presenter.didTriggerViewReadyEvent(drawsPictures: true)
        presenter.didObtainProfile(.fixture(isLocked: isLocked))
        if let relationship { presenter.didObtainRelationship(relationship) }
    }

    // MARK: - Opening

    @Test func testThatTheRememberedLayoutIsAskedForOnViewReadyEvent() {
        // given
        presenter.configure(withAccountId: "g")
        // when
        presenter.didTriggerViewReadyEvent(drawsPictures: true)
        // then
        #expect(interactor.layoutRequests == 1)
    }

    @Test func testThatTheRememberedLayoutIsShown() {
        // given
        showGrace()
        // when
        presenter.didObtainShowsPostsAsGrid(false)
        // then
        #expect(view.shownLayouts.last == false)
    }

    @Test func testThatVTurnsTheGridIntoAList() {
        // given
        showGrace()
        // when
        presenter.didTriggerPostsLayoutEvent()
        // then
        #expect(view.shownLayouts.last == false && view.shownStatuses.last?.text == Strings.postsLayout(asGrid: false))
    }

    @Test func testThatTheGridStartsWithThePostsThatHaveMedia() {
        // given
        // when
        showGrace()
        // then
        #expect(interactor.mediaOnlyRequests == [true])
    }

    @Test func testThatTheListChosenLoadsEveryPost() {
        // given
        showGrace()
        // when
        presenter.didTriggerPostsLayoutEvent()
        // then
        #expect(interactor.mediaOnlyRequests == [true, false])
    }

    @Test func testThatTheRememberedGridLoadsNothingMore() {
        // given
        showGrace()
        // when
        presenter.didObtainShowsPostsAsGrid(true)
        // then
        #expect(interactor.postRequests.count == 1)
    }

    @Test func testThatATerminalWithoutPicturesStartsWithEveryPost() {
        // given
        presenter.configure(withAccountId: "g")
        // when
        presenter.didTriggerViewReadyEvent(drawsPictures: false)
        // then
        #expect(interactor.mediaOnlyRequests == [false] && view.shownLayouts.last == false)
    }

    @Test func testThatTheGridChosenOnATerminalWithoutPicturesStaysAList() {
        // given
        presenter.configure(withAccountId: "g")
        presenter.didTriggerViewReadyEvent(drawsPictures: false)
        // when
        presenter.didObtainShowsPostsAsGrid(true)
        // then
        #expect(interactor.postRequests.count == 1 && view.shownLayouts.last == false)
    }

    @Test func testThatOlderPostsOfTheListAreEveryPost() {
        // given
        showGrace()
        presenter.didTriggerPostsLayoutEvent()
        presenter.didObtainPosts([.fixture(id: "5")], hasOlderPosts: true, areOlder: false)
        // when
        presenter.didReachEndOfList()
        // then
        #expect(interactor.mediaOnlyRequests.last == false && interactor.postRequests.last?.more == true)
    }

    @Test func testThatTheLayoutsLineStaysWhenItsPostsArrive() {
        // given
        showGrace()
        presenter.didTriggerPostsLayoutEvent()
        // when
        presenter.didObtainPosts([.fixture(id: "5")], hasOlderPosts: true, areOlder: false)
        // then
        #expect(view.shownStatuses.last?.text == Strings.postsLayout(asGrid: false))
    }

    @Test func testThatAnAccountWithoutPhotosSaysHowToSeeItsPosts() {
        // given
        showGrace()
        // when
        presenter.didObtainPosts([], hasOlderPosts: false, areOlder: false)
        // then
        #expect(view.shownFooters.last == Strings.noPhotos)
    }

    /// Grace with a picture of her own.
    private static var graceWithAvatar: Profile {
        var grace = Profile.fixture()
        grace.avatarAddress = "https://x/grace.png"
        return grace
    }

    @Test func testThatTheAvatarIsAskedForWithTheProfile() {
        // given
        presenter.configure(withAccountId: "g")
        presenter.didTriggerViewReadyEvent(drawsPictures: true)
        // when
        presenter.didObtainProfile(Self.graceWithAvatar)
        presenter.didObtainProfile(Self.graceWithAvatar)
        // then
        #expect(interactor.avatarRequests == ["https://x/grace.png"])
    }

    @Test func testThatTheAvatarThatCameIsInTheHeader() {
        // given
        presenter.configure(withAccountId: "g")
        presenter.didTriggerViewReadyEvent(drawsPictures: true)
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

    @Test func testThatTheLayoutChosenIsRemembered() {
        // given
        showGrace()
        presenter.didTriggerPostsLayoutEvent()
        // when
        presenter.didTriggerPostsLayoutEvent()
        // then
        #expect(interactor.savedLayouts == [false, true])
    }

    @Test func testThatPresenterLoadsTheConfiguredAccountOnViewReadyEvent() {
        // given
        presenter.configure(withAccountId: "g")
        // when
        presenter.didTriggerViewReadyEvent(drawsPictures: true)
        // then
        #expect(interactor.profileRequests == ["g"] && interactor.relationshipRequests == ["g"])
    }

    @Test func testThatPresenterAsksForTheCachedProfileFirst() {
        // given
        presenter.configure(withAccountId: "g")
        // when
        presenter.didTriggerViewReadyEvent(drawsPictures: true)
        // then
        #expect(interactor.cachedProfileRequests == ["g"])
    }

    @Test func testThatPresenterLoadsTheAccountsPosts() {
        // given
        presenter.configure(withAccountId: "g")
        // when
        presenter.didTriggerViewReadyEvent(drawsPictures: true)
        // then
        #expect(interactor.postRequests.count == 1 && interactor.postRequests.first?.more == false)
    }

    @Test func testThatOwnProfileFindsTheSignedInAccountFirst() {
        // given
        presenter.configureWithSignedInAccount()
        // when
        presenter.didTriggerViewReadyEvent(drawsPictures: true)
        // then
        #expect(interactor.signedInAccountRequests == 1 && interactor.profileRequests.isEmpty)
    }

    @Test func testThatOwnProfileLoadsOnceTheAccountIsKnown() {
        // given
        presenter.configureWithSignedInAccount()
        presenter.didTriggerViewReadyEvent(drawsPictures: true)
        // when
        presenter.didObtainSignedInAccountId("a")
        // then
        #expect(interactor.profileRequests == ["a"] && interactor.relationshipRequests.isEmpty)
    }

    @Test func testThatOwnProfileSaysThisIsYou() {
        // given
        presenter.configureWithSignedInAccount()
        presenter.didTriggerViewReadyEvent(drawsPictures: true)
        presenter.didObtainSignedInAccountId("g")
        // when
        presenter.didObtainProfile(.fixture())
        // then
        #expect(view.shownHeaders.last?.relationship == "this is you")
    }

    private func showMyProfile() {
        presenter.configureWithSignedInAccount()
        presenter.didTriggerViewReadyEvent(drawsPictures: true)
        presenter.didObtainSignedInAccountId("a")
        presenter.didObtainProfile(.fixture())
        presenter.didObtainPosts([.fixture(id: "1")], hasOlderPosts: false, areOlder: false)
    }

    @Test func testThatSOnMyProfileAsksForMySavedPosts() {
        // given
        showMyProfile()
        // when
        presenter.didTriggerSavedEvent()
        // then
        #expect(interactor.savedPostRequests == [false] && view.shownTitles.last?.title == Strings.savedTitle)
    }

    @Test func testThatTheSavedListStartsEmptyWhileItLoads() {
        // given
        showMyProfile()
        // when
        presenter.didTriggerSavedEvent()
        // then
        #expect(view.shownCellObjects.last?.isEmpty == true && view.shownFooters.last == Strings.loadingPosts)
    }

    @Test func testThatTheEndOfTheSavedListLoadsMoreSavedPosts() {
        // given
        showMyProfile()
        presenter.didTriggerSavedEvent()
        presenter.didObtainPosts([.fixture(id: "9")], hasOlderPosts: true, areOlder: false)
        // when
        presenter.didReachEndOfList()
        // then
        #expect(interactor.savedPostRequests == [false, true])
    }

    @Test func testThatSAgainShowsMyOwnPosts() {
        // given
        showMyProfile()
        presenter.didTriggerSavedEvent()
        // when
        presenter.didTriggerSavedEvent()
        // then
        #expect(interactor.postRequests.last?.more == false && view.shownTitles.last?.title == Strings.profileTitle)
    }

    @Test func testThatNothingSavedSaysHowToSave() {
        // given
        showMyProfile()
        presenter.didTriggerSavedEvent()
        // when
        presenter.didObtainPosts([], hasOlderPosts: false, areOlder: false)
        // then
        #expect(view.shownFooters.last == Strings.noSavedPosts)
    }

    @Test func testThatAPostUnsavedOnAnyScreenLeavesTheSavedList() {
        // given
        showMyProfile()
        presenter.didTriggerSavedEvent()
        var saved = Post.fixture(id: "9")
        saved.isSaved = true
        presenter.didObtainPosts([saved, .fixture(id: "8").with(.save, true)], hasOlderPosts: false, areOlder: false)
        // when
        presenter.didChangePost(.changed(saved.with(.save, false)))
        // then
        #expect(presenter.state.posts.map(\.id) == ["8"])
    }

    @Test func testThatSavedPostsAreOnlyOnMyOwnProfile() {
        // given
        showGrace()
        // when
        presenter.didTriggerSavedEvent()
        // then
        #expect(interactor.savedPostRequests.isEmpty && view.shownStatuses.last?.text == Strings.savedOnlyOnYourProfile)
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
        presenter.didTriggerViewReadyEvent(drawsPictures: true)
        // when
        presenter.didFailToObtainProfile(.notFound)
        // then
        #expect(view.shownStatuses.last?.text == "the profile did not load: not found on demo.example (404)")
    }

    @Test func testThatACachedProfileStaysWhenTheServerIsGone() {
        // given
        presenter.configure(withAccountId: "g")
        presenter.didTriggerViewReadyEvent(drawsPictures: true)
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
        // when
        presenter.didChooseMute(ofAccountId: "g", for: .week, hidingNotifications: false)
        // then
        #expect(interactor.muteRequests.map(\.duration) == [.week] && interactor.muteRequests.map(\.hidingNotifications) == [false])
    }

    @Test func testThatAMuteForAWhileSaysHowLong() {
        // given
        showGrace()
        presenter.didChooseMute(ofAccountId: "g", for: .day, hidingNotifications: true)
        // when
        presenter.didPerformSafetyChange(Relationship(isMuting: true))
        // then
        #expect(view.shownStatuses.last?.text == Strings.mutedAccountForAWhile(handle: "grace", duration: Strings.muteForADay.lowercased()))
    }

    @Test func testThatPostsOfAnotherAccountBlockedLeaveTheList() {
        // given: Grace's profile with posts by accounts a5 and a6
        showGrace()
        presenter.didObtainPosts([.fixture(id: "5"), .fixture(id: "6")], hasOlderPosts: false, areOlder: false)
        // when
        presenter.didSilenceAccount(withId: "a5")
        // then
        #expect(view.shownCellObjects.last?.map(\.postId) == ["6"])
    }

    @Test func testThatTheProfilesOwnAccountBlockedKeepsItsPostsInView() {
        // given
        showGrace()
        presenter.didObtainPosts([.fixture(id: "5")], hasOlderPosts: false, areOlder: false)
        // when
        presenter.didSilenceAccount(withId: "g")
        // then
        #expect(view.shownCellObjects.last?.map(\.postId) == ["5"])
    }

    @Test func testThatXOnMyOwnProfileListsWhomIBlock() {
        // given
        presenter.configureWithSignedInAccount()
        presenter.didTriggerViewReadyEvent(drawsPictures: true)
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
        presenter.didTriggerViewReadyEvent(drawsPictures: true)
        presenter.didObtainSignedInAccountId("g")
        presenter.didObtainProfile(.fixture())
        // when
        presenter.didTriggerReportEvent(isRepeated: false)
        // then
        #expect(router.openedSafetyForms.isEmpty && view.shownStatuses.last?.text == Strings.cannotSilenceYourself)
    }

    @Test func testThatABlockMadeShowsInTheHeaderAndTheStatus() {
        // given
        showGrace()
        // when
        presenter.didPerformSafetyChange(Relationship(isBlocking: true))
        // then
        #expect(
            view.shownHeaders.last?.relationship == Strings.blockedRelationship
                && view.shownStatuses.last?.text == Strings.blockedAccount("grace"))
    }

    @Test func testThatAMuteMadeSaysTheirPostsLeave() {
        // given
        showGrace()
        // when
        presenter.didPerformSafetyChange(Relationship(isMuting: true))
        // then
        #expect(view.shownStatuses.last?.text == Strings.mutedAccount("grace"))
    }

    @Test func testThatAFailedBlockIsExplained() {
        // given
        showGrace()
        // when
        presenter.didFailToPerformSafetyChange(.unreachable)
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
        // when
        presenter.didSendReport(about: Author(id: "g", displayName: "Grace Hopper", handle: "grace"))
        // then
        #expect(view.shownStatuses.last?.text == Strings.reportSent("grace"))
    }

    @Test func testThatFollowShowsAtOnce() {
        // given
        showGrace()
        // when
        presenter.didTriggerFollowEvent()
        // then
        #expect(view.shownHeaders.last?.relationship == "you follow")
    }

    @Test func testThatFollowAsksTheInteractor() {
        // given
        showGrace()
        // when
        presenter.didTriggerFollowEvent()
        // then
        #expect(interactor.followRequests.map(\.follow) == [true] && interactor.followRequests.first?.accountId == "g")
    }

    @Test func testThatFollowingALockedAccountShowsRequested() {
        // given
        showGrace(isLocked: true)
        // when
        presenter.didTriggerFollowEvent()
        // then
        #expect(view.shownHeaders.last?.relationship == "requested")
    }

    @Test func testThatFollowOnAFollowedAccountUnfollows() {
        // given
        showGrace(relationship: Relationship(isFollowing: true))
        // when
        presenter.didTriggerFollowEvent()
        // then
        #expect(interactor.followRequests.map(\.follow) == [false])
    }

    @Test func testThatASecondFollowWaitsForTheFirstAnswer() {
        // given
        showGrace()
        presenter.didTriggerFollowEvent()
        // when
        presenter.didTriggerFollowEvent()
        // then
        #expect(interactor.followRequests.count == 1)
    }

    @Test func testThatARefusedFollowIsUndone() {
        // given
        showGrace()
        presenter.didTriggerFollowEvent()
        // when
        presenter.didFailToPerformFollow(.forbidden("blocked"))
        // then
        #expect(view.shownHeaders.last?.relationship == "")
    }

    @Test func testThatARefusedFollowSaysWhy() {
        // given
        showGrace()
        presenter.didTriggerFollowEvent()
        // when
        presenter.didFailToPerformFollow(.forbidden("blocked"))
        // then
        #expect(view.shownStatuses.last?.text == "the follow was not changed: not allowed (403): blocked")
    }

    @Test func testThatAConfirmedFollowIsAnnounced() {
        // given
        showGrace()
        presenter.didTriggerFollowEvent()
        // when
        presenter.didPerformFollow(Relationship(isFollowing: true))
        // then
        #expect(view.shownStatuses.last?.text == "you follow @grace now")
    }

    @Test func testThatAConfirmedFollowFetchesTheNewCounts() {
        // given
        showGrace()
        presenter.didTriggerFollowEvent()
        // when
        presenter.didPerformFollow(Relationship(isFollowing: true))
        // then
        #expect(interactor.profileRequests == ["g", "g"])
    }

    @Test func testThatTheAnnouncementOutlivesTheRefetchedProfile() {
        // given
        showGrace()
        presenter.didTriggerFollowEvent()
        presenter.didPerformFollow(Relationship(isFollowing: true))
        // when
        presenter.didObtainProfile(.fixture(followers: 3))
        // then
        #expect(view.shownStatuses.last?.text == "you follow @grace now")
    }

    @Test func testThatOwnProfileCannotBeFollowed() {
        // given
        presenter.configureWithSignedInAccount()
        presenter.didTriggerViewReadyEvent(drawsPictures: true)
        presenter.didObtainSignedInAccountId("g")
        presenter.didObtainProfile(.fixture())
        // when
        presenter.didTriggerFollowEvent()
        // then
        #expect(interactor.followRequests.isEmpty)
    }

    // MARK: - Posts and lists

    @Test func testThatPostsAreShownAsRows() {
        // given
        showGrace()
        // when
        presenter.didObtainPosts([.fixture(id: "2"), .fixture(id: "1")], hasOlderPosts: false, areOlder: false)
        // then
        #expect(view.shownCellObjects.last?.map(\.postId) == ["2", "1"])
    }

    @Test func testThatReachingTheEndAsksForOlderPosts() {
        // given
        showGrace()
        presenter.didObtainPosts([.fixture(id: "2"), .fixture(id: "1")], hasOlderPosts: true, areOlder: false)
        // when
        presenter.didReachEndOfList()
        // then
        #expect(interactor.postRequests.last?.more == true)
    }

    @Test func testThatTheLastOlderPageEndsThePosts() {
        // given
        showGrace()
        presenter.didObtainPosts([.fixture(id: "2")], hasOlderPosts: true, areOlder: false)
        presenter.didReachEndOfList()
        // when
        presenter.didObtainPosts([.fixture(id: "2"), .fixture(id: "1")], hasOlderPosts: false, areOlder: true)
        // then
        #expect(view.shownCellObjects.last?.map(\.postId) == ["2", "1"] && view.shownFooters.last == Strings.endOfPosts)
    }

    @Test func testThatTheLastPostSaysItIsTheEnd() {
        // given
        showGrace()
        // when
        presenter.didObtainPosts([.fixture(id: "1")], hasOlderPosts: false, areOlder: false)
        // then
        #expect(view.shownFooters.last == "— the end of the posts —")
    }

    @Test func testThatSelectingAPostOpensIt() {
        // given
        showGrace()
        presenter.didObtainPosts([.fixture(id: "2"), .fixture(id: "1")], hasOlderPosts: false, areOlder: false)
        // when
        presenter.didSelectPost(at: 1)
        // then
        #expect(router.openedPostIds == ["1"])
    }

    @Test func testThatALikeMadeOnAnyScreenShowsOnItsRow() {
        // given
        showGrace()
        presenter.didObtainPosts([.fixture(id: "1")], hasOlderPosts: false, areOlder: false)
        // when
        presenter.didChangePost(.changed(.fixture(id: "1", likes: 5, isLiked: true)))
        // then
        #expect(view.updatedRows.last?.map(\.likes) == ["5"])
    }

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
        presenter.didTriggerViewReadyEvent(drawsPictures: true)
        // when
        presenter.didTriggerBackEvent()
        // then
        #expect(router.closeRequests == 0)
    }

    @Test func testThatQCloses() {
        // given
        presenter.configureWithSignedInAccount()
        presenter.didTriggerViewReadyEvent(drawsPictures: true)
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

    @Test func testThatPostRowsOnScreenGetTheirThumbnails() {
        // given
        showGrace()
        presenter.didObtainPosts([.fixture(id: "2"), Self.photoPost], hasOlderPosts: false, areOlder: false)
        // when
        presenter.didShowPosts(at: 0..<2)
        // then
        #expect(interactor.thumbnailRequests.last?.map(\.rowId) == ["1"])
    }

    @Test func testThatAnArrivedThumbnailIsShownInItsRow() {
        // given
        showGrace()
        presenter.didObtainPosts([Self.photoPost], hasOlderPosts: false, areOlder: false)
        let thumbnail = PixelImage(width: 1, height: 1, filledWith: .white)
        // when
        presenter.didObtainThumbnail(thumbnail, postId: "1", isFinal: true)
        // then
        #expect(view.shownCellObjects.last?.first?.thumbnail == thumbnail)
    }
}
