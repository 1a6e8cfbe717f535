import Imaging
import Testing

@testable import Tintype

@MainActor
struct PhotoViewerInteractorTests {
    @Test func testThatInteractorDoesNotKeepItsOutputAlive() {
        // given
        let interactor = PhotoViewerInteractor(mediaService: MediaServiceStub())
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
        let interactor = PhotoViewerInteractor(mediaService: MediaServiceStub(answer: { _ in .success(picture) }))
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
        let interactor = PhotoViewerInteractor(mediaService: MediaServiceStub(answer: { _ in .failure(.undrawable(.outOfMemory)) }))
        let output = PhotoViewerInteractorOutputSpy()
        interactor.output = output
        // when
        interactor.obtainPicture(of: MediaItem(kind: .photo, altText: nil, url: "https://x/1.jpg"))
        await interactor.work.idle()
        // then
        #expect(output.failures.map(\.problem) == [.undrawable(.outOfMemory)])
    }
}
