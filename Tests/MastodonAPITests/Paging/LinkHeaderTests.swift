import Foundation
import Testing

@testable import MastodonAPI

struct LinkHeaderTests {
    private let header =
        #"<https://a.example/api/v1/timelines/home?max_id=7&limit=40>; rel="next", <https://a.example/api/v1/timelines/home?min_id=9&limit=40>; rel="prev""#

    @Test func testThatNextRelationIsFound() {
        // given
        // when
        let links = LinkHeader.parse(header)
        // then
        #expect(links["next"]?.absoluteString == "https://a.example/api/v1/timelines/home?max_id=7&limit=40")
    }

    @Test func testThatPageTakesOlderCursorFromNext() {
        // given
        // when
        let page = Page<Int>(items: [], linkHeader: header, limit: 40)
        // then
        #expect(page.older == PageRequest.older(than: "7", limit: 40))
    }

    @Test func testThatPageTakesNewerCursorFromPrev() {
        // given
        // when
        let page = Page<Int>(items: [], linkHeader: header, limit: 40)
        // then
        #expect(page.newer == PageRequest.newer(than: "9", limit: 40))
    }

    @Test func testThatMissingHeaderMeansNoOlderPage() {
        // given
        // when
        let page = Page<Int>(items: [], linkHeader: nil, limit: 40)
        // then
        #expect(page.older == nil)
    }

    @Test func testThatCommaInsideURLDoesNotSplitTheEntry() {
        // given
        let value = #"<https://a.example/x?tags=a,b&max_id=3>; rel="next""#
        // when
        let links = LinkHeader.parse(value)
        // then
        #expect(links["next"]?.query == "tags=a,b&max_id=3")
    }
}
