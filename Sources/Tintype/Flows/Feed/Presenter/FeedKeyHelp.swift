/// The keys of the feed, as the help overlay lists them.
enum FeedKeyHelp {
    static let entries: [KeyHelpEntry] = [
        KeyHelpEntry(keys: "j / ↓", action: "next post"),
        KeyHelpEntry(keys: "k / ↑", action: "previous post"),
        KeyHelpEntry(keys: "PgDn / Space", action: "page down"),
        KeyHelpEntry(keys: "PgUp", action: "page up"),
        KeyHelpEntry(keys: "g / Home", action: "newest post"),
        KeyHelpEntry(keys: "G / End", action: "oldest loaded post; loads older"),
        KeyHelpEntry(keys: "Enter / l", action: "open the post"),
        KeyHelpEntry(keys: "r", action: "fetch newer posts"),
        KeyHelpEntry(keys: "?", action: "show or hide these keys"),
        KeyHelpEntry(keys: "q / Ctrl-C", action: "quit"),
    ]
}
