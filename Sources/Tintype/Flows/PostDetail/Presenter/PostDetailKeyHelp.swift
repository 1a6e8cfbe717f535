/// The keys of a post, as the help overlay lists them.
enum PostDetailKeyHelp {
    static let entries: [KeyHelpEntry] = [
        KeyHelpEntry(keys: "j / ↓, k / ↑", action: "scroll a line"),
        KeyHelpEntry(keys: "PgDn, PgUp", action: "scroll a page"),
        KeyHelpEntry(keys: "l", action: "like, or take the like back"),
        KeyHelpEntry(keys: "s", action: "show or hide a content warning's text"),
        KeyHelpEntry(keys: "Esc / h / ⌫ / q", action: "back to the feed"),
        KeyHelpEntry(keys: "?", action: "show or hide these keys"),
        KeyHelpEntry(keys: "Ctrl-C", action: "quit"),
    ]
}
