import Testing

@testable import Tintype

@MainActor
struct TaskTrackerRequestsTests {
    /// Stands for an interactor: it keeps what its requests told it.
    @MainActor
    private final class Owner {
        var answers: [String] = []
        var problems: [ConnectionProblem] = []
    }

    private struct Refusal: Error {}

    @Test func testThatTheAnswerGoesToTheOwner() async {
        // given
        let tracker = TaskTracker()
        let owner = Owner()
        // when
        tracker.request(for: owner, { "page" }, then: { $0.answers.append($1) })
        await tracker.idle()
        // then
        #expect(owner.answers == ["page"])
    }

    @Test func testThatAFailureGoesToTheOwnerAsAProblem() async {
        // given
        let tracker = TaskTracker()
        let owner = Owner()
        // when
        tracker.request(
            for: owner, { () async throws -> String in throw ConnectionProblem.notFound }, then: { $0.answers.append($1) },
            failed: { $0.problems.append($1) })
        await tracker.idle()
        // then
        #expect(owner.problems == [.notFound])
    }

    @Test func testThatAnErrorOfNoKnownKindIsAnUnreachableServer() async {
        // given
        let tracker = TaskTracker()
        let owner = Owner()
        // when
        tracker.request(
            for: owner, { () async throws -> String in throw Refusal() }, then: { $0.answers.append($1) },
            failed: { $0.problems.append($1) })
        await tracker.idle()
        // then
        #expect(owner.problems == [.unreachable])
    }

    @Test func testThatACancelledRequestTellsNothing() async {
        // given
        let tracker = TaskTracker()
        let owner = Owner()
        tracker.request(
            for: owner,
            {
                try await Task.sleep(for: .seconds(60))
                return "page"
            }, then: { $0.answers.append($1) }, failed: { $0.problems.append($1) })
        // when
        tracker.cancelAll()
        await tracker.idle()
        // then
        #expect(owner.answers.isEmpty && owner.problems.isEmpty)
    }

    @Test func testThatANewerRequestInTheSlotSilencesTheOlder() async {
        // given
        let tracker = TaskTracker()
        let owner = Owner()
        tracker.request(
            for: owner, inSlot: "search",
            {
                try await Task.sleep(for: .seconds(60))
                return "older"
            }, then: { $0.answers.append($1) }, failed: { $0.problems.append($1) })
        // when
        tracker.request(for: owner, inSlot: "search", { "newer" }, then: { $0.answers.append($1) })
        await tracker.idle()
        // then
        #expect(owner.answers == ["newer"] && owner.problems.isEmpty)
    }

    @Test func testThatAnOwnerGoneIsNotKeptForTheAnswer() async {
        // given
        let tracker = TaskTracker()
        var owner: Owner? = Owner()
        weak let released = owner
        let (answer, give) = AsyncStream.makeStream(of: String.self)
        tracker.request(
            for: owner!,
            {
                for await page in answer { return page }
                return ""
            }, then: { $0.answers.append($1) })
        // when
        owner = nil
        // then: gone while its request still waits for the answer
        #expect(released == nil)
        give.yield("page")
        await tracker.idle()
    }
}
