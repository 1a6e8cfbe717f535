import Localisation
import TerminalUI

/// The keys every grid of tiles shares: arrows and h j k l move as they point. The tiles are posts.
enum GridKeyMap {
    static func keyMap() -> KeyMap<GridAction> {
        KeyMap([
            KeyBinding([.character("h"), .left], "h / ←", Strings.keysTileLeft, .left),
            KeyBinding([.character("l"), .right], "l / →", Strings.keysTileRight, .right),
            KeyBinding([.character("j"), .down], "j / ↓", Strings.keysTileBelow, .down),
            KeyBinding([.character("k"), .up], "k / ↑", Strings.keysTileAbove, .up),
            KeyBinding(
                [.pageDown, .character(" "), .control("f"), .control("d")], "PgDn / Space / ^F ^D", Strings.keysPageDown, .pageDown),
            KeyBinding([.pageUp, .control("b"), .control("u")], "PgUp / ^B ^U", Strings.keysPageUp, .pageUp),
            KeyBinding([.character("g"), .home], "g / Home", Strings.keysFirstPost, .first),
            KeyBinding([.character("G"), .end], "G / End", Strings.keysLastLoadedPost, .last),
        ])
    }
}
