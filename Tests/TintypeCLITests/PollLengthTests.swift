import Testing

@testable import TintypeCLI

struct PollLengthTests {
    @Test(arguments: [("30m", 1800), ("6h", 21_600), ("3d", 259_200), ("1w", 604_800)])
    func testThatANumberAndAUnitAreRead(_ argument: String, _ seconds: Int) {
        // given
        // when
        let length = PollLength(argument: argument)
        // then
        #expect(length?.seconds == seconds)
    }

    @Test(arguments: ["", "h", "0h", "3years", "-1d", "1.5h", "99999999d"])
    func testThatAnythingElseIsRefused(_ argument: String) {
        // given
        // when
        let length = PollLength(argument: argument)
        // then
        #expect(length == nil)
    }
}
