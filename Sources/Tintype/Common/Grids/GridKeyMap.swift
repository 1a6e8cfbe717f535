/// The keys every grid of tiles shares: arrows and h j k l move as they point.
enum GridKeyMap {
    static func keyMap(tiles noun: String) -> KeyMap<GridAction> {
        KeyMap([
            KeyBinding([.character("h"), .left], "h / ←", "\(noun) to the left", .left),
            KeyBinding([.character("l"), .right], "l / →", "\(noun) to the right", .right),
            KeyBinding([.character("j"), .down], "j / ↓", "\(noun) below", .down),
            KeyBinding([.character("k"), .up], "k / ↑", "\(noun) above", .up),
            KeyBinding([.pageDown, .character(" "), .control("f"), .control("d")], "PgDn / Space / ^F ^D", "page down", .pageDown),
            KeyBinding([.pageUp, .control("b"), .control("u")], "PgUp / ^B ^U", "page up", .pageUp),
            KeyBinding([.character("g"), .home], "g / Home", "first \(noun)", .first),
            KeyBinding([.character("G"), .end], "G / End", "last loaded \(noun); loads more", .last),
        ])
    }
}
