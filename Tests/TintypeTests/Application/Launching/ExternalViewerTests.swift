import Foundation
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct ExternalViewerTests {
    @Test func testThatTheConfiguredViewerIsStartedWithTheAddress() async throws {
        // given: `touch` as the viewer, so what it was given shows up as a file
        let target = TestFolders.unique("tintype-viewer")
        let viewer = ExternalViewer.system(environment: ["TINTYPE_IMAGE_VIEWER": "touch"])
        // when
        try viewer.open(target.path)
        // then
        await eventually { FileManager.default.fileExists(atPath: target.path) }
        #expect(FileManager.default.fileExists(atPath: target.path))
    }

    @Test func testThatTheConfigurationFilesViewerIsUsedWithoutTheEnvironmentsOwn() async throws {
        // given
        let target = TestFolders.unique("tintype-viewer")
        let viewer = ExternalViewer.system(environment: [:], configured: "touch")
        // when
        try viewer.open(target.path)
        // then
        await eventually { FileManager.default.fileExists(atPath: target.path) }
        #expect(FileManager.default.fileExists(atPath: target.path))
    }
}
