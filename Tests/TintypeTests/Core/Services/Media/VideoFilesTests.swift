import Foundation
import TestSupport
import Testing

@testable import TintypeApp

struct VideoFilesTests {
    let folder = TestFolders.unique("tintype-videos")

    @Test func testThatAVideoNotFetchedIsNotKept() {
        // given
        let videos = VideoFiles(directory: folder)
        // when
        let kept = videos.keptPath(for: "https://cdn.example/1.mp4")
        // then
        #expect(kept == nil)
    }

    @Test func testThatAVideoFetchedIsKept() throws {
        // given
        let videos = VideoFiles(directory: folder)
        try Data([1]).write(to: URL(fileURLWithPath: videos.path(for: "https://cdn.example/1.mp4")))
        // when
        let kept = videos.keptPath(for: "https://cdn.example/1.mp4")
        // then
        #expect(kept == videos.path(for: "https://cdn.example/1.mp4"))
    }

    @Test func testThatTheVideoPlayedLongestAgoGoesFirstPastTheCap() throws {
        // given: two of 600 bytes under a cap of 1,000; the first played an hour before the second
        let videos = VideoFiles(directory: folder, maximumTotalBytes: 1000)
        let older = videos.path(for: "https://cdn.example/1.mp4")
        let newer = videos.path(for: "https://cdn.example/2.mp4")
        try Data(count: 600).write(to: URL(fileURLWithPath: older))
        try Data(count: 600).write(to: URL(fileURLWithPath: newer))
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-3600)], ofItemAtPath: older)
        // when
        videos.evictIfNeeded()
        // then
        #expect(!FileManager.default.fileExists(atPath: older) && FileManager.default.fileExists(atPath: newer))
    }
}
