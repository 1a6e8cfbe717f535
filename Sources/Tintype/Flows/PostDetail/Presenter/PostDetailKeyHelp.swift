/// The keys of a post, as the help overlay lists them.
enum PostDetailKeyHelp {
    static let entries: [KeyHelpEntry] = [
        KeyHelpEntry(keys: "j / ↓, k / ↑", action: "next, previous comment (k from the first: the post)"),
        KeyHelpEntry(keys: "PgDn, PgUp", action: "scroll the post"),
        KeyHelpEntry(keys: "Enter", action: "open the selected comment as a post"),
        KeyHelpEntry(keys: "c", action: "comment on the post, or reply to the selected comment"),
        KeyHelpEntry(keys: "r", action: "load the comments again; on a comment not sent: send it again"),
        KeyHelpEntry(keys: "x", action: "take a comment not sent back into the draft"),
        KeyHelpEntry(keys: "l", action: "like the post, or take the like back"),
        KeyHelpEntry(keys: "u", action: "the author's profile (post or selected comment)"),
        KeyHelpEntry(keys: "s", action: "show or hide a content warning's text"),
        KeyHelpEntry(keys: "while writing", action: "Enter sends · Ctrl-J new line · Esc keeps the draft"),
        KeyHelpEntry(keys: "", action: "←/→/↑/↓, Home/End, Ctrl-A/E/K/U/W edit"),
        KeyHelpEntry(keys: "Esc, h, q, ⌫", action: "back"),
        KeyHelpEntry(keys: "?", action: "show or hide these keys"),
        KeyHelpEntry(keys: "Ctrl-C", action: "quit"),
    ]
}
