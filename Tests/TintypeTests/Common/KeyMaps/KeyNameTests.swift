import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

struct KeyNameTests {
    @Test(arguments: [
        ("j", KeyEvent.character("j")), ("L", .character("L")), ("Enter", .enter), ("esc", .escape), ("Shift-Tab", .backTab),
        ("Space", .character(" ")), ("PageDown", .pageDown), ("Ctrl-x", .control("x")), ("F5", .function(5)),
    ])
    func testThatAKeyIsReadFromItsName(_ case: (String, KeyEvent)) {
        // given
        let name = `case`.0
        // when
        let key = KeyName.key(name)
        // then
        #expect(key == `case`.1)
    }

    @Test(arguments: ["", "Hyper-j", "jj", "F13", "Ctrl-1"])
    func testThatAWordNamingNoKeyIsNone(_ name: String) {
        // given
        // when
        let key = KeyName.key(name)
        // then
        #expect(key == nil)
    }

    @Test(arguments: [KeyEvent.character("?"), .enter, .control("d"), .function(2), .pageUp, .backTab])
    func testThatAKeysNameReadsBackAsTheKey(_ key: KeyEvent) {
        // given
        let name = KeyName.name(of: key)
        // when
        let read = KeyName.key(name)
        // then
        #expect(read == key)
    }
}
