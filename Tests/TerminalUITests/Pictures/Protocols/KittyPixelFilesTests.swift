import Foundation
import Imaging
import Testing

@testable import TerminalUI

struct KittyPixelFilesTests {
    private let picture = TestPictures.gradient(width: 20, height: 10)

    /// A folder of the test's own, so what is left in it is the test's doing.
    private func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kitty-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func testThatAFileHoldsThePicturesRGBBytes() throws {
        // given
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = KittyPixelFiles(folder: folder)
        // when
        let path = try #require(files.write(picture))
        // then
        #expect(FileManager.default.contents(atPath: path).map(Array.init) == picture.bytes)
    }

    @Test func testThatTheFilesNameIsOneKittyTakes() throws {
        // given
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = KittyPixelFiles(folder: folder)
        // when
        let path = try #require(files.write(picture))
        // then
        #expect(path.contains("tty-graphics-protocol"))
    }

    @Test func testThatEachPictureGetsAFileOfItsOwn() throws {
        // given
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = KittyPixelFiles(folder: folder)
        // when
        let first = files.write(picture)
        let second = files.write(picture)
        // then
        #expect(first != nil && first != second)
    }

    @Test func testThatFilesTheTerminalDidNotReadAreRemoved() throws {
        // given
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = KittyPixelFiles(folder: folder)
        _ = files.write(picture)
        _ = files.write(picture)
        // when
        files.removeUnread()
        // then
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func testThatAFolderThatCannotBeWrittenGivesNoFile() {
        // given
        let files = KittyPixelFiles(folder: URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)"))
        // when
        let path = files.write(picture)
        // then
        #expect(path == nil)
    }

    @Test func testThatFilesOfAProcessNoLongerRunningAreRemoved() throws {
        // given: a file named for a process id no process has
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let left = folder.appendingPathComponent("tintype-2147483646-tty-graphics-protocol-1.rgb")
        FileManager.default.createFile(atPath: left.path, contents: Data([0, 0, 0]))
        // when
        KittyPixelFiles.removeLeftovers(in: folder)
        // then
        #expect(!FileManager.default.fileExists(atPath: left.path))
    }

    @Test func testThatFilesOfThisProcessStay() throws {
        // given
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try #require(KittyPixelFiles(folder: folder).write(picture))
        // when
        KittyPixelFiles.removeLeftovers(in: folder)
        // then
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func testThatFilesNotOursStay() throws {
        // given: a kitty file of another program, and a file of ours of another kind
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let others = ["icat-2147483646-tty-graphics-protocol-1.rgb", "tintype-2147483646-notes.txt"].map {
            folder.appendingPathComponent($0).path
        }
        for path in others { FileManager.default.createFile(atPath: path, contents: Data([0])) }
        // when
        KittyPixelFiles.removeLeftovers(in: folder)
        // then
        #expect(others.allSatisfy { FileManager.default.fileExists(atPath: $0) })
    }
}
