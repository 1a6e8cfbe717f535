/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
///
/// The post's own keys; the thread under it declares its own, and the help lists both.
enum PostDetailKeyMap {
    enum Action: Sendable {
        case scroll(ListAction)
        case like, profile, reveal, help, back, openOriginal, viewPhoto
        case photo(Int)
    }

    /// The keys as declared, before the configuration file has its say.
    static let declared = KeyMap<Action>([
        KeyBinding([.pageDown, .character(" ")], "PgDn / Space", "scroll the post down", .scroll(.pageDown)),
        KeyBinding([.pageUp], "PgUp", "scroll the post up", .scroll(.pageUp)),
        KeyBinding([.character("j"), .down], "", "", .scroll(.next)),
        KeyBinding([.character("k"), .up], "", "", .scroll(.previous)),
        KeyBinding([.character("g"), .home], "", "", .scroll(.first)),
        KeyBinding([.character("G"), .end], "", "", .scroll(.last)),
        KeyBinding([.right, .character("]")], "→ / ]", "the next photo", .photo(1)),
        KeyBinding([.left, .character("[")], "← / [", "the previous photo", .photo(-1)),
        KeyBinding([.character("z")], "z", "the photo as large as the terminal allows", .viewPhoto),
        KeyBinding([.character("o")], "o", "open the original in an image viewer", .openOriginal),
        KeyBinding([.character("l")], "l", "like the post, or take the like back", .like),
        KeyBinding([.character("u")], "u", "the author's profile (post, or selected comment)", .profile),
        KeyBinding([.character("s")], "s", "show or hide a content warning's text and sensitive photos", .reveal),
        KeyBinding([.character("?")], "?", "show or hide these keys", .help),
        KeyBinding([.escape, .character("h"), .character("q"), .backspace], "Esc / h / q / ⌫", "back", .back),
    ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.post]` on top.
    static let keyMap = declared.configured("post")
}
