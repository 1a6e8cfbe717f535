import TerminalUI

/// Every screen whose keys the configuration file may change, by the name it has there, with its
/// actions and their declared keys: what the file is checked against, and what the default file
/// lists.
public enum KeyMapCatalogue {
    public struct Screen: Sendable {
        public var name: String
        public var title: String
        public var actions: [(action: String, keys: [KeyEvent], summary: String)]
    }

    public static let screens: [Screen] = [
        Screen(name: "tabs", title: "every tab", actions: TabKeyMap.declared.described),
        Screen(name: "feed", title: "the home feed", actions: FeedKeyMap.declared.described),
        Screen(name: "post", title: "a post", actions: PostDetailKeyMap.declared.described),
        Screen(name: "comments", title: "a post's comments", actions: CommentsKeyMap.declared.described),
        Screen(name: "photo", title: "the full-screen photo", actions: PhotoViewerKeyMap.declared.described),
        Screen(name: "profile", title: "a profile", actions: ProfileKeyMap.declared.described),
        Screen(name: "likes", title: "the Likes tab", actions: LikesKeyMap.declared.described),
        Screen(name: "messages", title: "the Messages tab", actions: ConversationsKeyMap.declared.described),
        Screen(name: "conversation", title: "a conversation", actions: ConversationKeyMap.declared.described),
        Screen(name: "accounts", title: "a list of accounts", actions: AccountListKeyMap.declared.described),
        Screen(name: "account_switcher", title: "the signed-in accounts (A)", actions: AccountSwitcherKeyMap.declared.described),
    ]
}
