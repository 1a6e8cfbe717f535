import Localisation
import TerminalUI

/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
///
/// The post's own keys; the thread under it declares its own, and the help lists both.
enum PostDetailKeyMap {
    enum Action: Sendable {
        case scroll(ListAction)
        case like, boost, save, edit, history, delete, deleteAndWriteAgain, profile, report, reveal, help, back, openOriginal, viewPhoto
        case openQuote, quote, quotes, revokeQuote, vote, translate, copyAddress
        case photo(Int)
    }

    /// The keys as declared, before the configuration file has its say.
    static let declared = KeyMap<Action>([
        KeyBinding([.pageDown, .character(" ")], "PgDn / Space", Strings.keysPostDetailPageDown, .scroll(.pageDown)),
        KeyBinding([.pageUp], "PgUp", Strings.keysPostDetailPageUp, .scroll(.pageUp)),
        KeyBinding([.character("j"), .down], "", "", .scroll(.next)),
        KeyBinding([.character("k"), .up], "", "", .scroll(.previous)),
        KeyBinding([.character("g"), .home], "", "", .scroll(.first)),
        KeyBinding([.character("G"), .end], "", "", .scroll(.last)),
        KeyBinding([.right, .character("]")], "→ / ]", Strings.keysNextPhoto, .photo(1)),
        KeyBinding([.left, .character("[")], "← / [", Strings.keysPreviousPhoto, .photo(-1)),
        KeyBinding([.character("z")], "z", Strings.keysPostDetailViewPhoto, .viewPhoto),
        KeyBinding([.character("o")], "o", Strings.keysOpenOriginal, .openOriginal),
        KeyBinding([.character("y")], "y", Strings.keysPostDetailCopyAddress, .copyAddress),
        KeyBinding([.character("l")], "l", Strings.keysPostDetailLike, .like),
        KeyBinding([.character("b")], "b", Strings.keysPostDetailBoost, .boost),
        KeyBinding([.character("B")], "B", Strings.keysPostDetailSave, .save),
        KeyBinding([.character("e")], "e", Strings.keysPostDetailEdit, .edit),
        KeyBinding([.character("H")], "H", Strings.keysPostDetailHistory, .history),
        KeyBinding([.character("D")], "D", Strings.keysPostDetailDelete, .delete),
        KeyBinding([.character("W")], "W", Strings.keysPostDetailDeleteAndWriteAgain, .deleteAndWriteAgain),
        KeyBinding([.character("u")], "u", Strings.keysPostDetailProfile, .profile),
        KeyBinding([.character("Q")], "Q", Strings.keysPostDetailOpenQuote, .openQuote),
        KeyBinding([.character("\"")], "\"", Strings.keysPostDetailQuote, .quote),
        KeyBinding([.character("w")], "w", Strings.keysPostDetailQuotes, .quotes),
        KeyBinding([.character("X")], "X X", Strings.keysPostDetailRevokeQuote, .revokeQuote),
        KeyBinding([.character("V")], "V", Strings.keysPostDetailVote, .vote),
        KeyBinding([.character("T")], "T", Strings.keysPostDetailTranslate, .translate),
        KeyBinding([.character("!")], "!", Strings.keysPostDetailReport, .report),
        KeyBinding([.character("s")], "s", Strings.keysPostDetailReveal, .reveal),
        KeyBinding([.character("?")], "?", Strings.keysShowHelp, .help),
        KeyBinding([.escape, .character("h"), .character("q"), .backspace], "Esc / h / q / ⌫", Strings.keysBack, .back),
    ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.post]` on top.
    static let keyMap = declared.configured("post")
}
