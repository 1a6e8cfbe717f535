import Imaging
import Testing

struct FramePacingTests {
    let pacing = FramePacing(framesPerSecond: 10)

    @Test func testThatAFrameNotDueYetWaitsForItsTime() {
        // when
        let decision = pacing.decision(forFrameAt: 1.0, elapsed: 0.75)
        // then
        #expect(decision == .wait(seconds: 0.25))
    }

    @Test func testThatAFrameDueWithinItsLengthIsShown() {
        // when
        let decision = pacing.decision(forFrameAt: 1.0, elapsed: 1.05)
        // then
        #expect(decision == .show)
    }

    @Test func testThatAFrameLateByMoreThanItsLengthIsDropped() {
        // when
        let decision = pacing.decision(forFrameAt: 1.0, elapsed: 1.2)
        // then
        #expect(decision == .drop)
    }

    @Test func testThatAVideoWithoutARateCountsATenthOfASecondAFrame() {
        // when
        let pacing = FramePacing(framesPerSecond: 0)
        // then
        #expect(pacing.frameSeconds == 0.1)
    }

    @Test func testThatAFrameTooSoonAfterTheLastShownIsDroppedWhereFramesAreCapped() {
        // given: 30 frames a second, at most 10 shown
        let capped = FramePacing(framesPerSecond: 30, framesShownPerSecond: 10)
        // when
        let decision = capped.decision(forFrameAt: 1.033, elapsed: 1.0, lastShown: 1.0)
        // then
        #expect(decision == .drop)
    }

    @Test func testThatAFrameAnIntervalAfterTheLastShownWaitsForItsTimeWhereFramesAreCapped() {
        // given
        let capped = FramePacing(framesPerSecond: 30, framesShownPerSecond: 10)
        // when
        let decision = capped.decision(forFrameAt: 1.1, elapsed: 1.0, lastShown: 1.0)
        // then
        #expect(decision == .wait(seconds: 1.1 - 1.0))
    }
}
