import Testing

@testable import Tintype
@testable import TintypeApp

struct FetchSlotsTests {
    @Test func testThatPlacesUpToTheLimitAreGivenAtOnce() async {
        // given
        let slots = FetchSlots(limit: 2)
        // when
        let first = await slots.take()
        let second = await slots.take()
        // then
        #expect(first && second)
    }

    @Test func testThatAWaiterGetsThePlaceThatIsGivenBack() async {
        // given
        let slots = FetchSlots(limit: 1)
        _ = await slots.take()
        let waiter = Task { await slots.take() }
        // when
        await slots.give()
        // then
        #expect(await waiter.value)
    }

    @Test func testThatACancelledWaiterLeavesWithoutAPlace() async {
        // given
        let slots = FetchSlots(limit: 1)
        _ = await slots.take()
        let waiter = Task { await slots.take() }
        // when
        waiter.cancel()
        // then
        #expect(await waiter.value == false)
    }
}
