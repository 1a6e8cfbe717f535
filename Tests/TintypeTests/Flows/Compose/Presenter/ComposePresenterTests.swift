import Foundation
import Localisation
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ComposePresenterTests {
    let view = ComposeViewInputSpy()
    let interactor = ComposeInteractorInputSpy()
    let router = ComposeRouterInputSpy()
    let moduleOutput = ComposeModuleOutputSpy()
    let presenter: ComposePresenter

    init() {
        presenter = ComposePresenter(interactor: interactor, router: router, context: .test())
        presenter.view = view
        presenter.setModuleOutput(moduleOutput)
    }

    private func photo(_ name: String, altText: String = "") -> PostDraft.Photo {
        PostDraft.Photo(path: "/pictures/" + name, name: name, altText: altText)
    }

    /// The composer opened on an empty draft, the server's limits known.
    private func open() {
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainDraft(PostDraft())
        presenter.didObtainLimits(.usual)
    }

    private static let tenMegabytes = PostingLimits(
        characters: 500, photos: 4, charactersPerURL: 23, altTextCharacters: 1500, files: MediaFileLimits(pictureBytes: 10_485_760))

    /// The composer opened, and a 12 MB photo added before the server's limits came.
    private func openWithALargePhotoBeforeTheLimits() {
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainDraft(PostDraft())
        presenter.didCheckPhoto(
            PostDraft.Photo(path: "/p/cat.jpg", name: "cat.jpg", bytes: 12_000_000), problem: nil, shownPath: "/p/cat.jpg")
    }

    @Test func testThatAPostBeforeTheServersLimitsWaitsForThem() {
        // given
        openWithALargePhotoBeforeTheLimits()
        // when
        presenter.didTriggerPostEvent()
        // then
        #expect(interactor.publishedDrafts.isEmpty && view.shownStatuses.last?.text == Strings.composeWaitingForLimits)
    }

    @Test func testThatAPostWaitingForTheLimitsIsCheckedAgainstThemWhenTheyCome() {
        // given
        openWithALargePhotoBeforeTheLimits()
        presenter.didTriggerPostEvent()
        // when
        presenter.didObtainLimits(Self.tenMegabytes)
        // then
        #expect(interactor.publishedDrafts.isEmpty && view.shownStatuses.last?.tone == .error)
    }

    @Test func testThatAPostWaitingForTheLimitsGoesWhenItIsWithinThem() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainDraft(PostDraft())
        presenter.didChangeCaption("Sunday")
        presenter.didTriggerPostEvent()
        // when
        presenter.didObtainLimits(Self.tenMegabytes)
        // then
        #expect(interactor.publishedDrafts.map(\.caption) == ["Sunday"])
    }

    @Test func testThatOpeningAsksForTheDraftAndTheLimits() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.draftRequests == 1 && interactor.limitRequests == 1)
    }

    @Test func testThatTheModuleIsNamedANewPost() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.shownTitles == [Strings.composeTitle])
    }

    @Test func testThatAKeptDraftFillsTheForm() {
        // given
        var kept = PostDraft()
        kept.caption = "Sunday"
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainDraft(kept)
        // then
        #expect(view.shownTexts.last?.caption == "Sunday")
    }

    @Test func testThatTextTypedBeforeTheDraftCameIsNotReplaced() {
        // given
        var kept = PostDraft()
        kept.caption = "older"
        presenter.didTriggerViewReadyEvent()
        presenter.didChangeCaption("typed")
        // when
        presenter.didObtainDraft(kept)
        // then
        #expect(presenter.state.draft.caption == "typed" && view.shownTexts.isEmpty)
    }

    @Test func testThatEveryChangeIsKeptAsTheDraft() {
        // given
        open()
        // when
        presenter.didChangeCaption("Sunday")
        // then
        #expect(interactor.savedDrafts.last?.caption == "Sunday")
    }

    @Test func testThatAPathIsCheckedBeforeThePhotoIsAdded() {
        // given
        open()
        // when
        presenter.didAskToAddPhoto(atPath: " /pictures/cat.jpg ")
        // then
        #expect(interactor.checkedPaths == ["/pictures/cat.jpg"] && presenter.state.draft.photos.isEmpty)
    }

    @Test func testThatAPictureThatPassesIsAdded() {
        // given
        open()
        // when
        presenter.didCheckPhoto(photo("cat.jpg"), problem: nil, shownPath: "cat.jpg")
        // then
        #expect(view.viewModels.last?.photos.map(\.name) == ["cat.jpg"])
    }

    @Test func testThatAFileThatIsNotAPictureIsRefusedWithItsPath() {
        // given
        open()
        // when
        presenter.didCheckPhoto(photo("notes.txt"), problem: .notAPicture, shownPath: "notes.txt")
        // then
        #expect(view.shownStatuses.last?.text == Strings.photoNotAPicture("notes.txt") && presenter.state.draft.photos.isEmpty)
    }

    @Test func testThatNoMorePhotosThanTheServerTakesAreAdded() {
        // given
        open()
        presenter.didObtainLimits(PostingLimits(characters: 500, photos: 1, charactersPerURL: 23, altTextCharacters: 1500))
        presenter.didCheckPhoto(photo("cat.jpg"), problem: nil, shownPath: "cat.jpg")
        // when
        presenter.didAskToAddPhoto(atPath: "/pictures/dog.jpg")
        // then
        #expect(interactor.checkedPaths.isEmpty && view.shownStatuses.last?.text == Strings.composeTooManyPhotos(1))
    }

    @Test func testThatAPhotoMovesLater() {
        // given
        open()
        presenter.didCheckPhoto(photo("cat.jpg"), problem: nil, shownPath: "")
        presenter.didCheckPhoto(photo("dog.jpg"), problem: nil, shownPath: "")
        // when
        presenter.didMovePhoto(at: 0, by: 1)
        // then
        #expect(presenter.state.draft.photos.map(\.name) == ["dog.jpg", "cat.jpg"])
    }

    @Test func testThatAnAltTextIsKeptTrimmed() {
        // given
        open()
        presenter.didCheckPhoto(photo("cat.jpg"), problem: nil, shownPath: "")
        // when
        presenter.didSetAltText("  A tabby cat  ", forPhotoAt: 0)
        // then
        #expect(presenter.state.draft.photos.first?.altText == "A tabby cat")
    }

    @Test func testThatVisibilityGoesRound() {
        // given
        open()
        // when
        for _ in 0..<4 { presenter.didTriggerVisibilityEvent() }
        // then
        #expect(presenter.state.draft.visibility == .everyone && interactor.savedDrafts.map(\.visibility).first == .unlisted)
    }

    @Test func testThatALanguageThatIsNotACodeIsRefused() {
        // given
        open()
        // when
        presenter.didSetLanguage("English")
        // then
        #expect(presenter.state.draft.language.isEmpty && view.shownStatuses.last?.text == Strings.composeLanguageInvalid)
    }

    @Test func testThatATimeTypedIsWhenThePostIsPublished() {
        // given
        open()
        // when
        presenter.didSetPublishingTime("2h")
        // then
        #expect(presenter.state.draft.publishesAt == Date(timeIntervalSince1970: 1_000_000 + 7200))
    }

    @Test func testThatATimeGoneByIsRefusedWithItsReason() {
        // given
        open()
        // when
        presenter.didSetPublishingTime("1970-01-01 00:00")
        // then
        #expect(presenter.state.draft.publishesAt == nil && view.shownStatuses.last?.text == Strings.typedTimePast)
    }

    @Test func testThatNothingTypedPublishesAtOnce() {
        // given
        open()
        presenter.didSetPublishingTime("2h")
        // when
        presenter.didSetPublishingTime(" ")
        // then
        #expect(presenter.state.draft.publishesAt == nil)
    }

    @Test func testThatTheFormShowsWhenThePostIsPublished() {
        // given
        open()
        // when
        presenter.didSetPublishingTime("2h")
        // then
        #expect(
            view.viewModels.last?.publishing
                == Strings.composePublishesAt(ClockTimeFormatter().string(for: Date(timeIntervalSince1970: 1_007_200))))
    }

    @Test func testThatAnyoneMayQuoteGoesUnsaidAsTheServersOwnChoice() {
        // when
        open()
        // then
        #expect(view.viewModels.last?.options.contains(Strings.composeQuotesAnyone) == false)
    }

    @Test func testThatAScheduledPostEmptiesTheFormAndSaysWhen() {
        // given
        open()
        presenter.didChangeCaption("Sunday")
        presenter.didSetPublishingTime("2h")
        presenter.didTriggerPostEvent()
        // when
        presenter.didSchedule(ScheduledPost(id: "s1", publishesAt: Date(timeIntervalSince1970: 1_007_200), text: "Sunday"))
        // then
        let said = Strings.composeScheduled(ClockTimeFormatter().string(for: Date(timeIntervalSince1970: 1_007_200)))
        #expect(presenter.state.draft == PostDraft() && view.shownStatuses.last?.text == said && router.closeRequests == 0)
    }

    @Test func testThatPollOptionsTypedPutAPollInThePost() {
        // given
        open()
        // when
        presenter.didSetPollOptions("tea, coffee")
        // then
        #expect(presenter.state.draft.poll == PostDraft.Poll(options: ["tea", "coffee"]))
    }

    @Test func testThatOTurnsThePollsLengthToTheNextOne() {
        // given
        open()
        presenter.didSetPollOptions("tea, coffee")
        // when
        presenter.didTriggerPollLengthEvent()
        // then
        #expect(presenter.state.draft.poll?.expiresInSeconds == 3 * 86_400)
    }

    @Test func testThatMLetsVotersChooseSeveral() {
        // given
        open()
        presenter.didSetPollOptions("tea, coffee")
        // when
        presenter.didTriggerPollChoicesEvent()
        // then
        #expect(presenter.state.draft.poll?.allowsMultiple == true)
    }

    @Test func testThatTheFormShowsThePoll() {
        // given
        open()
        // when
        presenter.didSetPollOptions("tea, coffee")
        // then
        let line = Strings.composePollLine(options: "tea · coffee", length: "1d", choices: Strings.composePollOneChoice)
        #expect(view.viewModels.last?.poll == line)
    }

    @Test func testThatAPollWithPhotosIsRefusedBeforeSending() {
        // given
        open()
        presenter.didChangeCaption("Which?")
        presenter.didCheckPhoto(photo("cat.jpg", altText: "A cat"), problem: nil, shownPath: "cat.jpg")
        presenter.didSetPollOptions("tea, coffee")
        // when
        presenter.didTriggerPostEvent()
        // then
        #expect(interactor.publishedDrafts.isEmpty && view.shownStatuses.last?.text == Strings.composePollWithPhotos)
    }

    @Test func testThatAPollOfOneOptionIsRefusedBeforeSending() {
        // given
        open()
        presenter.didChangeCaption("Tea?")
        presenter.didSetPollOptions("tea")
        // when
        presenter.didTriggerPostEvent()
        // then
        #expect(interactor.publishedDrafts.isEmpty && view.shownStatuses.last?.text == Strings.composePollTooFewOptions)
    }

    @Test func testThatMoreOptionsThanTheServerTakesAreRefusedBeforeSending() {
        // given
        open()
        presenter.didChangeCaption("Drink?")
        presenter.didSetPollOptions("a, b, c, d, e")
        // when
        presenter.didTriggerPostEvent()
        // then
        #expect(interactor.publishedDrafts.isEmpty && view.shownStatuses.last?.text == Strings.composePollTooManyOptions("4"))
    }

    @Test func testThatAnOptionLongerThanTheServerTakesIsRefusedBeforeSending() {
        // given
        open()
        presenter.didChangeCaption("Drink?")
        presenter.didSetPollOptions("tea, " + String(repeating: "x", count: 51))
        // when
        presenter.didTriggerPostEvent()
        // then
        #expect(
            interactor.publishedDrafts.isEmpty && view.shownStatuses.last?.text == Strings.composePollOptionTooLong(index: "2", limit: "50")
        )
    }

    @Test func testThatAPollGoesOutWithThePost() {
        // given
        open()
        presenter.didChangeCaption("Drink?")
        presenter.didSetPollOptions("tea, coffee")
        // when
        presenter.didTriggerPostEvent()
        // then
        #expect(interactor.publishedDrafts.first?.poll?.options == ["tea", "coffee"])
    }

    @Test func testThatQLetsOnlyFollowersQuoteThePost() {
        // given
        open()
        // when
        presenter.didTriggerQuotePolicyEvent()
        // then
        #expect(
            presenter.state.draft.quotePolicy == .followers
                && view.viewModels.last?.options.contains(Strings.composeQuotesFollowers) == true)
    }

    @Test func testThatACaptionOverTheLimitIsRefusedBeforeSending() {
        // given
        open()
        presenter.didObtainLimits(PostingLimits(characters: 10, photos: 4, charactersPerURL: 23, altTextCharacters: 1500))
        presenter.didChangeCaption("eleven char")
        // when
        presenter.didTriggerPostEvent()
        // then
        #expect(
            interactor.publishedDrafts.isEmpty && view.shownStatuses.last?.text == Strings.composeCaptionTooLong(count: "11", limit: "10"))
    }

    @Test func testThatAPhotoWithoutAltTextIsRefusedWhenAltTextIsRequired() {
        // given: the configuration asks for alt text
        let presenter = ComposePresenter(
            interactor: interactor, router: router, context: ModuleContext(instanceName: "demo", requiresAltText: true))
        presenter.view = view
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainDraft(PostDraft())
        presenter.didObtainLimits(.usual)
        presenter.didCheckPhoto(photo("cat.jpg"), problem: nil, shownPath: "")
        // when
        presenter.didTriggerPostEvent()
        // then
        #expect(interactor.publishedDrafts.isEmpty && view.shownStatuses.last?.text == Strings.composeAltTextMissing("1"))
    }

    @Test func testThatAnEmptyPostIsRefused() {
        // given
        open()
        // when
        presenter.didTriggerPostEvent()
        // then
        #expect(interactor.publishedDrafts.isEmpty && view.shownStatuses.last?.text == Strings.composeNothingToPost)
    }

    @Test func testThatASecondPostPressWhileSendingSendsNothingMore() {
        // given
        open()
        presenter.didChangeCaption("Sunday")
        presenter.didTriggerPostEvent()
        // when
        presenter.didTriggerPostEvent()
        // then
        #expect(interactor.publishedDrafts.map(\.caption) == ["Sunday"])
    }

    @Test func testThatAnUploadShowsHowFarItWentOnItsPhoto() {
        // given
        open()
        presenter.didCheckPhoto(photo("cat.jpg"), problem: nil, shownPath: "")
        presenter.didTriggerPostEvent()
        // when
        presenter.didMakeUploadProgress(photoIndex: 0, fraction: 0.4)
        // then
        #expect(view.viewModels.last?.photos.first?.upload == 0.4)
    }

    @Test func testThatAnOlderProgressNeverMovesTheBarBack() {
        // given
        open()
        presenter.didCheckPhoto(photo("cat.jpg"), problem: nil, shownPath: "")
        presenter.didTriggerPostEvent()
        presenter.didMakeUploadProgress(photoIndex: 0, fraction: 0.6)
        // when
        presenter.didMakeUploadProgress(photoIndex: 0, fraction: 0.3)
        // then
        #expect(view.viewModels.last?.photos.first?.upload == 0.6)
    }

    @Test func testThatTheComposerClosesOnceThePostIsPublished() {
        // given
        open()
        presenter.didChangeCaption("Sunday")
        presenter.didTriggerPostEvent()
        // when
        presenter.didPublish(.fixture(id: "100"))
        // then
        #expect(router.closeRequests == 1)
    }

    @Test func testThatARefusedPostGoesBackToTheDraft() {
        // given
        open()
        presenter.didChangeCaption("Sunday")
        presenter.didTriggerPostEvent()
        // when
        presenter.didFailToPublish(.rejected("Validation failed"), keptDraft: nil)
        // then
        #expect(interactor.savedDrafts.last?.caption == "Sunday" && !presenter.state.isSending && view.shownStatuses.last?.tone == .error)
    }

    @Test func testThatARefusedPostTakenBackFromTheOutboxFillsTheForm() {
        // given
        open()
        presenter.didChangeCaption("Sunday")
        presenter.didTriggerPostEvent()
        var kept = PostDraft()
        kept.caption = "Sunday"
        kept.photos = [PostDraft.Photo(path: "/tmp/cat.jpg", name: "cat.jpg", uploadedId: "m1")]
        // when
        presenter.didFailToPublish(.rejected("Validation failed"), keptDraft: kept)
        // then
        #expect(presenter.state.draft.photos.map(\.uploadedId) == ["m1"])
    }

    @Test func testThatAPostLeftInTheOutboxEmptiesTheForm() {
        // given
        open()
        presenter.didChangeCaption("Sunday")
        presenter.didTriggerPostEvent()
        // when
        presenter.didFailToPublish(.unreachable, keptDraft: nil)
        // then
        #expect(presenter.state.draft == PostDraft() && view.shownStatuses.last?.tone == .warning)
    }

    /// The composer opened on my post 7 to edit it, its text arrived.
    private func openEdit() {
        presenter.configure(editingPostWithId: "7")
        presenter.didTriggerViewReadyEvent()
        var written = PostDraft()
        written.caption = "as written"
        written.photos = [PostDraft.Photo(path: "", name: "", altText: "A cat", uploadedId: "m1")]
        presenter.didObtainDraft(written)
        presenter.didObtainLimits(.usual)
    }

    @Test func testThatAnEditReadsThePostNotTheDraft() {
        // given
        presenter.configure(editingPostWithId: "7")
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.postToEditRequests == ["7"] && interactor.draftRequests == 0 && view.shownTitles == [Strings.editTitle])
    }

    @Test func testThatAnEditWaitsForThePostWithTheFormLocked() {
        // given
        presenter.configure(editingPostWithId: "7")
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.formLocks == [true] && view.shownStatuses.last?.text == Strings.editLoading)
    }

    @Test func testThatThePostToEditUnlocksTheForm() {
        // when
        openEdit()
        // then
        #expect(view.formLocks == [true, false] && view.shownStatuses.last?.text == Strings.composeHelp)
    }

    @Test func testThatANewPostsFormIsNeverLocked() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.formLocks.isEmpty)
    }

    @Test func testThatAnEditIsNotKeptAsTheNewPostsDraft() {
        // given
        openEdit()
        // when
        presenter.didChangeCaption("as written, better")
        // then
        #expect(interactor.savedDrafts.isEmpty)
    }

    @Test func testThatAnEditKeepsItsPhotos() {
        // given
        openEdit()
        // when
        presenter.didRemovePhoto(at: 0)
        // then
        #expect(presenter.state.draft.photos.count == 1 && view.shownStatuses.last?.text == Strings.editPhotosStay)
    }

    @Test func testThatControlSSavesTheEdit() {
        // given
        openEdit()
        presenter.didSetAltText("A tabby cat", forPhotoAt: 0)
        // when
        presenter.didTriggerPostEvent()
        // then
        #expect(
            interactor.savedEdits.map { "\($0.postId) \($0.draft.photos[0].altText)" } == ["7 A tabby cat"]
                && interactor.publishedDrafts.isEmpty)
    }

    @Test func testThatASavedEditIsToldAsAnEdit() {
        // given
        openEdit()
        presenter.didTriggerPostEvent()
        // when
        presenter.didPublish(.fixture(id: "7"))
        // then
        #expect(moduleOutput.editedPosts.map(\.id) == ["7"] && router.closeRequests == 1)
    }

    @Test func testThatBackClosesTheModule() {
        // given
        // when
        presenter.didTriggerBackEvent()
        // then
        #expect(router.closeRequests == 1)
    }

    @Test func testThatThePickerStartsAfterTheLastPhoto() {
        // given
        open()
        presenter.didCheckPhoto(PostDraft.Photo(path: "/p/cat.jpg", name: "cat.jpg"), problem: nil, shownPath: "/p/cat.jpg")
        // when
        presenter.didTriggerPickPhotoEvent()
        // then
        #expect(router.pickerStarts == ["/p/cat.jpg"])
    }

    @Test func testThatAPickedPhotoIsCheckedAsATypedOne() {
        // given
        open()
        // when
        presenter.didPickPhoto(atPath: "/p/dog.jpg")
        // then
        #expect(interactor.checkedPaths == ["/p/dog.jpg"])
    }

    @Test func testThatAPhotoIsCheckedAgainstTheServersLargestPicture() {
        // given
        open()
        presenter.didObtainLimits(
            PostingLimits(
                characters: 500, photos: 4, charactersPerURL: 23, altTextCharacters: 1500, files: MediaFileLimits(pictureBytes: 10_485_760))
        )
        // when
        presenter.didAskToAddPhoto(atPath: "~/cat.jpg")
        // then
        #expect(interactor.checkedLimits == [10_485_760])
    }

    @Test func testThatAPhotoOverTheServersLimitStopsThePost() {
        // given
        open()
        presenter.didCheckPhoto(
            PostDraft.Photo(path: "/p/cat.jpg", name: "cat.jpg", bytes: 12_000_000), problem: nil, shownPath: "/p/cat.jpg")
        presenter.didObtainLimits(
            PostingLimits(
                characters: 500, photos: 4, charactersPerURL: 23, altTextCharacters: 1500, files: MediaFileLimits(pictureBytes: 10_485_760))
        )
        // when
        presenter.didTriggerPostEvent()
        // then
        #expect(interactor.publishedDrafts.isEmpty && view.shownStatuses.last?.tone == .error)
    }

    @Test func testThatAPostOpenedToQuoteAnotherQuotesIt() {
        // given
        presenter.configure(quoting: .fixture(id: "7", caption: "Moths in relay 70"))
        open()
        presenter.didChangeCaption("The first bug")
        // when
        presenter.didTriggerPostEvent()
        // then
        #expect(interactor.publishedDrafts.map(\.quotedPostId) == ["7"])
    }

    @Test func testThatTheFormSaysWhatIsQuoted() {
        // given
        presenter.configure(quoting: .fixture(id: "7", caption: "Moths in relay 70"))
        // when
        open()
        // then
        #expect(view.viewModels.last?.quote == Strings.composeQuoting("Grace Hopper @grace: Moths in relay 70"))
    }

    @Test func testThatAKeptDraftIsQuotingToo() {
        // given
        var kept = PostDraft()
        kept.caption = "Half written"
        presenter.configure(quoting: .fixture(id: "7"))
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainDraft(kept)
        // then
        #expect(presenter.state.draft.caption == "Half written" && presenter.state.draft.quotedPostId == "7")
    }
}
