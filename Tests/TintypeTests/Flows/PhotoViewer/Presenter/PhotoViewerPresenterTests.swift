import Imaging
import Localisation
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PhotoViewerPresenterTests {
    let view = PhotoViewerViewInputSpy()
    let interactor = PhotoViewerInteractorInputSpy()
    let router = PhotoViewerRouterInputSpy()
    let presenter: PhotoViewerPresenter
    let photos = [
        MediaItem(kind: .photo, altText: "A brick wall", url: "https://x/1.jpg"),
        MediaItem(kind: .photo, altText: "Grass", url: "https://x/2.jpg"),
        MediaItem(kind: .photo, altText: "A tabby cat", url: "https://x/3.jpg", isSensitive: true),
    ]

    init() {
        presenter = PhotoViewerPresenter(interactor: interactor, router: router, context: .test())
        presenter.view = view
    }

    @Test func testThatPresenterSetsUpViewOnViewReadyEvent() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.didSetupInitialState)
    }

    @Test func testThatPresenterShowsThePhotoItWasOpenedAt() {
        // given
        presenter.configure(withPhotos: photos, startingAt: 1, isRevealed: false)
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.shownPhotos.last.map { ($0.counter, $0.altText) } ?? ("", "") == ("Photo 2/3", "Grass"))
    }

    @Test func testThatPresenterAsksForThePhotoItShows() {
        // given
        presenter.configure(withPhotos: photos, startingAt: 1, isRevealed: false)
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.pictureRequests == [photos[1]])
    }

    @Test func testThatTheNextPhotoAfterTheLastIsTheFirst() {
        // given
        presenter.configure(withPhotos: photos, startingAt: 2, isRevealed: true)
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerPhotoEvent(offset: 1)
        // then
        #expect(view.shownPhotos.last?.counter == "Photo 1/3")
    }

    @Test func testThatTheArrivedPhotoIsShown() {
        // given
        presenter.configure(withPhotos: photos, startingAt: 0, isRevealed: false)
        presenter.didTriggerViewReadyEvent()
        let picture = PixelImage(width: 3, height: 2, filledWith: .white)
        // when
        presenter.didObtainPhoto(.photo(picture), address: "https://x/1.jpg")
        // then
        #expect(view.shownPhotos.last?.picture == picture)
    }

    @Test func testThatASensitivePhotoStaysItsLikenessUntilRevealed() {
        // given
        presenter.configure(withPhotos: photos, startingAt: 2, isRevealed: false)
        presenter.didTriggerViewReadyEvent()
        let likeness = PixelImage(width: 2, height: 2, filledWith: .black)
        presenter.didObtainPhoto(.likeness(likeness), address: "https://x/3.jpg")
        // when
        presenter.didObtainPhoto(.photo(PixelImage(width: 2, height: 2, filledWith: .white)), address: "https://x/3.jpg")
        // then
        #expect(view.shownPhotos.last?.picture == likeness)
    }

    @Test func testThatRevealingShowsTheSensitivePhoto() {
        // given
        presenter.configure(withPhotos: photos, startingAt: 2, isRevealed: false)
        presenter.didTriggerViewReadyEvent()
        let picture = PixelImage(width: 2, height: 2, filledWith: .white)
        presenter.didObtainPhoto(.photo(picture), address: "https://x/3.jpg")
        // when
        presenter.didTriggerRevealEvent()
        // then
        #expect(view.shownPhotos.last?.picture == picture)
    }

    @Test func testThatAPhotoThatCannotBeFetchedSaysWhy() {
        // given
        presenter.configure(withPhotos: photos, startingAt: 0, isRevealed: false)
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainPhoto(.failure(.undrawable(.unsupported(.svg))), address: "https://x/1.jpg")
        // then
        #expect(view.shownPhotos.last?.note?.hasPrefix("not shown") == true)
    }

    @Test func testThatOTheOriginalOpensTheShownPhotosAddress() {
        // given
        presenter.configure(withPhotos: photos, startingAt: 1, isRevealed: false)
        // when
        presenter.didTriggerOpenOriginalEvent()
        // then
        #expect(interactor.openedOriginals == ["https://x/2.jpg"])
    }

    @Test func testThatTheOriginalOpenedIsSaid() {
        // given
        presenter.configure(withPhotos: photos, startingAt: 1, isRevealed: false)
        // when
        presenter.didOpenOriginal(true)
        // then
        #expect(view.shownStatuses.last?.text == Strings.openedInViewer)
    }

    @Test func testThatAViewerThatCouldNotStartIsSaid() {
        // given
        presenter.configure(withPhotos: photos, startingAt: 1, isRevealed: false)
        // when
        presenter.didOpenOriginal(false)
        // then
        #expect(view.shownStatuses.last == StatusLineViewModel(text: Strings.viewerFailed, tone: .error))
    }

    @Test func testThatPresenterClosesTheModuleOnBackEvent() {
        // when
        presenter.didTriggerBackEvent()
        // then
        #expect(router.closeRequests == 1)
    }

    // MARK: - A video

    let video = MediaItem(kind: .video, altText: "Red, then blue", url: "https://x/4.mp4", durationSeconds: 12)
    let frame = VideoFrame(image: PixelImage(width: 2, height: 2, filledWith: .white), seconds: 3, durationSeconds: 12)

    /// The viewer opened on the video, its frame at 3 s come.
    private func playingVideo() {
        presenter.configure(withPhotos: [video], startingAt: 0, isRevealed: false)
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainVideoFrame(frame, address: "https://x/4.mp4")
    }

    @Test func testThatAVideoPlaysAtOnce() {
        // when
        playingVideo()
        // then
        #expect(interactor.playedVideos.map(\.address) == ["https://x/4.mp4"])
    }

    @Test func testThatTheVideosFrameIsShown() {
        // when
        playingVideo()
        // then
        #expect(view.shownPhotos.last?.picture == frame.image)
    }

    @Test func testThatTheStatusLineSaysTheTimeTheLengthAndHowFarItPlayed() {
        // when
        playingVideo()
        // then
        #expect(view.shownStatuses.last?.text.hasPrefix("▶ 0:03 / 0:12 ━━━━━───────────────") == true)
    }

    @Test func testThatAVideoCoveredByAnotherScreenPauses() {
        // given
        playingVideo()
        // when
        presenter.didTriggerViewDidDisappearEvent()
        // then
        #expect(interactor.videoStops == 1 && view.shownStatuses.last?.text.hasPrefix("❚❚ 0:03 / 0:12") == true)
    }

    let gif = MediaItem(kind: .animation, altText: "A cat jumps", url: "https://x/5.mp4", previewURL: "https://x/5.jpg")

    @Test func testThatTheAnimationShownPlays() {
        // given
        presenter.configure(withPhotos: [gif], startingAt: 0, isRevealed: false)
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.animationsPlayed.last == gif)
    }

    @Test func testThatAnAnimationCoveredByAnotherScreenStops() {
        // given
        presenter.configure(withPhotos: [gif], startingAt: 0, isRevealed: false)
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerViewDidDisappearEvent()
        // then
        #expect(interactor.animationsPlayed.last == .some(nil))
    }

    @Test func testThatTheNextPhotoStopsTheAnimationBefore() {
        // given
        presenter.configure(withPhotos: [gif, photos[0]], startingAt: 0, isRevealed: false)
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerPhotoEvent(offset: 1)
        // then: a photo in its place, which plays nothing
        #expect(interactor.animationsPlayed.last == photos[0])
    }

    @Test func testThatSpacePausesTheVideo() {
        // given
        playingVideo()
        // when
        presenter.didTriggerPlayPauseEvent()
        // then
        #expect(interactor.videoStops == 1 && view.shownStatuses.last?.text.hasPrefix("❚❚ 0:03 / 0:12") == true)
    }

    @Test func testThatSpaceAgainPlaysOnFromWhereItPaused() {
        // given
        playingVideo()
        presenter.didTriggerPlayPauseEvent()
        // when
        presenter.didTriggerPlayPauseEvent()
        // then
        #expect(interactor.playedVideos.last.map { $0.seconds } == 3)
    }

    @Test func testThatRightGoesFiveSecondsOn() {
        // given
        playingVideo()
        // when
        presenter.didTriggerStepEvent(offset: 1)
        // then
        #expect(interactor.playedVideos.last.map { $0.seconds } == 8)
    }

    @Test func testThatLeftNeverGoesBeforeTheStart() {
        // given
        playingVideo()
        // when
        presenter.didTriggerStepEvent(offset: -1)
        // then
        #expect(interactor.playedVideos.last.map { $0.seconds } == 0)
    }

    @Test func testThatSpaceAtTheEndPlaysItAgainFromTheStart() {
        // given
        playingVideo()
        presenter.didEndVideo(address: "https://x/4.mp4")
        // when
        presenter.didTriggerPlayPauseEvent()
        // then
        #expect(interactor.playedVideos.last.map { $0.seconds } == 0)
    }

    @Test func testThatRightOnAPhotoShowsTheNextOne() {
        // given
        presenter.configure(withPhotos: photos, startingAt: 0, isRevealed: false)
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerStepEvent(offset: 1)
        // then
        #expect(view.shownPhotos.last?.altText == "Grass")
    }
}
