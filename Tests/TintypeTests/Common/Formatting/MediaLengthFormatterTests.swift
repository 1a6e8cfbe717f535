import Testing

@testable import Tintype

struct MediaLengthFormatterTests {
    @Test func testThatSecondsHaveTwoDigitsAfterTheMinutes() {
        // then
        #expect(MediaLengthFormatter.string(forSeconds: 4.2) == "0:04")
    }

    @Test func testThatMinutesComeBeforeTheSeconds() {
        // then
        #expect(MediaLengthFormatter.string(forSeconds: 750) == "12:30")
    }

    @Test func testThatHoursComeFirstWhenThereAreAny() {
        // then
        #expect(MediaLengthFormatter.string(forSeconds: 3723) == "1:02:03")
    }
}
