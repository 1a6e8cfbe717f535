import Foundation
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct PhotoFilesTests {
    let folder = TestFolders.unique("tintype-photo-files")
    var files: PhotoFiles { PhotoFiles(homeDirectory: folder.path) }

    private func write(_ name: String, _ bytes: [UInt8]) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: folder.appendingPathComponent(name))
    }

    @Test func testThatAJPEGIsAPhotoAPostCanCarry() throws {
        // given
        try write("cat.jpg", [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10])
        // when
        let problem = files.problem(withPhotoAt: "~/cat.jpg")
        // then
        #expect(problem == nil)
    }

    @Test func testThatATextFileIsNotAPicture() throws {
        // given
        try write("notes.jpg", Array("just words".utf8))
        // when
        let problem = files.problem(withPhotoAt: "~/notes.jpg")
        // then
        #expect(problem == .notAPicture)
    }

    @Test func testThatAFolderIsSaidToBeOne() throws {
        // given
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("album"), withIntermediateDirectories: true)
        // when
        let problem = files.problem(withPhotoAt: folder.appendingPathComponent("album").path)
        // then
        #expect(problem == .folder)
    }

    @Test func testThatAPathCompletesAsFarAsItIsCertain() throws {
        // given
        try write("coffee-morning.jpg", [0xFF])
        try write("coffee-evening.jpg", [0xFF])
        // when
        let completion = files.completions(of: "~/co")
        // then
        #expect(completion.completed == "~/coffee-" && completion.candidates == ["coffee-evening.jpg", "coffee-morning.jpg"])
    }

    @Test func testThatTheOnlyFolderCompletesWithItsSlash() throws {
        // given
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("album"), withIntermediateDirectories: true)
        // when
        let completion = files.completions(of: "~/al")
        // then
        #expect(completion.completed == "~/album/")
    }

    @Test func testThatAFolderListsItsFoldersFirstThenItsPictures() throws {
        // given
        try write("zebra.jpg", [])
        try write("Apple.png", [])
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Holidays"), withIntermediateDirectories: true)
        // when
        let names = files.entries(inFolder: folder.path).map(\.name)
        // then
        #expect(names == ["Holidays", "Apple.png", "zebra.jpg"])
    }

    @Test func testThatAFolderListsNoOtherFilesNorHiddenOnes() throws {
        // given
        try write("notes.txt", [])
        try write(".secret.jpg", [])
        // when
        let entries = files.entries(inFolder: folder.path)
        // then
        #expect(entries.isEmpty)
    }

    @Test func testThatThePickerStartsInTheLastPhotosFolder() throws {
        // given
        try write("cat.jpg", [])
        // when
        let start = files.startingFolder(after: folder.appendingPathComponent("cat.jpg").path)
        // then
        #expect(start == folder.path)
    }

    @Test func testThatThePickerStartsInPicturesWhereThereIsOne() throws {
        // given
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Pictures"), withIntermediateDirectories: true)
        // when
        let start = files.startingFolder(after: nil)
        // then
        #expect(start == folder.path + "/Pictures")
    }

    @Test func testThatAFolderAtHomeIsShownWithATilde() {
        // given
        let path = folder.path + "/Pictures"
        // when
        let shown = files.abbreviated(path)
        // then
        #expect(shown == "~/Pictures")
    }

    @Test func testThatAPictureOverTheServersLimitIsTooLargeForIt() throws {
        // given
        try write("cat.jpg", [0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0, count: 2048))
        // when
        let problem = files.problem(withPhotoAt: "~/cat.jpg", largest: 1024)
        // then
        #expect(problem == .tooLarge(bytes: 2052, limit: 1024))
    }
}
