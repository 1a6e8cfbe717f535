import Testing

@testable import Tintype

struct TimelineSourceKeptTests {
    @Test(arguments: [TimelineSource.local, .federated, .list(title: "Close friends: the lab")])
    func testThatATimelineReadsBackAsKept(_ source: TimelineSource) {
        #expect(TimelineSource(kept: source.kept) == source)
    }

    @Test func testThatWordsNoTintypeWroteAreNoTimeline() {
        #expect(TimelineSource(kept: "list:") == nil && TimelineSource(kept: "home") == nil)
    }
}
