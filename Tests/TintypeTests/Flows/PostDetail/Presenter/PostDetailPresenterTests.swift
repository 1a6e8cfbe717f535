import Foundation
import Imaging
import Localisation
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PostDetailPresenterTests {
    let view = PostDetailViewInputSpy()
    let interactor = PostDetailInteractorInputSpy()
    let router = PostDetailRouterInputSpy()
    let moduleOutput = PostDetailModuleOutputSpy()
    let clock = TestClock(Date(timeIntervalSince1970: 1_000_600))
    let presenter: PostDetailPresenter

    init() {
        presenter = PostDetailPresenter(
            interactor: interactor, router: router, cellObjectFactory: PostDetailCellObjectFactory(),
            context: ModuleContext(instanceName: "pixelfed.example", now: { [clock] in clock.now }))
        presenter.view = view
        presenter.configure(withPostId: "42")
        presenter.setModuleOutput(moduleOutput)
    }

    private static let twoPhotos = Post.fixture(
        id: "42",
        media: [
            MediaItem(kind: .photo, altText: "a cat", url: "https://x/cat.jpg"),
            MediaItem(kind: .photo, altText: "a dog", url: "https://x/dog.jpg"),
        ])

    /// The shown photo's block in the last update.
    private var shownMedia: PostDetailCellObject? {
        view.shownCellObjects.last?.first { if case .media = $0 { true } else { false } }
    }

    private static let gif = MediaItem(kind: .animation, altText: "a cat jumps", url: "https://x/cat.mp4", previewURL: "https://x/cat.jpg")

    @Test func testThatAnAnimationShownPlays() {
        // given
        // when
        presenter.didObtainPost(Post.fixture(id: "42", media: [Self.gif]))
        // then
        #expect(interactor.animationsPlayed.last == Self.gif)
    }

    @Test func testThatACoveredPostStopsItsAnimation() {
        // given
        presenter.didObtainPost(Post.fixture(id: "42", media: [Self.gif]))
        // when
        presenter.didTriggerViewDidDisappearEvent()
        // then
        #expect(interactor.animationsPlayed.last == .some(nil))
    }

    @Test func testThatAPostInFrontAgainPlaysItsAnimationAgain() {
        // given
        presenter.didObtainPost(Post.fixture(id: "42", media: [Self.gif]))
        presenter.didTriggerViewDidDisappearEvent()
        // when
        presenter.didTriggerViewWillAppearEvent()
        // then
        #expect(interactor.animationsPlayed.last == Self.gif)
    }

    @Test func testThatAnAnimationStaysStillWhenThePersonAsksForNoAutoplay() {
        // given
        let presenter = PostDetailPresenter(
            interactor: interactor, router: router, cellObjectFactory: PostDetailCellObjectFactory(),
            context: ModuleContext(instanceName: "pixelfed.example", playsAnimations: false))
        // when
        presenter.didObtainPost(Post.fixture(id: "42", media: [Self.gif]))
        // then
        #expect(interactor.animationsPlayed == [nil])
    }

    @Test func testThatThePostsFirstPhotoIsAskedForWhenThePostArrives() {
        // given
        // when
        presenter.didObtainPost(Self.twoPhotos)
        // then
        #expect(interactor.pictureRequests.map(\.url) == ["https://x/cat.jpg"])
    }

    @Test func testThatAPhotoThatCameIsNotAskedForAgainWhenThePostIsFetchedAnew() {
        // given
        presenter.didObtainPost(Self.twoPhotos)
        presenter.didObtainPhoto(.photo(PixelImage(width: 2, height: 2, filledWith: .white)), address: "https://x/cat.jpg")
        // when
        presenter.didObtainPost(Self.twoPhotos)
        // then
        #expect(interactor.pictureRequests.count == 1)
    }

    @Test func testThatTheNextPhotoKeyShowsTheSecondPhoto() {
        // given
        presenter.didObtainPost(Self.twoPhotos)
        // when
        presenter.didTriggerPhotoEvent(offset: 1)
        // then
        #expect(shownMedia == .media(label: "Photo 2/2 · ←/→ more", picture: nil, note: nil, altText: "a dog"))
    }

    @Test func testThatThePreviousPhotoKeyGoesRoundToTheLast() {
        // given
        presenter.didObtainPost(Self.twoPhotos)
        // when
        presenter.didTriggerPhotoEvent(offset: -1)
        // then
        #expect(interactor.pictureRequests.map(\.url) == ["https://x/cat.jpg", "https://x/dog.jpg"])
    }

    @Test func testThatAnArrivedPhotoIsShown() {
        // given
        presenter.didObtainPost(Self.twoPhotos)
        let picture = PixelImage(width: 1, height: 1, filledWith: .white)
        // when
        presenter.didObtainPhoto(.photo(picture), address: "https://x/cat.jpg")
        // then
        #expect(shownMedia == .media(label: "Photo 1/2 · ←/→ more", picture: picture, note: nil, altText: "a cat"))
    }

    @Test func testThatOKeyOpensTheShownPhotosOriginal() {
        // given
        presenter.didObtainPost(Self.twoPhotos)
        presenter.didTriggerPhotoEvent(offset: 1)
        // when
        presenter.didTriggerOpenOriginalEvent()
        // then
        #expect(interactor.openedOriginals == ["https://x/dog.jpg"])
    }

    @Test func testThatAViewerThatCouldNotStartIsSaid() {
        // given
        presenter.didObtainPost(Self.twoPhotos)
        // when
        presenter.didOpenOriginal(false)
        // then
        #expect(view.shownStatuses.last == StatusLineViewModel(text: Strings.viewerFailed, tone: .error))
    }

    @Test func testThatZOpensTheViewerAtTheShownPhoto() {
        // given
        presenter.didObtainPost(Self.twoPhotos)
        presenter.didTriggerPhotoEvent(offset: 1)
        // when
        presenter.didTriggerViewPhotoEvent()
        // then
        #expect(router.photoViewerRequests.map { [$0.photos.count, $0.index] } == [[2, 1]])
    }

    @Test func testThatAPhotoThatCannotBeDrawnSaysSo() {
        // given
        presenter.didObtainPost(Self.twoPhotos)
        // when
        presenter.didObtainPhoto(.failure(.undrawable(.unsupported(.svg))), address: "https://x/cat.jpg")
        // then
        #expect(
            shownMedia
                == .media(
                    label: "Photo 1/2 · ←/→ more", picture: nil, note: "not shown: SVG pictures are not drawn here: o opens it",
                    altText: "a cat"))
    }

    private func warnedPost() -> Post {
        var post = Post.fixture(id: "42", caption: "the ending")
        post.contentWarning = "spoilers"
        return post
    }

    @Test func testThatPresenterRequestsTheConfiguredPostOnViewReadyEvent() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.requestedPostIds == ["42"])
    }

    @Test func testThatPresenterShowsThePostWhenItArrives() {
        // given
        // when
        presenter.didObtainPost(Post.fixture(id: "42", caption: "Bugs are moths."))
        // then
        #expect(view.shownCellObjects.last?.contains(.caption("Bugs are moths.", links: [])) == true)
    }

    @Test func testThatPresenterNamesTheAuthorInTheTitle() {
        // given
        // when
        presenter.didObtainPost(Post.fixture(id: "42"))
        // then
        #expect(view.shownTitles.last == "Post by Grace Hopper")
    }

    @Test func testThatCaptionBehindAWarningIsHiddenAtFirst() {
        // given
        // when
        presenter.didObtainPost(warnedPost())
        // then
        #expect(view.shownCellObjects.last?.contains(.caption("the ending", links: [])) == false)
    }

    @Test func testThatRevealEventShowsTheCaptionBehindAWarning() {
        // given
        presenter.didObtainPost(warnedPost())
        // when
        presenter.didTriggerRevealEvent()
        // then
        #expect(view.shownCellObjects.last?.contains(.caption("the ending", links: [])) == true)
    }

    @Test func testThatALikeOnTheLargestCountStaysAtTheLargestCount() {
        // given
        presenter.didObtainPost(Post.fixture(id: "42", likes: .max))
        // when
        presenter.didTriggerLikeEvent()
        // then
        #expect(presenter.state.post?.likesCount == .max)
    }

    @Test func testThatLikeIsSentToTheServer() {
        // given
        presenter.didObtainPost(Post.fixture(id: "42"))
        // when
        presenter.didTriggerLikeEvent()
        // then
        #expect(interactor.choiceRequests.map(\.isOn) == [true])
    }

    @Test func testThatAChangeMadeOnAnyScreenIsShown() {
        // given
        presenter.didObtainPost(Post.fixture(id: "42", likes: 2))
        // when
        presenter.didChangePost(.changed(Post.fixture(id: "42", likes: 3, isLiked: true)))
        // then
        #expect(view.shownCellObjects.last?.last == .counts("♥ 3 likes · ↩ 0 comments · ↻ 0 boosts", isLiked: true))
    }

    @Test func testThatAChangeToAnotherPostIsNotShown() {
        // given
        presenter.didObtainPost(Post.fixture(id: "42", likes: 2))
        // when
        presenter.didChangePost(.changed(Post.fixture(id: "7", likes: 9)))
        // then
        #expect(presenter.state.post == Post.fixture(id: "42", likes: 2))
    }

    @Test func testThatRefusedLikeIsExplained() {
        // given
        presenter.didObtainPost(Post.fixture(id: "42"))
        presenter.didTriggerLikeEvent()
        // when
        presenter.didFailToChangeChoice(.like, problem: .forbidden(nil))
        // then
        #expect(view.shownStatuses.last?.text == "the like was not saved: not allowed (403)")
    }

    @Test func testThatALikeTheServerDidNotAnswerIsSaidToWait() {
        // given
        presenter.didObtainPost(Post.fixture(id: "42", likes: 2))
        presenter.didTriggerLikeEvent()
        // when
        presenter.didFailToChangeChoice(.like, problem: .unreachable)
        // then
        #expect(view.shownStatuses.last?.tone == .warning)
    }

    @Test func testThatTheFirstBoostPressOnlyAsks() {
        // given
        presenter.didObtainPost(Post.fixture(id: "42"))
        // when
        presenter.didTriggerBoostEvent(isRepeated: false)
        // then
        #expect(interactor.choiceRequests.isEmpty && view.shownStatuses.last?.tone == .warning)
    }

    @Test func testThatASecondBoostPressBoosts() {
        // given
        presenter.didObtainPost(Post.fixture(id: "42"))
        presenter.didTriggerBoostEvent(isRepeated: false)
        // when
        presenter.didTriggerBoostEvent(isRepeated: true)
        // then
        #expect(interactor.choiceRequests.map { "\($0.choice) \($0.isOn)" } == ["boost true"])
    }

    @Test func testThatABoostPressAfterAnotherKeyAsksAgain() {
        // given
        presenter.didObtainPost(Post.fixture(id: "42"))
        presenter.didTriggerBoostEvent(isRepeated: false)
        // when
        presenter.didTriggerBoostEvent(isRepeated: false)
        // then
        #expect(interactor.choiceRequests.isEmpty)
    }

    @Test func testThatARepeatedBoostKeyWithoutAQuestionOnlyAsks() {
        // given: the post came after the first press, which asked nothing
        presenter.didObtainPost(Post.fixture(id: "42"))
        // when
        presenter.didTriggerBoostEvent(isRepeated: true)
        // then
        #expect(interactor.choiceRequests.isEmpty)
    }

    @Test func testThatTakingABoostBackAsksNothing() {
        // given
        var post = Post.fixture(id: "42")
        post.isBoosted = true
        presenter.didObtainPost(post)
        // when
        presenter.didTriggerBoostEvent(isRepeated: false)
        // then
        #expect(interactor.choiceRequests.map { "\($0.choice) \($0.isOn)" } == ["boost false"])
    }

    @Test func testThatABoostShowsWithItsCount() {
        // given
        presenter.didObtainPost(Post.fixture(id: "42"))
        // when
        presenter.didChangePost(.changed(Post.fixture(id: "42").with(.boost, true)))
        // then
        #expect(view.shownCellObjects.last?.last == .counts("♡ 0 likes · ↩ 0 comments · ↻ 1 boost (yours too)", isLiked: false))
    }

    @Test func testThatASaveIsSent() {
        // given
        presenter.didObtainPost(Post.fixture(id: "42"))
        // when
        presenter.didTriggerSaveEvent()
        // then
        #expect(interactor.choiceRequests.map { "\($0.choice) \($0.isOn)" } == ["save true"])
    }

    @Test func testThatARefusedSaveIsExplained() {
        // given
        presenter.didObtainPost(Post.fixture(id: "42"))
        presenter.didTriggerSaveEvent()
        // when
        presenter.didFailToChangeChoice(.save, problem: .forbidden(nil))
        // then
        #expect(view.shownStatuses.last?.text == "saved posts did not change: not allowed (403)")
    }

    @Test func testThatABoostRowShowsTheChangedPostUnderItsOwnId() {
        // given: the boost row's id is not the boosted post's
        var row = Post.fixture(id: "42")
        row.originalId = "7"
        presenter.didObtainPost(row)
        // when
        presenter.didChangePost(.changed(Post.fixture(id: "7", likes: 1, isLiked: true)))
        // then
        #expect(presenter.state.post.map { [$0.id, "\($0.isLiked)"] } == ["42", "true"])
    }

    @Test func testThatAChoiceIsAskedForTheBoostedPost() {
        // given
        var row = Post.fixture(id: "42")
        row.originalId = "7"
        presenter.didObtainPost(row)
        // when
        presenter.didTriggerSaveEvent()
        // then
        #expect(interactor.choiceRequests.map(\.postId) == ["7"])
    }

    /// Post 42 shown, and it is mine (its fixture's author is a42).
    private func showMyPost() {
        presenter.didObtainPost(Post.fixture(id: "42", caption: "Sunday on the sofa"))
        presenter.didObtainSignedInAccountId("a42")
    }

    @Test func testThatReportOpensTheFormWithThePostAndItsFirstLine() {
        // given: someone else's post
        presenter.didObtainPost(Post.fixture(id: "42", caption: "Buy now\nCheap"))
        presenter.didObtainSignedInAccountId("me")
        // when
        presenter.didTriggerReportEvent(isRepeated: false)
        // then
        #expect(
            router.openedSafetyForms.map(\.author.id) == ["a42"]
                && router.openedSafetyForms.first
                    == .report(
                        Post.fixture(id: "42").author, post: ReportedPost(id: "42", excerpt: "Buy now"))
        )
    }

    @Test func testThatMyOwnPostIsNotReported() {
        // given
        showMyPost()
        // when
        presenter.didTriggerReportEvent(isRepeated: false)
        // then
        #expect(router.openedSafetyForms.isEmpty)
    }

    @Test func testThatTheServersCopyArrivingLateLeavesAnActionsLineInPlace() {
        // given: the loaded post shown, then a report sent before the server's copy came
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainPost(Post.fixture(id: "42"))
        presenter.didTriggerReportEvent(isRepeated: false)
        router.safetyFormOutput?.didSendReport(about: Post.fixture(id: "42").author)
        // when
        presenter.didObtainPost(Post.fixture(id: "42"))
        // then
        #expect(view.shownStatuses.last?.text == Strings.reportSent("grace"))
    }

    @Test func testThatASentReportIsSaid() {
        // given
        let grace = Author(id: "a42", displayName: "Grace Hopper", handle: "grace")
        presenter.didObtainPost(Post.fixture(id: "42"))
        presenter.didTriggerReportEvent(isRepeated: false)
        // when
        router.safetyFormOutput?.didSendReport(about: grace)
        // then
        #expect(view.shownStatuses.last?.text == Strings.reportSent("grace"))
    }

    @Test func testThatEOnMyPostOpensItInTheComposer() {
        // given
        showMyPost()
        // when
        presenter.didTriggerEditEvent()
        // then
        #expect(router.editRequests == ["42"])
    }

    @Test func testThatSomeoneElsesPostIsNotEdited() {
        // given
        presenter.didObtainPost(Post.fixture(id: "42"))
        presenter.didObtainSignedInAccountId("me")
        // when
        presenter.didTriggerEditEvent()
        // then
        #expect(router.editRequests.isEmpty && view.shownStatuses.last?.text == Strings.editOnlyYours)
    }

    @Test func testThatAnEditIsSaid() {
        // given
        showMyPost()
        var edited = Post.fixture(id: "42", caption: "Sunday, edited")
        edited.isEdited = true
        // when
        presenter.didEditPost(edited)
        // then
        #expect(view.shownStatuses.last?.text == Strings.postEditedNow)
    }

    @Test func testThatSomeoneElsesPostIsNotTakenDown() {
        // given
        presenter.didObtainPost(Post.fixture(id: "42"))
        presenter.didObtainSignedInAccountId("me")
        // when
        presenter.didTriggerDeleteEvent(writingAgain: false, isRepeated: false)
        presenter.didTriggerDeleteEvent(writingAgain: false, isRepeated: true)
        // then
        #expect(interactor.deleteRequests.isEmpty && view.shownStatuses.last?.text == Strings.deleteOnlyYours)
    }

    @Test func testThatWhileWhoIsSignedInIsUnknownTheServerDecides() {
        // given: the account is not known yet
        presenter.didObtainPost(Post.fixture(id: "42"))
        presenter.didTriggerDeleteEvent(writingAgain: false, isRepeated: false)
        // when
        presenter.didTriggerDeleteEvent(writingAgain: false, isRepeated: true)
        // then
        #expect(interactor.deleteRequests.map(\.postId) == ["42"])
    }

    @Test func testThatTheFirstDeletePressNamesThePostAndAsks() {
        // given
        showMyPost()
        // when
        presenter.didTriggerDeleteEvent(writingAgain: false, isRepeated: false)
        // then
        #expect(interactor.deleteRequests.isEmpty && view.shownStatuses.last?.text == Strings.deleteConfirmation("“Sunday on the sofa”"))
    }

    @Test func testThatASecondDeletePressTakesThePostDown() {
        // given
        showMyPost()
        presenter.didTriggerDeleteEvent(writingAgain: false, isRepeated: false)
        // when
        presenter.didTriggerDeleteEvent(writingAgain: false, isRepeated: true)
        // then
        #expect(interactor.deleteRequests.map { "\($0.postId) \($0.keepingAsDraft)" } == ["42 false"])
    }

    @Test func testThatDeleteAndWriteAgainKeepsThePostAsADraft() {
        // given
        showMyPost()
        presenter.didTriggerDeleteEvent(writingAgain: true, isRepeated: false)
        // when
        presenter.didTriggerDeleteEvent(writingAgain: true, isRepeated: true)
        // then
        #expect(interactor.deleteRequests.map(\.keepingAsDraft) == [true])
    }

    @Test func testThatAPressOfTheOtherDeleteKeyAsksAgain() {
        // given
        showMyPost()
        presenter.didTriggerDeleteEvent(writingAgain: false, isRepeated: false)
        // when
        presenter.didTriggerDeleteEvent(writingAgain: true, isRepeated: false)
        // then
        #expect(interactor.deleteRequests.isEmpty)
    }

    @Test func testThatADeletedPostClosesTheScreenAndLeavesTheOpener() {
        // given
        showMyPost()
        // when
        presenter.didDeletePost(withId: "42", isInComposer: true)
        // then
        #expect(router.closeRequests == 1 && moduleOutput.deletions == [true])
    }

    @Test func testThatARefusedDeleteIsExplained() {
        // given
        showMyPost()
        // when
        presenter.didFailToDeletePost(.forbidden(nil))
        // then
        #expect(view.shownStatuses.last?.text == "the post was not taken down: not allowed (403)" && router.closeRequests == 0)
    }

    @Test func testThatPresenterClosesTheModuleOnBackEvent() {
        // given
        // when
        presenter.didTriggerBackEvent()
        // then
        #expect(router.closeRequests == 1)
    }

    @Test func testThatPresenterKeepsTheLoadedPostWhenTheServerFails() {
        // given
        presenter.didObtainPost(Post.fixture(id: "42"))
        // when
        presenter.didFailToObtainPost(.unreachable)
        // then
        #expect(view.shownStatuses.last?.text == "showing the post as loaded · cannot reach pixelfed.example")
    }

    @Test func testThatTheThreadIsEmbeddedAtTheCommentNamed() {
        // given
        presenter.configure(focusingCommentWithId: "9")
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(router.embeddedFocuses == ["9"])
    }

    @Test func testThatViewReadyEmbedsTheThreadOfThePost() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(router.embeddedPostIds == ["42"])
    }

    @Test func testThatTheNewCommentIsCountedForEveryScreen() {
        // given
        presenter.didObtainPost(Post.fixture(id: "42", caption: "hi"))
        // when
        presenter.didSendComment(inReplyToId: "42")
        // then
        #expect(interactor.countedComments == ["42"])
    }

    @Test func testThatAReplyToACommentDoesNotCountOnThePost() {
        // given
        presenter.didObtainPost(Post.fixture(id: "42", caption: "hi"))
        // when
        presenter.didSendComment(inReplyToId: "43")
        // then
        #expect(interactor.countedComments.isEmpty)
    }

    @Test func testThatProfileKeyOpensTheAuthorsProfile() {
        // given
        presenter.didObtainPost(Post.fixture(id: "42", caption: "hi"))
        // when
        presenter.didTriggerProfileEvent()
        // then
        #expect(router.profileRequests == [Post.fixture(id: "42").author.id])
    }

    @Test func testThatHOpensThePostsHistory() {
        // given
        presenter.configure(withPostId: "7")
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainPost(.fixture(id: "7"))
        // when
        presenter.didTriggerHistoryEvent()
        // then
        #expect(router.historyPostIds == ["7"])
    }

    @Test func testThatQOpensTheQuotedPost() {
        // given
        var post = Post.fixture(id: "7")
        post.quote = .shown(
            QuotedPost(id: "3", author: Author(id: "g", displayName: "Grace", handle: "grace"), createdAt: nil, caption: "Bugs"))
        presenter.didObtainPost(post)
        // when
        presenter.didTriggerOpenQuoteEvent()
        // then
        #expect(router.openedPostIds == ["3"])
    }

    @Test func testThatQOnAQuoteNotShownSaysThereIsNothingToOpen() {
        // given
        var post = Post.fixture(id: "7")
        post.quote = .removed
        presenter.didObtainPost(post)
        // when
        presenter.didTriggerOpenQuoteEvent()
        // then
        #expect(router.openedPostIds.isEmpty && view.shownStatuses.last?.text == Strings.noQuoteToOpen)
    }

    private func pollPost() -> Post {
        var post = Post.fixture(id: "7")
        post.poll = Poll(id: "p", options: [.init(title: "moth"), .init(title: "beetle")], expiresAt: Date().addingTimeInterval(3600))
        return post
    }

    @Test func testThatVOnAPollHandsTheNumbersToThePoll() {
        // given
        presenter.didObtainPost(pollPost())
        // when
        presenter.didTriggerPollEvent(.vote)
        // then
        #expect(view.choosingPollOptions.last == true)
    }

    @Test func testThatTheOptionChosenIsVotedFor() {
        // given
        presenter.didObtainPost(pollPost())
        presenter.didTriggerPollEvent(.vote)
        presenter.didTriggerPollEvent(.option(2))
        // when
        presenter.didTriggerPollEvent(.vote)
        // then
        #expect(interactor.votes.map(\.choices) == [[1]] && view.choosingPollOptions.last == false)
    }

    @Test func testThatAMarkIsDrawnOnThePoll() {
        // given
        presenter.didObtainPost(pollPost())
        presenter.didTriggerPollEvent(.vote)
        // when
        presenter.didTriggerPollEvent(.option(1))
        // then
        let poll = view.shownCellObjects.last?.compactMap { if case .poll(let poll) = $0 { poll } else { nil } }.first
        #expect(poll?.options.map(\.isMarked) == [true, false])
    }

    @Test func testThatARefusedVoteIsExplained() {
        // given
        presenter.didObtainPost(pollPost())
        // when
        presenter.didFailToVote(.rejected("The poll has already ended"))
        // then
        #expect(view.shownStatuses.last?.tone == .error)
    }

    @Test func testThatTAsksForTheTranslationAndSaysItWaits() {
        // given
        presenter.didObtainPost(.fixture(id: "7"))
        // when
        presenter.didTriggerTranslateEvent()
        // then
        #expect(interactor.translationToggles == ["7"] && view.shownStatuses.last?.text == Strings.translating)
    }

    @Test func testThatAServerWithoutTranslationSaysSo() {
        // given
        presenter.didObtainPost(.fixture(id: "7"))
        // when
        presenter.didFailToTranslate(.forbidden(nil))
        // then
        #expect(view.shownStatuses.last?.text == Strings.translationNotOffered)
    }

    @Test func testThatATranslationArrivingIsShownInPlaceOfTheCaption() {
        // given
        presenter.didObtainPost(.fixture(id: "7", caption: "A caption"))
        var translated = Post.fixture(id: "7", caption: "A caption")
        translated.translation = PostTranslation(caption: "Una leyenda", sourceLanguage: "en", provider: "DeepL")
        // when
        presenter.didChangePost(.changed(translated))
        // then
        #expect(
            view.shownCellObjects.last?.contains(.caption("Una leyenda", links: [])) == true
                && view.shownStatuses.last?.text == Strings.translated)
    }

    @Test func testThatAQuoteMarkOpensTheComposerQuotingThePost() {
        // given
        presenter.didObtainPost(.fixture(id: "7"))
        // when
        presenter.didTriggerQuoteEvent()
        // then
        #expect(router.quotedPostIds == ["7"])
    }
}
