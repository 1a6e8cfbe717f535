/// Module is responsible for a post's photos one at a time, as large as the terminal allows.
///
/// The module's keys, declared once: the view dispatches through them and the help lists them.
enum PhotoViewerKeyMap {
    enum Action: Sendable {
        case photo(Int)
        case openOriginal, reveal, help, back
    }

    /// The keys as declared, before the configuration file has its say.
    static let declared = KeyMap<Action>([
        KeyBinding([.right, .character("]"), .character("l"), .character(" ")], "→ / ] / l / Space", "the next photo", .photo(1)),
        KeyBinding([.left, .character("["), .character("h")], "← / [ / h", "the previous photo", .photo(-1)),
        KeyBinding([.character("o")], "o", "open the original in an image viewer", .openOriginal),
        KeyBinding([.character("s")], "s", "show or hide a photo marked sensitive", .reveal),
        KeyBinding([.character("?")], "?", "show or hide these keys", .help),
        KeyBinding([.escape, .character("q"), .backspace, .character("z")], "Esc / q / ⌫ / z", "back to the post", .back),
    ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.photo]` on top.
    static let keyMap = declared.configured("photo")
}
