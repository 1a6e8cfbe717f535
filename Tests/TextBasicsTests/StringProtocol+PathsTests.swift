import Testing

@testable import TextBasics

struct StringProtocolPathsTests {
    @Test func testThatTheParentOfANestedPathIsItsFolder() {
        // given
        let path = "/home/ada/Pictures/cat.jpg"
        // when
        let folder = path.parentFolderPath
        // then
        #expect(folder == "/home/ada/Pictures")
    }

    @Test func testThatTheParentOfAFolderWithATrailingSlashIsTheFolderAbove() {
        // given
        let path = "/home/ada/"
        // when
        let folder = path.parentFolderPath
        // then
        #expect(folder == "/home")
    }

    @Test func testThatTheParentOfATopLevelPathIsTheRoot() {
        // given
        let path = "/home"
        // when
        let folder = path.parentFolderPath
        // then
        #expect(folder == "/")
    }

    @Test func testThatABareNameHasNoParent() {
        // given
        let path = "cat.jpg"
        // when
        let folder = path.parentFolderPath
        // then
        #expect(folder.isEmpty)
    }

    @Test func testThatTheExtensionIsWhatFollowsTheLastDot() {
        // given
        let path = "/tmp/archive.tar.GZ"
        // when
        let ending = path.pathExtension
        // then
        #expect(ending == "GZ")
    }

    @Test func testThatAHiddenFileWithoutADotAfterItsFirstHasNoExtension() {
        // given
        let path = "/home/ada/.profile"
        // when
        let ending = path.pathExtension
        // then
        #expect(ending.isEmpty)
    }
}
