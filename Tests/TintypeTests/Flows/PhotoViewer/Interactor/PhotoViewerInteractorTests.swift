import Imaging
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PhotoViewerInteractorTests {
    static let viewer = ExternalViewer { _ in }

    @Test func testThatInteractorDoesNotKeepItsOutputAlive() {
        // given
        let interactor = PhotoViewerInteractor(mediaService: MediaServiceStub(), externalViewer: Self.viewer)
        weak var output: PhotoViewerInteractorOutputSpy?
        do {
            let spy = PhotoViewerInteractorOutputSpy()
            interactor.output = spy
            output = spy
        }
        // when
        interactor.cancelAllRequests()
        // then
        #expect(output == nil)
    }

    @Test func testThatThePhotoIsReportedWithItsAddress() async {
        // given
        let picture = PixelImage(width: 4, height: 3, filledWith: .white)
        let interactor = PhotoViewerInteractor(
            mediaService: MediaServiceStub(answer: { _ in .success(picture) }), externalViewer: Self.viewer)
        let output = PhotoViewerInteractorOutputSpy()
        interactor.output = output
        // when
        interactor.obtainPicture(of: MediaItem(kind: .photo, altText: nil, url: "https://x/1.jpg"))
        await interactor.work.idle()
        // then
        #expect(output.pictures.map(\.address) == ["https://x/1.jpg"])
    }

    @Test func testThatAFailedPhotoIsReportedWithWhy() async {
        // given
        let interactor = PhotoViewerInteractor(
            mediaService: MediaServiceStub(answer: { _ in .failure(.undrawable(.outOfMemory)) }), externalViewer: Self.viewer)
        let output = PhotoViewerInteractorOutputSpy()
        interactor.output = output
        // when
        interactor.obtainPicture(of: MediaItem(kind: .photo, altText: nil, url: "https://x/1.jpg"))
        await interactor.work.idle()
        // then
        #expect(output.failures.map(\.problem) == [.undrawable(.outOfMemory)])
    }

    @Test func testThatTheOriginalGoesToTheExternalViewer() {
        // given
        let opened = LockedList<String>()
        let interactor = PhotoViewerInteractor(mediaService: MediaServiceStub(), externalViewer: ExternalViewer { opened.append($0) })
        // when
        interactor.openOriginal(at: "https://x/1.jpg")
        // then
        #expect(opened.items == ["https://x/1.jpg"])
    }

    @Test func testThatAViewerThatCouldNotStartIsReported() {
        // given
        let interactor = PhotoViewerInteractor(
            mediaService: MediaServiceStub(), externalViewer: ExternalViewer { _ in throw CancellationError() })
        let output = PhotoViewerInteractorOutputSpy()
        interactor.output = output
        // when
        interactor.openOriginal(at: "https://x/1.jpg")
        // then
        #expect(output.originalsNotOpened == 1)
    }
}
