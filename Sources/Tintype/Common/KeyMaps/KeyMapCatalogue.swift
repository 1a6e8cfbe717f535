import Localisation
import TerminalUI

/// Every screen whose keys the configuration file may change, by the name it has there, with its
/// actions and their declared keys: what the file is checked against, and what the default file
/// lists.
public enum KeyMapCatalogue {
    public struct Screen: Sendable {
        public var name: String
        public var title: String
        public var actions: [(action: String, keys: [KeyEvent], summary: String)]
        /// The screen has every key while it is shown (the composer), the tab keys too.
        public var takesEveryKey = false
    }

    public static let screens: [Screen] = [
        Screen(name: "tabs", title: Strings.screenTabs, actions: TabKeyMap.declared.described),
        Screen(
            name: FeedKeyMap.screen, title: Strings.screenFeed,
            actions: PostListKeyMap.described(leaving: FeedKeyMap.declared.keys, offeringGrid: false) + FeedKeyMap.declared.described),
        Screen(name: "post", title: Strings.screenPost, actions: PostDetailKeyMap.declared.described),
        Screen(name: "history", title: Strings.screenHistory, actions: PostHistoryKeyMap.declared.described),
        Screen(name: "comments", title: Strings.screenComments, actions: CommentsKeyMap.declared.described),
        Screen(name: "compose", title: Strings.screenCompose, actions: ComposeKeyMap.declared.described, takesEveryKey: true),
        Screen(name: "picker", title: Strings.screenPicker, actions: PhotoPickerKeyMap.declared.described),
        Screen(name: "photo", title: Strings.screenPhoto, actions: PhotoViewerKeyMap.declared.described),
        Screen(
            name: ProfileKeyMap.screen, title: Strings.screenProfile,
            actions: PostListKeyMap.described(leaving: ProfileKeyMap.declared.keys) + ProfileKeyMap.declared.described),
        Screen(name: "explore", title: Strings.screenExplore, actions: ExploreKeyMap.declared.described),
        Screen(
            name: HashtagKeyMap.screen, title: Strings.screenHashtag,
            actions: PostListKeyMap.described(leaving: HashtagKeyMap.declared.keys) + HashtagKeyMap.declared.described),
        Screen(name: ActivityKeyMap.screen, title: Strings.screenLikes, actions: ActivityKeyMap.declared.described),
        Screen(
            name: ActivityKeyMap.likedPostsScreen, title: Strings.postsILikedTitle,
            actions: PostListKeyMap.described(leaving: ActivityKeyMap.declaredAboveLikedPosts.keys)),
        Screen(name: "messages", title: Strings.screenMessages, actions: ConversationsKeyMap.declared.described),
        Screen(name: "conversation", title: Strings.screenConversation, actions: ConversationKeyMap.declared.described),
        Screen(name: "safety_form", title: Strings.screenSafetyForm, actions: SafetyFormKeyMap.declared.described, takesEveryKey: true),
        Screen(name: "accounts", title: Strings.screenAccounts, actions: AccountListKeyMap.declared.described),
        Screen(name: "account_switcher", title: Strings.screenAccountSwitcher, actions: AccountSwitcherKeyMap.declared.described),
    ]
}
