/// The keys every selectable list shares, with the nouns of the module's rows in the help.
enum ListKeyMap {
    static func keyMap(rows noun: String, lastLoads: Bool = true) -> KeyMap<ListAction> {
        KeyMap([
            KeyBinding([.character("j"), .down], "j / ↓", "next \(noun)", .next),
            KeyBinding([.character("k"), .up], "k / ↑", "previous \(noun)", .previous),
            KeyBinding([.pageDown, .character(" "), .control("f"), .control("d")], "PgDn / Space / ^F ^D", "page down", .pageDown),
            KeyBinding([.pageUp, .control("b"), .control("u")], "PgUp / ^B ^U", "page up", .pageUp),
            KeyBinding([.character("g"), .home], "g / Home", "first \(noun)", .first),
            KeyBinding([.character("G"), .end], "G / End", lastLoads ? "last loaded \(noun); loads more" : "last \(noun)", .last),
        ])
    }
}
