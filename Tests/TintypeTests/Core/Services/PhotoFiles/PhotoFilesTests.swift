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
        let problem = files.problem(withFileAt: "~/cat.jpg", limits: MediaFileLimits())
        // then
        #expect(problem == nil)
    }

    @Test func testThatATextFileIsNotAPicture() throws {
        // given
        try write("notes.jpg", Array("just words".utf8))
        // when
        let problem = files.problem(withFileAt: "~/notes.jpg", limits: MediaFileLimits())
        // then
        #expect(problem == .notAPicture)
    }

    @Test func testThatAFolderIsSaidToBeOne() throws {
        // given
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("album"), withIntermediateDirectories: true)
        // when
        let problem = files.problem(withFileAt: folder.appendingPathComponent("album").path, limits: MediaFileLimits())
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
        let problem = files.problem(withFileAt: "~/cat.jpg", limits: MediaFileLimits(pictureBytes: 1024))
        // then
        #expect(problem == .tooLarge(bytes: 2052, limit: 1024))
    }

    /// A fixture of the imaging tests, copied into the home folder as `name`.
    private func copyVideo(_ fixture: String, as name: String) throws {
        let source = DemoServer.packageRoot.appendingPathComponent("Tests/ImagingTests/Fixtures/\(fixture)")
        try write(name, Array(try Data(contentsOf: source)))
    }

    /// What stops the clip (64x48 at 10 fps, two seconds) from going on a server with these limits.
    private func clipProblem(under limits: MediaFileLimits) throws -> PhotoFileProblem? {
        try copyVideo("red-then-blue.mp4", as: "clip.mp4")
        return files.problem(withFileAt: "~/clip.mp4", limits: limits)
    }

    @Test func testThatAnMP4IsAVideoAPostCanCarry() throws {
        // given
        let limits = MediaFileLimits(pictureBytes: 10)
        // when
        let problem = try clipProblem(under: limits)
        // then
        #expect(problem == nil)
    }

    @Test func testThatAVideoOverTheServersVideoLimitIsTooLargeForIt() throws {
        // given
        let limits = MediaFileLimits(videoBytes: 100)
        // when
        let problem = try clipProblem(under: limits)
        // then
        #expect(problem.map { if case .tooLarge(_, 100) = $0 { true } else { false } } == true)
    }

    @Test func testThatAVideoFasterThanTheServerTakesIsSaidToBe() throws {
        // given
        let limits = MediaFileLimits(videoFramesPerSecond: 5)
        // when
        let problem = try clipProblem(under: limits)
        // then
        #expect(problem == .videoFrameRateTooHigh(framesPerSecond: 10, limit: 5))
    }

    @Test func testThatAVideoWithLargerFramesThanTheServerTakesIsSaidToBe() throws {
        // given
        let limits = MediaFileLimits(videoPixels: 1000)
        // when
        let problem = try clipProblem(under: limits)
        // then
        #expect(problem == .videoFramesTooLarge(width: 64, height: 48, limitPixels: 1000))
    }

    @Test func testThatAVideoLongerThanTheServerTakesIsSaidToBe() throws {
        // given
        let limits = MediaFileLimits(videoFrames: 10)
        // when
        let problem = try clipProblem(under: limits)
        // then
        #expect(problem == .videoTooLong(seconds: 2, limitSeconds: 1))
    }

    @Test func testThatACutShortVideoCannotBeAdded() throws {
        // given
        try copyVideo("truncated.mp4", as: "clip.mp4")
        // when
        let problem = files.problem(withFileAt: "~/clip.mp4", limits: MediaFileLimits())
        // then
        #expect(problem == .unreadableVideo)
    }

    @Test func testThatAFolderListsItsVideosBesideItsPictures() throws {
        // given
        try write("cat.jpg", [0xFF, 0xD8, 0xFF])
        try write("clip.mp4", [0])
        try write("notes.txt", [0])
        // when
        let names = files.entries(inFolder: folder.path).map(\.name)
        // then
        #expect(names == ["cat.jpg", "clip.mp4"])
    }
}
