import Testing

@testable import Localisation

struct PlaceholdersTests {
    @Test func testThatPlaceholdersAreFilledInAnyOrder() {
        // given, when
        let text = Placeholders.fill("{instance}: {handle}", with: [("handle", "grace"), ("instance", "pixey.org")])
        // then
        #expect(text == "pixey.org: grace")
    }

    @Test func testThatBracesInAValueStayAsTheyAre() {
        // given, when
        let text = Placeholders.fill("{reason} · {handle}", with: [("reason", "{handle}"), ("handle", "grace")])
        // then
        #expect(text == "{handle} · grace")
    }

    @Test func testThatAnUnknownPlaceholderIsKept() {
        // given, when
        let text = Placeholders.fill("{unknown} {handle}", with: [("handle", "grace")])
        // then
        #expect(text == "{unknown} grace")
    }

    @Test func testThatNamesAreListedOnceInOrder() {
        // given, when
        let names = Placeholders.names(in: "{b} {a} {b}")
        // then
        #expect(names == ["b", "a"])
    }
}
