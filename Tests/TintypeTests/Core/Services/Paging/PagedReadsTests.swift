import MastodonAPI
import Testing

@testable import Tintype
@testable import TintypeApp

struct PagedReadsTests {
    let reads = PagedReads<String>(pageSize: 2, keptLists: 2, identity: { $0 })

    /// A page of these items, with a next page older than its last item when `more`.
    private static func page(_ items: [String], more: Bool = true) -> Page<String> {
        Page(items: items, older: more ? items.last.map { .older(than: $0, limit: 2) } : nil, newer: nil)
    }

    @Test func testThatTheFirstPageAsksForTheNewest() async throws {
        // given
        let asked = LockedList<PageRequest>()
        // when
        _ = try await reads.read("followers", more: false) {
            asked.append($0)
            return Self.page(["a", "b"])
        }
        // then
        #expect(asked.items == [.newest(limit: 2)])
    }

    @Test func testThatTheNextPageStartsWhereTheLastStopped() async throws {
        // given
        let asked = LockedList<PageRequest>()
        _ = try await reads.read("followers", more: false) { _ in Self.page(["a", "b"]) }
        // when
        _ = try await reads.read("followers", more: true) {
            asked.append($0)
            return Self.page(["c"])
        }
        // then
        #expect(asked.items == [.older(than: "b", limit: 2)])
    }

    @Test func testThatTheNextPageGoesBelowWithoutRepeats() async throws {
        // given
        _ = try await reads.read("followers", more: false) { _ in Self.page(["a", "b"]) }
        // when
        let slice = try await reads.read("followers", more: true) { _ in Self.page(["b", "c"]) }
        // then
        #expect(slice.items == ["a", "b", "c"])
    }

    @Test func testThatAPageAddingNothingEndsTheList() async throws {
        // given
        _ = try await reads.read("followers", more: false) { _ in Self.page(["a", "b"]) }
        // when
        let slice = try await reads.read("followers", more: true) { _ in Self.page(["a", "b"]) }
        // then
        #expect(!slice.hasMore)
    }

    @Test func testThatTheEndAsksTheServerNothingMore() async throws {
        // given
        let asked = LockedList<PageRequest>()
        _ = try await reads.read("followers", more: false) { _ in Self.page(["a"], more: false) }
        // when
        let slice = try await reads.read("followers", more: true) {
            asked.append($0)
            return Self.page(["z"])
        }
        // then
        #expect(asked.items.isEmpty && slice.items == ["a"])
    }

    @Test func testThatListsPageApart() async throws {
        // given
        _ = try await reads.read("followers", more: false) { _ in Self.page(["a", "b"]) }
        // when
        let slice = try await reads.read("following", more: true) { _ in Self.page(["x"]) }
        // then
        #expect(slice.items == ["x"])
    }

    @Test func testThatTheListReadLongestAgoIsLetGo() async throws {
        // given: room for two lists, three read
        let asked = LockedList<PageRequest>()
        _ = try await reads.read("one", more: false) { _ in Self.page(["a", "b"]) }
        _ = try await reads.read("two", more: false) { _ in Self.page(["c", "d"]) }
        _ = try await reads.read("three", more: false) { _ in Self.page(["e", "f"]) }
        // when
        _ = try await reads.read("one", more: true) {
            asked.append($0)
            return Self.page(["g"])
        }
        // then: "one" starts over from the newest
        #expect(asked.items == [.newest(limit: 2)])
    }
}
