import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct FirstScreenGateTests {
    @Test func testThatWorkWaitsUntilTheFirstScreenIsServed() {
        // given
        let gate = FirstScreenGate(patience: .seconds(60))
        var ran = 0
        // when
        gate.whenOpen { ran += 1 }
        // then
        #expect(ran == 0)
    }

    @Test func testThatWorkRunsOnceTheGateOpens() {
        // given
        let gate = FirstScreenGate(patience: .seconds(60))
        var ran = 0
        gate.whenOpen { ran += 1 }
        // when
        gate.open()
        // then
        #expect(ran == 1)
    }

    @Test func testThatOpeningTwiceRunsWorkOnce() {
        // given
        let gate = FirstScreenGate(patience: .seconds(60))
        var ran = 0
        gate.whenOpen { ran += 1 }
        gate.open()
        // when
        gate.open()
        // then
        #expect(ran == 1)
    }

    @Test func testThatWorkAfterTheGateOpensRunsAtOnce() {
        // given
        let gate = FirstScreenGate.alreadyOpen()
        var ran = 0
        // when
        gate.whenOpen { ran += 1 }
        // then
        #expect(ran == 1)
    }

    @Test func testThatPatienceOpensTheGateWhenNoAnswerComes() async {
        // given
        let gate = FirstScreenGate(patience: .milliseconds(20))
        var ran = 0
        gate.whenOpen { ran += 1 }
        // when
        await eventually { ran == 1 }
        // then
        #expect(gate.isOpen)
    }

    @Test func testThatAWaiterGoesOnOnceTheGateOpens() async {
        // given
        let gate = FirstScreenGate(patience: .seconds(60))
        let waiter = Task { await gate.waitUntilOpen() }
        await Task.yield()
        // when
        gate.open()
        await waiter.value
        // then
        #expect(gate.isOpen)
    }
}
