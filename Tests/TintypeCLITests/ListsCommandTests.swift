import ArgumentParser
import Testing

@testable import TintypeCLI

struct ListsCommandTests {
    @Test func testThatARenameWithoutItsNewTitleIsRefused() {
        #expect(throws: (any Error).self) { try ListsCommand.parse(["--rename", "Lab"]) }
    }

    @Test func testThatTwoChangesAtOnceAreRefused() {
        #expect(throws: (any Error).self) { try ListsCommand.parse(["--create", "Lab", "--delete", "Poets"]) }
    }

    @Test func testThatAnAccountAddedNamesItsList() throws {
        #expect(throws: Never.self) { try ListsCommand.parse(["--add", "@grace", "--to", "Lab"]) }
    }

    @Test func testThatAnEmptyTitleIsRefused() {
        #expect(throws: (any Error).self) { try ListsCommand.parse(["--create", " "]) }
    }
}
