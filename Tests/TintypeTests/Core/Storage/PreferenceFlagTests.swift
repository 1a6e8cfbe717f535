import Foundation
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct PreferenceFlagTests {
    let preferences = FileCache(
        directory: TestFolders.unique("tintype-preferences"))

    @Test func testThatTheDefaultHoldsBeforeAnyChoice() {
        // given
        let flag = PreferenceFlag(preferences: preferences, key: "grid", defaultValue: true)
        // when
        let value = flag.read()
        // then
        #expect(value == true)
    }

    @Test func testThatAChoiceIsReadBackByTheNextStart() {
        // given
        PreferenceFlag(preferences: preferences, key: "grid", defaultValue: true).write(false)
        // when
        let value = PreferenceFlag(preferences: preferences, key: "grid", defaultValue: true).read()
        // then
        #expect(value == false)
    }

    @Test func testThatAnUnreadableChoiceIsTheDefault() throws {
        // given
        try preferences.write(Data("maybe".utf8), for: "grid")
        // when
        let value = PreferenceFlag(preferences: preferences, key: "grid", defaultValue: true).read()
        // then
        #expect(value == true)
    }
}
