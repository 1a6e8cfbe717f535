import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct KeyMapCatalogueTests {
    /// The actions `[keys.feed]` may bind.
    private var homeActions: [String] {
        KeyMapCatalogue.screens.first { $0.name == "feed" }?.actions.map(\.action) ?? []
    }

    @Test func testThatHomesSectionBindsItsPostsKeys() {
        // then
        #expect(homeActions.contains("open") && homeActions.contains("like") && homeActions.contains("next"))
    }

    @Test func testThatHomesSectionBindsItsOwnKeys() {
        // then
        #expect(homeActions.contains("toggle_replies") && homeActions.contains("toggle_layout"))
    }

    @Test func testThatHomesSectionHasNoGridLayout() {
        // then
        #expect(!homeActions.contains("layout"))
    }
}
