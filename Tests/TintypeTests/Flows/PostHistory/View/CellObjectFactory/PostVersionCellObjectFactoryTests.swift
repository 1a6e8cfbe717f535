import Foundation
import Localisation
import Testing

@testable import Tintype
@testable import TintypeApp

struct PostVersionCellObjectFactoryTests {
    let now = Date(timeIntervalSince1970: 1_000_000)
    let factory = PostVersionCellObjectFactory()

    private func versions() -> [PostVersion] {
        [
            PostVersion(createdAt: now.addingTimeInterval(-120), caption: "Risen", altTexts: ["A loaf", ""]),
            PostVersion(createdAt: now.addingTimeInterval(-7200), caption: "Rising", contentWarning: "bread"),
        ]
    }

    @Test func testThatTheNewestVersionIsHeadedAsItIsNow() {
        // given
        // when
        let objects = factory.cellObjects(for: versions(), now: now)
        // then
        #expect(objects.first?.heading == Strings.postVersionNow(Strings.minutesAgo("2")))
    }

    @Test func testThatTheOldestVersionIsHeadedAsPosted() {
        // given
        // when
        let objects = factory.cellObjects(for: versions(), now: now)
        // then
        #expect(objects.last?.heading == Strings.postVersionPosted(Strings.hoursAgo("2")))
    }

    @Test func testThatOnlyPhotosWithAltTextHaveALine() {
        // given
        // when
        let objects = factory.cellObjects(for: versions(), now: now)
        // then
        #expect(objects.first?.altTexts == [Strings.postVersionAlt(number: "1", text: "A loaf")])
    }

    @Test func testThatAContentWarningIsShown() {
        // given
        // when
        let objects = factory.cellObjects(for: versions(), now: now)
        // then
        #expect(objects.last?.contentWarning == Strings.contentWarning("bread"))
    }
}
