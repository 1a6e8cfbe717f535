import Foundation
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PhotoPickerInteractorTests {
    let folder = TestFolders.unique("tintype-picker")

    private func interactor() -> PhotoPickerInteractor {
        PhotoPickerInteractor(photoFiles: PhotoFiles(homeDirectory: folder.path), mediaService: MediaServiceStub())
    }

    @Test func testThatInteractorDoesNotKeepItsOutputAlive() {
        // given
        let interactor = interactor()
        weak var output: PhotoPickerInteractorOutputSpy?
        do {
            let spy = PhotoPickerInteractorOutputSpy()
            interactor.output = spy
            output = spy
        }
        // when
        interactor.cancelAllRequests()
        // then
        #expect(output == nil)
    }

    @Test func testThatANameIsCleanedForTheTerminal() async throws {
        // given
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("cat\u{1B}[2J.jpg"))
        let interactor = interactor()
        let output = PhotoPickerInteractorOutputSpy()
        interactor.output = output
        // when
        interactor.obtainEntries(inFolder: folder.path, startingAfterPhotoAt: nil)
        await interactor.work.idle()
        // then
        #expect(output.listings.first?.entries.first?.name.contains("\u{1B}") == false)
    }

    @Test func testThatWithNoFolderThePickerStartsAtHome() async throws {
        // given
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let interactor = interactor()
        let output = PhotoPickerInteractorOutputSpy()
        interactor.output = output
        // when
        interactor.obtainEntries(inFolder: nil, startingAfterPhotoAt: nil)
        await interactor.work.idle()
        // then
        #expect(output.listings.first?.folder == folder.path)
    }
}
