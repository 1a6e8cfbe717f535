import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct RefreshClockTests {
    let ticker = ManualTicker()

    @Test func testThatNothingTicksBeforeTheIntervalHasPassed() async {
        // given
        var ticks = 0
        let clock = RefreshClock(interval: .seconds(60), sleep: ticker.sleep)
        let running = Task { await clock.run { ticks += 1 } }
        // when
        await ticker.waitForSleeper()
        // then
        #expect(ticks == 0)
        running.cancel()
        ticker.tick()
    }

    @Test func testThatEachIntervalTicksOnce() async {
        // given
        var ticks = 0
        let clock = RefreshClock(interval: .seconds(60), sleep: ticker.sleep)
        let running = Task { await clock.run { ticks += 1 } }
        await ticker.waitForSleeper()
        // when
        await ticker.passInterval()
        await ticker.passInterval()
        // then
        #expect(ticks == 2)
        running.cancel()
        ticker.tick()
    }

    @Test func testThatTheClockWaitsItsInterval() async {
        // given
        let clock = RefreshClock(interval: .seconds(300), sleep: ticker.sleep)
        // when
        let running = Task { await clock.run {} }
        await ticker.waitForSleeper()
        // then
        #expect(ticker.requestedDurations == [.seconds(300)])
        running.cancel()
        ticker.tick()
    }

    @Test func testThatACancelledClockStopsTicking() async {
        // given
        var ticks = 0
        let clock = RefreshClock(interval: .seconds(60), sleep: ticker.sleep)
        let running = Task { await clock.run { ticks += 1 } }
        await ticker.waitForSleeper()
        // when
        running.cancel()
        ticker.tick()
        await running.value
        // then
        #expect(ticks == 0)
    }

    @Test func testThatTheContextSetsTheInterval() {
        // given
        let context = ModuleContext(instanceName: "demo", refreshInterval: .seconds(90))
        // when
        let clock = RefreshClock(context: context)
        // then
        #expect(clock.interval == .seconds(90))
    }
}
