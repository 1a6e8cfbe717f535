import Testing

@testable import Tintype
@testable import TintypeApp

struct RememberedToggleTests {
    @Test func testThatTheRememberedSettingIsTaken() {
        // given
        var toggle = RememberedToggle(false)
        // when
        _ = toggle.remember(true)
        // then
        #expect(toggle.isOn)
    }

    @Test func testThatTakingTheRememberedSettingSaysTheSwitchMoved() {
        // given
        var toggle = RememberedToggle(false)
        // when
        let moved = toggle.remember(true)
        // then
        #expect(moved)
    }

    @Test func testThatTheSameSettingRememberedSaysNothingMoved() {
        // given
        var toggle = RememberedToggle(true)
        // when
        let moved = toggle.remember(true)
        // then
        #expect(!moved)
    }

    @Test func testThatAFlipGivesTheNewSetting() {
        // given
        var toggle = RememberedToggle(false)
        // when
        let setting = toggle.flip()
        // then
        #expect(setting && toggle.isOn)
    }

    @Test func testThatAFlipMadeBeforeTheRememberedSettingCameStands() {
        // given
        var toggle = RememberedToggle(false)
        _ = toggle.flip()
        // when
        _ = toggle.remember(false)
        // then
        #expect(toggle.isOn)
    }
}
