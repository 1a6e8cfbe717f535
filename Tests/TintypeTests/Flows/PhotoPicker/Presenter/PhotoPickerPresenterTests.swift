import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PhotoPickerPresenterTests {
    let view = PhotoPickerViewInputSpy()
    let interactor = PhotoPickerInteractorInputSpy()
    let router = PhotoPickerRouterInputSpy()
    let output = PhotoPickerModuleOutputSpy()
    let presenter: PhotoPickerPresenter

    static let folder = [
        PhotoFolderEntry(path: "/p/Holidays", name: "Holidays", isFolder: true),
        PhotoFolderEntry(path: "/p/cat.jpg", name: "cat.jpg", isFolder: false),
    ]

    init() {
        presenter = PhotoPickerPresenter(interactor: interactor, router: router, cellObjectFactory: PhotoFileCellObjectFactory())
        presenter.view = view
        presenter.configure(startingAfterPhotoAt: "/p/dog.jpg", output: output)
    }

    /// The picker shown on the folder /p.
    private func open() {
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainEntries(Self.folder, inFolder: "/p", named: "/p")
    }

    @Test func testThatThePickerStartsWhereTheLastPhotoCameFrom() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.folderRequests.first?.lastPhotoPath == "/p/dog.jpg" && interactor.folderRequests.first?.folder == nil)
    }

    @Test func testThatPresenterNamesTheModuleOnViewReadyEvent() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.shownTitles == ["Choose a photo or video"])
    }

    @Test func testThatAFolderIsShownAsItsEntries() {
        // given
        // when
        open()
        // then
        #expect(view.shownCellObjects.last?.map(\.name) == ["Holidays/", "cat.jpg"])
    }

    @Test func testThatEnterOnAFolderListsIt() {
        // given
        open()
        // when
        presenter.didSelectEntry(at: 0)
        // then
        #expect(interactor.folderRequests.last?.folder == "/p/Holidays")
    }

    @Test func testThatEnterOnAPictureGivesItToTheComposer() {
        // given
        open()
        // when
        presenter.didSelectEntry(at: 1)
        // then
        #expect(output.pickedPaths == ["/p/cat.jpg"] && router.closeRequests == 1)
    }

    @Test func testThatUpListsTheFolderAbove() {
        // given
        open()
        // when
        presenter.didTriggerUpEvent()
        // then
        #expect(interactor.folderRequests.last?.folder == "/")
    }

    @Test func testThatTheFolderLeftIsSelectedInTheOneAbove() {
        // given
        open()
        presenter.didSelectEntry(at: 0)
        presenter.didObtainEntries([], inFolder: "/p/Holidays", named: "/p/Holidays")
        presenter.didTriggerUpEvent()
        // when
        presenter.didObtainEntries(Self.folder, inFolder: "/p", named: "/p")
        // then
        #expect(view.selections.last == 0)
    }

    @Test func testThatOnlyPicturesOnScreenAreAskedForTheirThumbnails() {
        // given
        open()
        // when
        presenter.didShowEntries(at: 0..<2)
        // then
        #expect(interactor.thumbnailRequests.last?.map(\.rowId) == ["/p/cat.jpg"])
    }

    @Test func testThatAnEmptyFolderSaysSo() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainEntries([], inFolder: "/p", named: "/p")
        // then
        #expect(view.shownFooters.last != nil)
    }

    @Test func testThatPresenterClosesTheModuleOnBackEvent() {
        // given
        // when
        presenter.didTriggerBackEvent()
        // then
        #expect(router.closeRequests == 1 && output.pickedPaths.isEmpty)
    }

}
