import Testing

@testable import Tintype
@testable import TintypeApp

struct AccountHandlesTests {
    @Test func testThatHandlesAreSplitAtSpacesAndCommas() {
        // given
        let text = "@grace, @alan katherine"
        // when
        let handles = AccountHandles.parse(text)
        // then
        #expect(handles == ["grace", "alan", "katherine"])
    }

    @Test func testThatAHandleNamedTwiceIsLookedUpOnce() {
        // given
        let text = "@grace alan @Grace"
        // when
        let handles = AccountHandles.parse(text)
        // then
        #expect(handles == ["grace", "alan"])
    }

    @Test func testThatAHandleKeepsItsInstance() {
        // given
        let text = "@grace@pixelfed.social"
        // when
        let handles = AccountHandles.parse(text)
        // then
        #expect(handles == ["grace@pixelfed.social"])
    }

    @Test func testThatALoneAtSignNamesNoOne() {
        // given
        let text = "  @ , "
        // when
        let handles = AccountHandles.parse(text)
        // then
        #expect(handles.isEmpty)
    }
}
