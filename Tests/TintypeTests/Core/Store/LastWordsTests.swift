import Testing

@testable import Tintype

struct LastWordsTests {
    @Test func testThatWhatWasAskedForBeforeTheWordIsOlder() {
        // given
        var words = LastWords<String>()
        let asked = words.now
        // when
        words.record(on: "1")
        // then
        #expect(words.isOlder(asked, on: "1"))
    }

    @Test func testThatWhatWasAskedForAfterTheWordIsNotOlder() {
        // given
        var words = LastWords<String>()
        words.record(on: "1")
        // when
        let asked = words.now
        // then
        #expect(!words.isOlder(asked, on: "1"))
    }

    @Test func testThatAWordOnOneThingLeavesTheOthers() {
        // given
        var words = LastWords<String>()
        let asked = words.now
        // when
        words.record(on: "1")
        // then
        #expect(!words.isOlder(asked, on: "2"))
    }
}
