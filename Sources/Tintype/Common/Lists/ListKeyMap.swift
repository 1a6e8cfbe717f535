import Localisation
import TerminalUI

/// The keys every selectable list shares, worded for the module's rows in the help.
enum ListKeyMap {
    /// What a list's rows are: the help says "next post", "next message", each worded whole, as
    /// a language may change the words around a noun by its gender.
    enum Rows: Sendable {
        case posts, messages, conversations, accounts, versions, pictures, results, lists
    }

    static func keyMap(rows: Rows, lastLoads: Bool = true) -> KeyMap<ListAction> {
        KeyMap([
            KeyBinding([.character("j"), .down], "j / ↓", next(rows), .next),
            KeyBinding([.character("k"), .up], "k / ↑", previous(rows), .previous),
            KeyBinding(
                [.pageDown, .character(" "), .control("f"), .control("d")], "PgDn / Space / ^F ^D", Strings.keysPageDown, .pageDown),
            KeyBinding([.pageUp, .control("b"), .control("u")], "PgUp / ^B ^U", Strings.keysPageUp, .pageUp),
            KeyBinding([.character("g"), .home], "g / Home", first(rows), .first),
            KeyBinding([.character("G"), .end], "G / End", lastLoads ? lastLoaded(rows) : last(rows), .last),
        ])
    }

    static func next(_ rows: Rows) -> String {
        switch rows {
        case .posts: Strings.keysNextPost
        case .messages: Strings.keysNextMessage
        case .conversations: Strings.keysNextConversation
        case .accounts: Strings.keysNextAccount
        case .versions: Strings.keysNextVersion
        case .pictures: Strings.keysNextPicture
        case .results: Strings.keysNextResult
        case .lists: Strings.keysNextList
        }
    }

    static func previous(_ rows: Rows) -> String {
        switch rows {
        case .posts: Strings.keysPreviousPost
        case .messages: Strings.keysPreviousMessage
        case .conversations: Strings.keysPreviousConversation
        case .accounts: Strings.keysPreviousAccount
        case .versions: Strings.keysPreviousVersion
        case .pictures: Strings.keysPreviousPicture
        case .results: Strings.keysPreviousResult
        case .lists: Strings.keysPreviousList
        }
    }

    static func first(_ rows: Rows) -> String {
        switch rows {
        case .posts: Strings.keysFirstPost
        case .messages: Strings.keysFirstMessage
        case .conversations: Strings.keysFirstConversation
        case .accounts: Strings.keysFirstAccount
        case .versions: Strings.keysFirstVersion
        case .pictures: Strings.keysFirstPicture
        case .results: Strings.keysFirstResult
        case .lists: Strings.keysFirstList
        }
    }

    static func last(_ rows: Rows) -> String {
        switch rows {
        case .posts: Strings.keysLastPost
        case .messages: Strings.keysLastMessage
        case .conversations: Strings.keysLastConversation
        case .accounts: Strings.keysLastAccount
        case .versions: Strings.keysLastVersion
        case .pictures: Strings.keysLastPicture
        case .results: Strings.keysLastResult
        case .lists: Strings.keysLastList
        }
    }

    /// The last row loaded so far; going there loads the next page.
    static func lastLoaded(_ rows: Rows) -> String {
        switch rows {
        case .posts: Strings.keysLastLoadedPost
        case .messages: Strings.keysLastLoadedMessage
        case .conversations: Strings.keysLastLoadedConversation
        case .accounts: Strings.keysLastLoadedAccount
        case .versions: Strings.keysLastVersion
        case .pictures: Strings.keysLastPicture
        case .results: Strings.keysLastResult
        case .lists: Strings.keysLastList
        }
    }
}
