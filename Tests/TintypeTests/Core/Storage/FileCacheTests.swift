import Foundation
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct FileCacheTests {
    let directory = TestFolders.unique("tintype-cache")

    @Test func testThatWrittenBytesReadBack() throws {
        // given
        let cache = FileCache(directory: directory)
        // when
        try cache.write(Data("hello".utf8), for: "home")
        // then
        #expect(cache.read("home") == Data("hello".utf8))
    }

    @Test func testThatMissingKeyIsAMiss() {
        // given
        let cache = FileCache(directory: directory)
        // when
        let data = cache.read("nothing")
        // then
        #expect(data == nil)
    }

    @Test func testThatDamagedFileIsAMiss() throws {
        // given
        let cache = FileCache(directory: directory)
        try cache.write(Data("hello world".utf8), for: "home")
        let path = cache.url(for: "home").path
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        bytes[bytes.count - 1] ^= 0xFF
        try bytes.write(to: URL(fileURLWithPath: path))
        // when
        let data = cache.read("home")
        // then
        #expect(data == nil)
    }

    @Test func testThatTruncatedFileIsAMiss() throws {
        // given
        let cache = FileCache(directory: directory)
        try cache.write(Data(repeating: 7, count: 1000), for: "home")
        let url = cache.url(for: "home")
        try Data(try Data(contentsOf: url).prefix(500)).write(to: url)
        // when
        let data = cache.read("home")
        // then
        #expect(data == nil)
    }

    @Test func testThatForeignFileIsAMiss() throws {
        // given
        let cache = FileCache(directory: directory)
        try Data("{\"not\":\"ours\"}".utf8).write(to: cache.url(for: "home"))
        // when
        let data = cache.read("home")
        // then
        #expect(data == nil)
    }

    @Test func testThatTemporaryFileLeftByAnInterruptedWriteIsSweptAtStart() throws {
        // given
        _ = FileCache(directory: directory)
        // No process can have this id (Linux allows at most 2^22).
        let leftover = directory.appendingPathComponent(".tmp-999999999-home.cache")
        try Data("half".utf8).write(to: leftover)
        // when
        _ = FileCache(directory: directory)
        // then
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
    }

    @Test func testThatATemporaryFileOfAProcessStillRunningIsLeftAlone() throws {
        // given
        _ = FileCache(directory: directory)
        let writing = directory.appendingPathComponent(".tmp-\(getpid())-home.cache")
        try Data("half".utf8).write(to: writing)
        // when
        _ = FileCache(directory: directory)
        // then
        #expect(FileManager.default.fileExists(atPath: writing.path))
    }

    @Test func testThatADamagedFileOfTheUsersOwnIsSetAsideNotDeleted() throws {
        // given
        let cache = FileCache(directory: directory, damagedFilePolicy: .setAside(report: { _ in }))
        try Data("not a cache file".utf8).write(to: cache.url(for: "draft"))
        // when
        _ = cache.read("draft")
        // then
        #expect(FileManager.default.fileExists(atPath: cache.url(for: "draft").path + ".damaged"))
    }

    @Test func testThatADamagedFileSetAsideIsReported() throws {
        // given
        let reported = LockedList<URL>()
        let cache = FileCache(directory: directory, damagedFilePolicy: .setAside(report: { reported.append($0) }))
        try Data("not a cache file".utf8).write(to: cache.url(for: "draft"))
        // when
        _ = cache.read("draft")
        // then
        #expect(reported.items.map(\.lastPathComponent) == ["draft.cache.damaged"])
    }

    @Test func testThatInterruptedWriteLeavesThePreviousContents() throws {
        // given
        let cache = FileCache(directory: directory)
        try cache.write(Data("old".utf8), for: "home")
        try Data("half-written".utf8).write(to: directory.appendingPathComponent(".tmp-9-home.cache"))
        // when
        let data = cache.read("home")
        // then
        #expect(data == Data("old".utf8))
    }

    @Test func testThatTooLargeEntryIsRefused() {
        // given
        let cache = FileCache(directory: directory, maximumEntryBytes: 4)
        // when
        let write = { try cache.write(Data("too large".utf8), for: "home") }
        // then
        #expect(throws: FileCacheError.entryTooLarge(bytes: 9, limit: 4), performing: write)
    }

    @Test func testThatLeastRecentlyUsedEntryIsEvictedOverTheCap() throws {
        // given
        let cache = FileCache(directory: directory, maximumTotalBytes: 2 * (17 + 100) + 10)
        try cache.write(Data(repeating: 1, count: 100), for: "old")
        try cache.write(Data(repeating: 2, count: 100), for: "newer")
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3600)],
            ofItemAtPath: cache.url(for: "old").path)
        // when
        try cache.write(Data(repeating: 3, count: 100), for: "newest")
        // then
        #expect(cache.read("old") == nil && cache.read("newest") != nil)
    }

    @Test func testThatFilesAreReadableByTheOwnerOnly() throws {
        // given
        let cache = FileCache(directory: directory)
        // when
        try cache.write(Data("secret".utf8), for: "home")
        // then
        let attributes = try FileManager.default.attributesOfItem(atPath: cache.url(for: "home").path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test func testThatKeyCannotNameAnotherFolder() throws {
        // given
        let cache = FileCache(directory: directory)
        // when
        try cache.write(Data("x".utf8), for: "../../escape")
        // then
        #expect(cache.url(for: "../../escape").deletingLastPathComponent().path == directory.path)
    }
}
