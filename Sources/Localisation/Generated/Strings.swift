// swift-format-ignore-file
// Generated from Resources/Locales/en.po by `make strings`: edit the catalogue, not this file.

/// Every text a person reads, by the key of its entry in the catalogues.
public enum Strings {
    /// "now"
    public static var justNow: String { Translation.active.text("justNow", "now") }

    /// "Keys"
    public static var keysTitle: String { Translation.active.text("keysTitle", "Keys") }

    /// "? or Esc closes"
    public static var closeHelpHint: String { Translation.active.text("closeHelpHint", "? or Esc closes") }

    /// "? keys"
    public static var helpHint: String { Translation.active.text("helpHint", "? keys") }

    /// "Home"
    public static var homeTitle: String { Translation.active.text("homeTitle", "Home") }

    /// "Profile"
    public static var profileTabTitle: String { Translation.active.text("profileTabTitle", "Profile") }

    /// "loading the feed…"
    public static var loadingFeed: String { Translation.active.text("loadingFeed", "loading the feed…") }

    /// "refreshing…"
    public static var refreshing: String { Translation.active.text("refreshing", "refreshing…") }

    /// "loading older posts…"
    public static var loadingOlder: String { Translation.active.text("loadingOlder", "loading older posts…") }

    /// "— the end of the feed —"
    public static var endOfFeed: String { Translation.active.text("endOfFeed", "— the end of the feed —") }

    /// "Nothing here yet. Follow people to fill your home feed; r refreshes."
    public static var emptyFeed: String { Translation.active.text("emptyFeed", "Nothing here yet. Follow people to fill your home feed; r refreshes.") }

    /// "loading the post…"
    public static var loadingPost: String { Translation.active.text("loadingPost", "loading the post…") }

    /// "Esc back"
    public static var backHint: String { Translation.active.text("backHint", "Esc back") }

    /// "s shows the text"
    public static var revealCaptionHint: String { Translation.active.text("revealCaptionHint", "s shows the text") }

    /// "s hides the text"
    public static var hideCaptionHint: String { Translation.active.text("hideCaptionHint", "s hides the text") }

    /// "no description"
    public static var noAltText: String { Translation.active.text("noAltText", "no description") }

    /// "loading comments…"
    public static var loadingComments: String { Translation.active.text("loadingComments", "loading comments…") }

    /// "nothing to send: write something first, or Esc"
    public static var emptyComment: String { Translation.active.text("emptyComment", "nothing to send: write something first, or Esc") }

    /// "draft kept: c opens it again"
    public static var draftKept: String { Translation.active.text("draftKept", "draft kept: c opens it again") }

    /// "Comment on the post"
    public static var commentOnPost: String { Translation.active.text("commentOnPost", "Comment on the post") }

    /// "not sent, and taken out of the outbox: its text is in the draft now (c)"
    public static var discardedToDraft: String { Translation.active.text("discardedToDraft", "not sent, and taken out of the outbox: its text is in the draft now (c)") }

    /// "sending…"
    public static var sending: String { Translation.active.text("sending", "sending…") }

    /// "You"
    public static var you: String { Translation.active.text("you", "You") }

    /// "Enter sends · Ctrl-J new line · Esc closes and keeps the draft"
    public static var composerHint: String { Translation.active.text("composerHint", "Enter sends · Ctrl-J new line · Esc closes and keeps the draft") }

    /// "Profile"
    public static var profileTitle: String { Translation.active.text("profileTitle", "Profile") }

    /// "loading the profile…"
    public static var loadingProfile: String { Translation.active.text("loadingProfile", "loading the profile…") }

    /// "locked"
    public static var lockedBadge: String { Translation.active.text("lockedBadge", "locked") }

    /// "bot"
    public static var botBadge: String { Translation.active.text("botBadge", "bot") }

    /// "this is you"
    public static var thisIsYou: String { Translation.active.text("thisIsYou", "this is you") }

    /// "you follow"
    public static var youFollowRelationship: String { Translation.active.text("youFollowRelationship", "you follow") }

    /// "follows you"
    public static var followsYouRelationship: String { Translation.active.text("followsYouRelationship", "follows you") }

    /// "requested"
    public static var requestedRelationship: String { Translation.active.text("requestedRelationship", "requested") }

    /// "blocked"
    public static var blockedRelationship: String { Translation.active.text("blockedRelationship", "blocked") }

    /// "blocks you"
    public static var blocksYouRelationship: String { Translation.active.text("blocksYouRelationship", "blocks you") }

    /// "This account is suspended: its posts are not shown."
    public static var suspendedAccount: String { Translation.active.text("suspendedAccount", "This account is suspended: its posts are not shown.") }

    /// "No posts yet."
    public static var noPosts: String { Translation.active.text("noPosts", "No posts yet.") }

    /// "No photos yet: v lists every post."
    public static var noPhotos: String { Translation.active.text("noPhotos", "No photos yet: v lists every post.") }

    /// "— the end of the posts —"
    public static var endOfPosts: String { Translation.active.text("endOfPosts", "— the end of the posts —") }

    /// "loading posts…"
    public static var loadingPosts: String { Translation.active.text("loadingPosts", "loading posts…") }

    /// "this is your own profile: there is no one to follow"
    public static var cannotFollowYourself: String { Translation.active.text("cannotFollowYourself", "this is your own profile: there is no one to follow") }

    /// "the follow is being sent…"
    public static var followWaits: String { Translation.active.text("followWaits", "the follow is being sent…") }

    /// "loading accounts…"
    public static var loadingAccounts: String { Translation.active.text("loadingAccounts", "loading accounts…") }

    /// "No one here yet."
    public static var noAccounts: String { Translation.active.text("noAccounts", "No one here yet.") }

    /// "— the end of the list —"
    public static var endOfAccounts: String { Translation.active.text("endOfAccounts", "— the end of the list —") }

    /// "showing replies too: v for posts only"
    public static var showingReplies: String { Translation.active.text("showingReplies", "showing replies too: v for posts only") }

    /// "posts only, replies stay in their threads: v shows them too"
    public static var hidingReplies: String { Translation.active.text("hidingReplies", "posts only, replies stay in their threads: v shows them too") }

    /// "←/→ more"
    public static var morePhotosHint: String { Translation.active.text("morePhotosHint", "←/→ more") }

    /// "Photo"
    public static var photoViewerTitle: String { Translation.active.text("photoViewerTitle", "Photo") }

    /// "←/→ photos · o the original · Esc back to the post"
    public static var photoViewerHint: String { Translation.active.text("photoViewerHint", "←/→ photos · o the original · Esc back to the post") }

    /// "no photo to show"
    public static var noPhotoToView: String { Translation.active.text("noPhotoToView", "no photo to show") }

    /// "sensitive: s shows it"
    public static var sensitiveMediaHint: String { Translation.active.text("sensitiveMediaHint", "sensitive: s shows it") }

    /// "opened in the image viewer"
    public static var openedInViewer: String { Translation.active.text("openedInViewer", "opened in the image viewer") }

    /// "Activity"
    public static var likesTabTitle: String { Translation.active.text("likesTabTitle", "Activity") }

    /// "Posts I liked"
    public static var postsILikedTitle: String { Translation.active.text("postsILikedTitle", "Posts I liked") }

    /// "m: activity"
    public static var showLikesOfMyPostsHint: String { Translation.active.text("showLikesOfMyPostsHint", "m: activity") }

    /// "loading likes…"
    public static var loadingLikes: String { Translation.active.text("loadingLikes", "loading likes…") }

    /// "No likes of your posts yet."
    public static var noLikesYet: String { Translation.active.text("noLikesYet", "No likes of your posts yet.") }

    /// "You have not liked any post yet: l on a post likes it."
    public static var noLikedPosts: String { Translation.active.text("noLikedPosts", "You have not liked any post yet: l on a post likes it.") }

    /// "— the end of the likes —"
    public static var endOfLikes: String { Translation.active.text("endOfLikes", "— the end of the likes —") }

    /// "like taken back"
    public static var likeTakenBack: String { Translation.active.text("likeTakenBack", "like taken back") }

    /// "(a removed post)"
    public static var postOfDeletedLike: String { Translation.active.text("postOfDeletedLike", "(a removed post)") }

    /// "Messages"
    public static var messagesTabTitle: String { Translation.active.text("messagesTabTitle", "Messages") }

    /// "Messages"
    public static var conversationsTitle: String { Translation.active.text("conversationsTitle", "Messages") }

    /// "n: new message"
    public static var newConversationHint: String { Translation.active.text("newConversationHint", "n: new message") }

    /// "loading conversations…"
    public static var loadingConversations: String { Translation.active.text("loadingConversations", "loading conversations…") }

    /// "loading older conversations…"
    public static var loadingOlderConversations: String { Translation.active.text("loadingOlderConversations", "loading older conversations…") }

    /// "No messages yet: n writes to someone."
    public static var noConversationsYet: String { Translation.active.text("noConversationsYet", "No messages yet: n writes to someone.") }

    /// "— the end of the conversations —"
    public static var endOfConversations: String { Translation.active.text("endOfConversations", "— the end of the conversations —") }

    /// "Only you"
    public static var onlyYou: String { Translation.active.text("onlyYou", "Only you") }

    /// "(the last message was deleted)"
    public static var lastMessageGone: String { Translation.active.text("lastMessageGone", "(the last message was deleted)") }

    /// "You: "
    public static var youPrefix: String { Translation.active.text("youPrefix", "You: ") }

    /// "unread"
    public static var unread: String { Translation.active.text("unread", "unread") }

    /// "New message to (one or more @handles):"
    public static var newConversationTitle: String { Translation.active.text("newConversationTitle", "New message to (one or more @handles):") }

    /// "Enter looks them up · Esc cancels"
    public static var newConversationComposerHint: String { Translation.active.text("newConversationComposerHint", "Enter looks them up · Esc cancels") }

    /// "looking them up…"
    public static var lookingUpAccounts: String { Translation.active.text("lookingUpAccounts", "looking them up…") }

    /// "write one or more @handles, such as @grace"
    public static var noHandlesGiven: String { Translation.active.text("noHandlesGiven", "write one or more @handles, such as @grace") }

    /// "loading the messages…"
    public static var loadingMessages: String { Translation.active.text("loadingMessages", "loading the messages…") }

    /// "No messages yet: what you write below starts the conversation."
    public static var noMessagesYet: String { Translation.active.text("noMessagesYet", "No messages yet: what you write below starts the conversation.") }

    /// "not sent, and taken out of the outbox: its text is back in the box below"
    public static var messageTakenBack: String { Translation.active.text("messageTakenBack", "not sent, and taken out of the outbox: its text is back in the box below") }

    /// "this is you: m writes to someone else"
    public static var cannotMessageYourself: String { Translation.active.text("cannotMessageYourself", "this is you: m writes to someone else") }

    /// "nothing to send: write a message first"
    public static var emptyMessage: String { Translation.active.text("emptyMessage", "nothing to send: write a message first") }

    /// "Enter sends · Ctrl-J new line · Esc: the messages (r retries, x takes back)"
    public static var messageComposerHint: String { Translation.active.text("messageComposerHint", "Enter sends · Ctrl-J new line · Esc: the messages (r retries, x takes back)") }

    /// "Open this address in a browser, sign in there if asked, and allow Tintype:"
    public static var signInOpenAddress: String { Translation.active.text("signInOpenAddress", "Open this address in a browser, sign in there if asked, and allow Tintype:") }

    /// "Opened in your browser. Waiting for it to come back here… (Ctrl-C gives up)"
    public static var signInBrowserOpened: String { Translation.active.text("signInBrowserOpened", "Opened in your browser. Waiting for it to come back here… (Ctrl-C gives up)") }

    /// "Waiting for the browser on this machine to come back here… (Ctrl-C gives up; over ssh, sign in with --paste-code)"
    public static var signInWaitingForBrowser: String { Translation.active.text("signInWaitingForBrowser", "Waiting for the browser on this machine to come back here… (Ctrl-C gives up; over ssh, sign in with --paste-code)") }

    /// "Paste the code the page shows, then Enter: "
    public static var signInPasteCode: String { Translation.active.text("signInPasteCode", "Paste the code the page shows, then Enter: ") }

    /// "no code was given, so nothing was signed in"
    public static var signInNoCode: String { Translation.active.text("signInNoCode", "no code was given, so nothing was signed in") }

    /// "Sign in"
    public static var signInTitle: String { Translation.active.text("signInTitle", "Sign in") }

    /// "Esc back · Ctrl-C quits"
    public static var signInQuitHint: String { Translation.active.text("signInQuitHint", "Esc back · Ctrl-C quits") }

    /// "not signed in"
    public static var signInStatus: String { Translation.active.text("signInStatus", "not signed in") }

    /// "Tintype shows your photo feed from a Pixelfed, Mastodon, GoToSocial or Akkoma instance. Name yours: its sign-in page opens in your browser, and your password never passes through Tintype."
    public static var signInExplanation: String { Translation.active.text("signInExplanation", "Tintype shows your photo feed from a Pixelfed, Mastodon, GoToSocial or Akkoma instance. Name yours: its sign-in page opens in your browser, and your password never passes through Tintype.") }

    /// "Your instance, such as pixelfed.social"
    public static var signInInstanceTitle: String { Translation.active.text("signInInstanceTitle", "Your instance, such as pixelfed.social") }

    /// "Enter signs in · Esc quits"
    public static var signInInstanceHint: String { Translation.active.text("signInInstanceHint", "Enter signs in · Esc quits") }

    /// "The code the page shows"
    public static var signInCodeTitle: String { Translation.active.text("signInCodeTitle", "The code the page shows") }

    /// "paste it, then Enter · Esc starts again"
    public static var signInCodeHint: String { Translation.active.text("signInCodeHint", "paste it, then Enter · Esc starts again") }

    /// "Opened in your browser. Tintype goes on by itself once you allow it there. o opens it again · Esc gives up"
    public static var signInBrowserOpenedHere: String { Translation.active.text("signInBrowserOpenedHere", "Opened in your browser. Tintype goes on by itself once you allow it there. o opens it again · Esc gives up") }

    /// "Open it in a browser on this machine; Tintype goes on by itself once you allow it there. Esc gives up"
    public static var signInWaitingHere: String { Translation.active.text("signInWaitingHere", "Open it in a browser on this machine; Tintype goes on by itself once you allow it there. Esc gives up") }

    /// "Accounts"
    public static var accountSwitcherTitle: String { Translation.active.text("accountSwitcherTitle", "Accounts") }

    /// "shown now"
    public static var accountShownNow: String { Translation.active.text("accountShownNow", "shown now") }

    /// "opened by default"
    public static var accountOpenedByDefault: String { Translation.active.text("accountOpenedByDefault", "opened by default") }

    /// "Sign in to another account…"
    public static var signInAnotherAccount: String { Translation.active.text("signInAnotherAccount", "Sign in to another account…") }

    /// "still in the outbox: {reason}"
    public static func notTakenBack(_ reason: String) -> String {
        Translation.active.text("notTakenBack", "still in the outbox: {reason}", ["reason": reason])
    }

    /// "Reply to @{handle}"
    public static func replyTo(_ handle: String) -> String {
        Translation.active.text("replyTo", "Reply to @{handle}", ["handle": handle])
    }

    /// "comments not loaded: {reason}"
    public static func commentsFailed(_ reason: String) -> String {
        Translation.active.text("commentsFailed", "comments not loaded: {reason}", ["reason": reason])
    }

    /// "the draft was not saved: {reason}"
    public static func draftNotSaved(_ reason: String) -> String {
        Translation.active.text("draftNotSaved", "the draft was not saved: {reason}", ["reason": reason])
    }

    /// "the comment was not saved, so not sent: {reason}"
    public static func commentNotSaved(_ reason: String) -> String {
        Translation.active.text("commentNotSaved", "the comment was not saved, so not sent: {reason}", ["reason": reason])
    }

    /// "not sent: {reason} · r retries · x takes it back"
    public static func notSent(_ reason: String) -> String {
        Translation.active.text("notSent", "not sent: {reason} · r retries · x takes it back", ["reason": reason])
    }

    /// "This account has moved to @{handle}."
    public static func movedAccount(_ handle: String) -> String {
        Translation.active.text("movedAccount", "This account has moved to @{handle}.", ["handle": handle])
    }

    /// "the profile did not load: {reason}"
    public static func profileNotLoaded(_ reason: String) -> String {
        Translation.active.text("profileNotLoaded", "the profile did not load: {reason}", ["reason": reason])
    }

    /// "showing the profile as last seen · {reason}"
    public static func showingCachedProfile(_ reason: String) -> String {
        Translation.active.text("showingCachedProfile", "showing the profile as last seen · {reason}", ["reason": reason])
    }

    /// "posts did not load: {reason} · r tries again"
    public static func postsNotLoaded(_ reason: String) -> String {
        Translation.active.text("postsNotLoaded", "posts did not load: {reason} · r tries again", ["reason": reason])
    }

    /// "the follow was not changed: {reason}"
    public static func followFailed(_ reason: String) -> String {
        Translation.active.text("followFailed", "the follow was not changed: {reason}", ["reason": reason])
    }

    /// "you no longer follow @{handle}"
    public static func unfollowed(_ handle: String) -> String {
        Translation.active.text("unfollowed", "you no longer follow @{handle}", ["handle": handle])
    }

    /// "the list did not load: {reason} · r tries again"
    public static func accountsNotLoaded(_ reason: String) -> String {
        Translation.active.text("accountsNotLoaded", "the list did not load: {reason} · r tries again", ["reason": reason])
    }

    /// "the like was not saved: {reason}"
    public static func likeFailed(_ reason: String) -> String {
        Translation.active.text("likeFailed", "the like was not saved: {reason}", ["reason": reason])
    }

    /// "the like is not sent yet ({reason}); it is kept in the outbox and will be sent the next time tintype starts"
    public static func likeWaiting(_ reason: String) -> String {
        Translation.active.text("likeWaiting", "the like is not sent yet ({reason}); it is kept in the outbox and will be sent the next time tintype starts", ["reason": reason])
    }

    /// "Post by {name}"
    public static func postTitle(_ name: String) -> String {
        Translation.active.text("postTitle", "Post by {name}", ["name": name])
    }

    /// "online · {instance}"
    public static func onlineStatus(_ instance: String) -> String {
        Translation.active.text("onlineStatus", "online · {instance}", ["instance": instance])
    }

    /// "showing the post as loaded · {reason}"
    public static func offlinePost(_ reason: String) -> String {
        Translation.active.text("offlinePost", "showing the post as loaded · {reason}", ["reason": reason])
    }

    /// "the image viewer did not start: name one as viewer under [pictures] in config.toml"
    public static var viewerFailed: String { Translation.active.text("viewerFailed", "the image viewer did not start: name one as viewer under [pictures] in config.toml") }

    /// "not shown: {reason}"
    public static func pictureNotShown(_ reason: String) -> String {
        Translation.active.text("pictureNotShown", "not shown: {reason}", ["reason": reason])
    }

    /// "showing likes saved {savedAgo} · refreshing…"
    public static func likesCached(_ savedAgo: String) -> String {
        Translation.active.text("likesCached", "showing likes saved {savedAgo} · refreshing…", ["savedAgo": savedAgo])
    }

    /// "the likes came, but could not be saved: {reason}"
    public static func likesNotSaved(_ reason: String) -> String {
        Translation.active.text("likesNotSaved", "the likes came, but could not be saved: {reason}", ["reason": reason])
    }

    /// "CW: {text}"
    public static func contentWarning(_ text: String) -> String {
        Translation.active.text("contentWarning", "CW: {text}", ["text": text])
    }

    /// "↻ {name} boosted"
    public static func boostedBy(_ name: String) -> String {
        Translation.active.text("boostedBy", "↻ {name} boosted", ["name": name])
    }

    /// "alt: {text}"
    public static func alt(_ text: String) -> String {
        Translation.active.text("alt", "alt: {text}", ["text": text])
    }

    /// "showing conversations saved {savedAgo} · refreshing…"
    public static func conversationsCached(_ savedAgo: String) -> String {
        Translation.active.text("conversationsCached", "showing conversations saved {savedAgo} · refreshing…", ["savedAgo": savedAgo])
    }

    /// "conversations did not load: {reason} · r tries again"
    public static func conversationsNotLoaded(_ reason: String) -> String {
        Translation.active.text("conversationsNotLoaded", "conversations did not load: {reason} · r tries again", ["reason": reason])
    }

    /// "the conversations came, but could not be saved: {reason}"
    public static func conversationsNotSaved(_ reason: String) -> String {
        Translation.active.text("conversationsNotSaved", "the conversations came, but could not be saved: {reason}", ["reason": reason])
    }

    /// "no account @{handle} on {instance}"
    public static func noSuchAccount(handle: String, instance: String) -> String {
        Translation.active.text("noSuchAccount", "no account @{handle} on {instance}", ["handle": handle, "instance": instance])
    }

    /// "@{handle} could not be looked up: {reason}"
    public static func accountNotLookedUp(handle: String, reason: String) -> String {
        Translation.active.text("accountNotLookedUp", "@{handle} could not be looked up: {reason}", ["handle": handle, "reason": reason])
    }

    /// "Message to {names}"
    public static func messageTo(_ names: String) -> String {
        Translation.active.text("messageTo", "Message to {names}", ["names": names])
    }

    /// "the messages did not load: {reason} · r tries again"
    public static func messagesNotLoaded(_ reason: String) -> String {
        Translation.active.text("messagesNotLoaded", "the messages did not load: {reason} · r tries again", ["reason": reason])
    }

    /// "the message could not be kept: {reason} · it is back in the box"
    public static func messageNotSaved(_ reason: String) -> String {
        Translation.active.text("messageNotSaved", "the message could not be kept: {reason} · it is back in the box", ["reason": reason])
    }

    /// "Signing in to {instance}."
    public static func signingIn(_ instance: String) -> String {
        Translation.active.text("signingIn", "Signing in to {instance}.", ["instance": instance])
    }

    /// "Signed in as {name}. Run tintype to open the home feed."
    public static func signedIn(_ name: String) -> String {
        Translation.active.text("signedIn", "Signed in as {name}. Run tintype to open the home feed.", ["name": name])
    }

    /// "Signing in to {instance}…"
    public static func signInFinishing(_ instance: String) -> String {
        Translation.active.text("signInFinishing", "Signing in to {instance}…", ["instance": instance])
    }

    /// The composer's count when the text is longer than the instance allows.
    /// "{count} character over the limit: shorten it to send" / "{count} characters over the limit: shorten it to send"
    public static func tooLong(_ count: Int) -> String {
        Translation.active.plural("tooLong", count: count, one: "{count} character over the limit: shorten it to send", other: "{count} characters over the limit: shorten it to send")
    }

    /// "No comments yet · c writes the first"
    public static var noCommentsYet: String { Translation.active.text("noCommentsYet", "No comments yet · c writes the first") }

    /// "Comments ({count}) · c writes one"
    public static func commentsHeading(_ count: String) -> String {
        Translation.active.text("commentsHeading", "Comments ({count}) · c writes one", ["count": count])
    }

    /// "asked to follow @{handle}: a locked account answers first"
    public static func followRequested(_ handle: String) -> String {
        Translation.active.text("followRequested", "asked to follow @{handle}: a locked account answers first", ["handle": handle])
    }

    /// "you follow @{handle} now"
    public static func followedNow(_ handle: String) -> String {
        Translation.active.text("followedNow", "you follow @{handle} now", ["handle": handle])
    }

    /// {amount} is the count in short form, such as 1.2k.
    /// "{amount} post" / "{amount} posts"
    public static func postCount(_ count: Int, amount: String) -> String {
        Translation.active.plural("postCount", count: count, one: "{amount} post", other: "{amount} posts", ["amount": amount])
    }

    /// "{amount} follower" / "{amount} followers"
    public static func followerCount(_ count: Int, amount: String) -> String {
        Translation.active.plural("followerCount", count: count, one: "{amount} follower", other: "{amount} followers", ["amount": amount])
    }

    /// How many accounts the profile's owner follows.
    /// "{amount} following" / "{amount} following"
    public static func followingCount(_ count: Int, amount: String) -> String {
        Translation.active.plural("followingCount", count: count, one: "{amount} following", other: "{amount} following", ["amount": amount])
    }

    /// "Followers of @{handle}"
    public static func followersOf(_ handle: String) -> String {
        Translation.active.text("followersOf", "Followers of @{handle}", ["handle": handle])
    }

    /// "Followed by @{handle}"
    public static func followedBy(_ handle: String) -> String {
        Translation.active.text("followedBy", "Followed by @{handle}", ["handle": handle])
    }

    /// "Who liked the post"
    public static var whoLikedThePost: String { Translation.active.text("whoLikedThePost", "Who liked the post") }

    /// "{count} account" / "{count} accounts"
    public static func accountCount(_ count: Int) -> String {
        Translation.active.plural("accountCount", count: count, one: "{count} account", other: "{count} accounts")
    }

    /// "photos in half blocks: this tmux draws no pixels"
    public static var picturesLimitedByTmux: String { Translation.active.text("picturesLimitedByTmux", "photos in half blocks: this tmux draws no pixels") }

    /// "photos in half blocks: tmux allow-passthrough is off"
    public static var picturesHeldBackByTmux: String { Translation.active.text("picturesHeldBackByTmux", "photos in half blocks: tmux allow-passthrough is off") }

    /// "tmux focus-events is off: photos may stay over other windows"
    public static var picturesMayOutliveTmuxWindow: String { Translation.active.text("picturesMayOutliveTmuxWindow", "tmux focus-events is off: photos may stay over other windows") }

    /// "everyone"
    public static var visibilityEveryone: String { Translation.active.text("visibilityEveryone", "everyone") }

    /// "unlisted"
    public static var visibilityUnlisted: String { Translation.active.text("visibilityUnlisted", "unlisted") }

    /// "followers only"
    public static var visibilityFollowers: String { Translation.active.text("visibilityFollowers", "followers only") }

    /// "mentioned people only"
    public static var visibilityMentioned: String { Translation.active.text("visibilityMentioned", "mentioned people only") }

    /// A post's attachment and where it stands among them, such as "2/3".
    /// "Photo {position}"
    public static func photoLabel(_ position: String) -> String {
        Translation.active.text("photoLabel", "Photo {position}", ["position": position])
    }

    /// "GIF {position}"
    public static func gifLabel(_ position: String) -> String {
        Translation.active.text("gifLabel", "GIF {position}", ["position": position])
    }

    /// "Video {position}"
    public static func videoLabel(_ position: String) -> String {
        Translation.active.text("videoLabel", "Video {position}", ["position": position])
    }

    /// "Audio {position}"
    public static func audioLabel(_ position: String) -> String {
        Translation.active.text("audioLabel", "Audio {position}", ["position": position])
    }

    /// "Attachment {position}"
    public static func attachmentLabel(_ position: String) -> String {
        Translation.active.text("attachmentLabel", "Attachment {position}", ["position": position])
    }

    /// "stopped"
    public static var pictureStopped: String { Translation.active.text("pictureStopped", "stopped") }

    /// "not a picture"
    public static var notAPicture: String { Translation.active.text("notAPicture", "not a picture") }

    /// {format} is a picture format such as HEIC.
    /// "{format} pictures are not drawn here: o opens it"
    public static func formatNotDrawn(_ format: String) -> String {
        Translation.active.text("formatNotDrawn", "{format} pictures are not drawn here: o opens it", ["format": format])
    }

    /// "the picture is too large to draw"
    public static var pictureTooLarge: String { Translation.active.text("pictureTooLarge", "the picture is too large to draw") }

    /// "not enough memory to draw it"
    public static var pictureOutOfMemory: String { Translation.active.text("pictureOutOfMemory", "not enough memory to draw it") }

    /// "the picture is damaged"
    public static var pictureDamaged: String { Translation.active.text("pictureDamaged", "the picture is damaged") }

    /// {library} is the file name of one of FFmpeg's libraries, such as libavformat.so.59.
    /// "videos need FFmpeg's {library}, which is not installed"
    public static func videoLibraryMissing(_ library: String) -> String {
        Translation.active.text("videoLibraryMissing", "videos need FFmpeg's {library}, which is not installed", ["library": library])
    }

    /// "{amount} like" / "{amount} likes"
    public static func likeCount(_ count: Int, amount: String) -> String {
        Translation.active.plural("likeCount", count: count, one: "{amount} like", other: "{amount} likes", ["amount": amount])
    }

    /// "{amount} comment" / "{amount} comments"
    public static func commentCount(_ count: Int, amount: String) -> String {
        Translation.active.plural("commentCount", count: count, one: "{amount} comment", other: "{amount} comments", ["amount": amount])
    }

    /// "{amount} boost" / "{amount} boosts"
    public static func boostCount(_ count: Int, amount: String) -> String {
        Translation.active.plural("boostCount", count: count, one: "{amount} boost", other: "{amount} boosts", ["amount": amount])
    }

    /// The feed's status line; {updated} is how long ago, such as "5 min ago".
    /// "online · {count} post · updated {updated}" / "online · {count} posts · updated {updated}"
    public static func feedOnline(_ count: Int, updated: String) -> String {
        Translation.active.plural("feedOnline", count: count, one: "online · {count} post · updated {updated}", other: "online · {count} posts · updated {updated}", ["updated": updated])
    }

    /// "{count} new post on top (g)" / "{count} new posts on top (g)"
    public static func newPostsOnTop(_ count: Int) -> String {
        Translation.active.plural("newPostsOnTop", count: count, one: "{count} new post on top (g)", other: "{count} new posts on top (g)")
    }

    /// "showing the feed saved {savedAgo} · refreshing…"
    public static func showingCache(_ savedAgo: String) -> String {
        Translation.active.text("showingCache", "showing the feed saved {savedAgo} · refreshing…", ["savedAgo": savedAgo])
    }

    /// "offline: showing the feed cached {cachedAgo} · {reason}"
    public static func offlineCached(cachedAgo: String, reason: String) -> String {
        Translation.active.text("offlineCached", "offline: showing the feed cached {cachedAgo} · {reason}", ["cachedAgo": cachedAgo, "reason": reason])
    }

    /// "the feed came, but could not be saved: {reason}"
    public static func couldNotSave(_ reason: String) -> String {
        Translation.active.text("couldNotSave", "the feed came, but could not be saved: {reason}", ["reason": reason])
    }

    /// "older posts did not load: {reason} · scroll down to try again"
    public static func olderPostsFailed(_ reason: String) -> String {
        Translation.active.text("olderPostsFailed", "older posts did not load: {reason} · scroll down to try again", ["reason": reason])
    }

    /// "{count} photo" / "{count} photos"
    public static func photoCount(_ count: Int) -> String {
        Translation.active.plural("photoCount", count: count, one: "{count} photo", other: "{count} photos")
    }

    /// "{count} GIF" / "{count} GIFs"
    public static func gifCount(_ count: Int) -> String {
        Translation.active.plural("gifCount", count: count, one: "{count} GIF", other: "{count} GIFs")
    }

    /// "{count} video" / "{count} videos"
    public static func videoCount(_ count: Int) -> String {
        Translation.active.plural("videoCount", count: count, one: "{count} video", other: "{count} videos")
    }

    /// "{count} audio" / "{count} audio files"
    public static func audioCount(_ count: Int) -> String {
        Translation.active.plural("audioCount", count: count, one: "{count} audio", other: "{count} audio files")
    }

    /// "{count} attachment" / "{count} attachments"
    public static func attachmentCount(_ count: Int) -> String {
        Translation.active.plural("attachmentCount", count: count, one: "{count} attachment", other: "{count} attachments")
    }

    /// No names are known, only how many liked it.
    /// "Someone liked your post" / "{count} people liked your post"
    public static func likedBySomeone(_ count: Int) -> String {
        Translation.active.plural("likedBySomeone", count: count, one: "Someone liked your post", other: "{count} people liked your post")
    }

    /// "{name} liked your post"
    public static func likedByOne(_ name: String) -> String {
        Translation.active.text("likedByOne", "{name} liked your post", ["name": name])
    }

    /// "{first} and {second} liked your post"
    public static func likedByTwo(first: String, second: String) -> String {
        Translation.active.text("likedByTwo", "{first} and {second} liked your post", ["first": first, "second": second])
    }

    /// {names} is one or two names; {count} how many others liked it too.
    /// "{names} and {count} other liked your post" / "{names} and {count} others liked your post"
    public static func likedByMany(_ count: Int, names: String) -> String {
        Translation.active.plural("likedByMany", count: count, one: "{names} and {count} other liked your post", other: "{names} and {count} others liked your post", ["names": names])
    }

    /// "online · {count} liked post · updated {updated}" / "online · {count} liked posts · updated {updated}"
    public static func likesOnline(_ count: Int, updated: String) -> String {
        Translation.active.plural("likesOnline", count: count, one: "online · {count} liked post · updated {updated}", other: "online · {count} liked posts · updated {updated}", ["updated": updated])
    }

    /// "cannot reach {instance}"
    public static func cannotReach(_ instance: String) -> String {
        Translation.active.text("cannotReach", "cannot reach {instance}", ["instance": instance])
    }

    /// "{instance} did not answer in time"
    public static func timedOut(_ instance: String) -> String {
        Translation.active.text("timedOut", "{instance} did not answer in time", ["instance": instance])
    }

    /// "the certificate of {instance} is not trusted here, so nothing was sent; behind a company's own authority, point SSL_CERT_FILE at its certificate file"
    public static func untrustedCertificate(_ instance: String) -> String {
        Translation.active.text("untrustedCertificate", "the certificate of {instance} is not trusted here, so nothing was sent; behind a company's own authority, point SSL_CERT_FILE at its certificate file", ["instance": instance])
    }

    /// "{instance} refused the token (401): make a new one and pass --token"
    public static func tokenRefused(_ instance: String) -> String {
        Translation.active.text("tokenRefused", "{instance} refused the token (401): make a new one and pass --token", ["instance": instance])
    }

    /// "not allowed (403)"
    public static var notAllowed: String { Translation.active.text("notAllowed", "not allowed (403)") }

    /// {message} is the server's own explanation.
    /// "not allowed (403): {message}"
    public static func notAllowedBecause(_ message: String) -> String {
        Translation.active.text("notAllowedBecause", "not allowed (403): {message}", ["message": message])
    }

    /// "not found on {instance} (404)"
    public static func notFoundOn(_ instance: String) -> String {
        Translation.active.text("notFoundOn", "not found on {instance} (404)", ["instance": instance])
    }

    /// "rate limited by {instance}: wait a few minutes"
    public static func rateLimited(_ instance: String) -> String {
        Translation.active.text("rateLimited", "rate limited by {instance}: wait a few minutes", ["instance": instance])
    }

    /// "rate limited by {instance}: try again in {count} min" / "rate limited by {instance}: try again in {count} min"
    public static func rateLimitedFor(_ count: Int, instance: String) -> String {
        Translation.active.plural("rateLimitedFor", count: count, one: "rate limited by {instance}: try again in {count} min", other: "rate limited by {instance}: try again in {count} min", ["instance": instance])
    }

    /// "{instance} failed ({status}); try again with r"
    public static func serverFailed(instance: String, status: String) -> String {
        Translation.active.text("serverFailed", "{instance} failed ({status}); try again with r", ["instance": instance, "status": status])
    }

    /// "{instance} sent an answer that cannot be read"
    public static func unreadableResponse(_ instance: String) -> String {
        Translation.active.text("unreadableResponse", "{instance} sent an answer that cannot be read", ["instance": instance])
    }

    /// "refused"
    public static var refused: String { Translation.active.text("refused", "refused") }

    /// "refused: {message}"
    public static func refusedBecause(_ message: String) -> String {
        Translation.active.text("refusedBecause", "refused: {message}", ["message": message])
    }

    /// "could not save: {reason}"
    public static func storageFailed(_ reason: String) -> String {
        Translation.active.text("storageFailed", "could not save: {reason}", ["reason": reason])
    }

    /// "online · {count} conversation · updated {updated}" / "online · {count} conversations · updated {updated}"
    public static func conversationsOnline(_ count: Int, updated: String) -> String {
        Translation.active.plural("conversationsOnline", count: count, one: "online · {count} conversation · updated {updated}", other: "online · {count} conversations · updated {updated}", ["updated": updated])
    }

    /// "online · {count} message" / "online · {count} messages"
    public static func messagesOnline(_ count: Int) -> String {
        Translation.active.plural("messagesOnline", count: count, one: "online · {count} message", other: "online · {count} messages")
    }

    /// "a photo without a description"
    public static var photoWithoutDescription: String { Translation.active.text("photoWithoutDescription", "a photo without a description") }

    /// Joins the last of several names: "Grace, Alan and Katherine".
    /// "{names} and {last}"
    public static func namesAnd(names: String, last: String) -> String {
        Translation.active.text("namesAnd", "{names} and {last}", ["names": names, "last": last])
    }

    /// ", "
    public static var namesSeparator: String { Translation.active.text("namesSeparator", ", ") }

    /// "the instance did not take the code ({reason}): it works once and soon runs out; sign in again"
    public static func signInCodeRefused(_ reason: String) -> String {
        Translation.active.text("signInCodeRefused", "the instance did not take the code ({reason}): it works once and soon runs out; sign in again", ["reason": reason])
    }

    /// {scopes} are OAuth scope names such as "read and write".
    /// "the instance did not grant {scopes}, which Tintype needs to show and write posts; nothing was kept"
    public static func signInMissingScopes(_ scopes: String) -> String {
        Translation.active.text("signInMissingScopes", "the instance did not grant {scopes}, which Tintype needs to show and write posts; nothing was kept", ["scopes": scopes])
    }

    /// A post's age in a feed row: minutes.
    /// "{count}m"
    public static func ageMinutes(_ count: String) -> String {
        Translation.active.text("ageMinutes", "{count}m", ["count": count])
    }

    /// "{count}h"
    public static func ageHours(_ count: String) -> String {
        Translation.active.text("ageHours", "{count}h", ["count": count])
    }

    /// "{count}d"
    public static func ageDays(_ count: String) -> String {
        Translation.active.text("ageDays", "{count}d", ["count": count])
    }

    /// "{count}w"
    public static func ageWeeks(_ count: String) -> String {
        Translation.active.text("ageWeeks", "{count}w", ["count": count])
    }

    /// How long ago, in the status line.
    /// "{count} min ago"
    public static func minutesAgo(_ count: String) -> String {
        Translation.active.text("minutesAgo", "{count} min ago", ["count": count])
    }

    /// "{count} h ago"
    public static func hoursAgo(_ count: String) -> String {
        Translation.active.text("hoursAgo", "{count} h ago", ["count": count])
    }

    /// "{count} d ago"
    public static func daysAgo(_ count: String) -> String {
        Translation.active.text("daysAgo", "{count} d ago", ["count": count])
    }

    /// A count in thousands, such as 1.2k; {number} is already short.
    /// "{number}k"
    public static func thousands(_ number: String) -> String {
        Translation.active.text("thousands", "{number}k", ["number": number])
    }

    /// "{number}M"
    public static func millions(_ number: String) -> String {
        Translation.active.text("millions", "{number}M", ["number": number])
    }

    /// Between the whole and the tenths of a short count: 1.2k.
    /// "."
    public static var decimalSeparator: String { Translation.active.text("decimalSeparator", ".") }

    /// "it is kept in the outbox and will be sent the next time tintype starts"
    public static var keptInOutbox: String { Translation.active.text("keptInOutbox", "it is kept in the outbox and will be sent the next time tintype starts") }

    /// "older conversations did not load: {reason} · scroll down to try again"
    public static func olderConversationsFailed(_ reason: String) -> String {
        Translation.active.text("olderConversationsFailed", "older conversations did not load: {reason} · scroll down to try again", ["reason": reason])
    }

    /// "large photos, captions under them: z for compact rows"
    public static var feedLayoutLarge: String { Translation.active.text("feedLayoutLarge", "large photos, captions under them: z for compact rows") }

    /// "compact rows: z for large photos"
    public static var feedLayoutCompact: String { Translation.active.text("feedLayoutCompact", "compact rows: z for large photos") }

    /// "the photos as a grid: v lists every post"
    public static var postsLayoutGrid: String { Translation.active.text("postsLayoutGrid", "the photos as a grid: v lists every post") }

    /// "every post as a list: v shows the photos as a grid"
    public static var postsLayoutList: String { Translation.active.text("postsLayoutList", "every post as a list: v shows the photos as a grid") }

    /// "not drawn here: o opens it"
    public static var attachmentNotDrawn: String { Translation.active.text("attachmentNotDrawn", "not drawn here: o opens it") }

    /// "plays outside the terminal: o opens it"
    public static var playsOutside: String { Translation.active.text("playsOutside", "plays outside the terminal: o opens it") }

    /// "page down"
    public static var keysPageDown: String { Translation.active.text("keysPageDown", "page down") }

    /// "page up"
    public static var keysPageUp: String { Translation.active.text("keysPageUp", "page up") }

    /// "next, previous tab"
    public static var keysTabNext: String { Translation.active.text("keysTabNext", "next, previous tab") }

    /// "previous tab"
    public static var keysTabPrevious: String { Translation.active.text("keysTabPrevious", "previous tab") }

    /// "switch account, or sign in to another"
    public static var keysTabSwitchAccount: String { Translation.active.text("keysTabSwitchAccount", "switch account, or sign in to another") }

    /// "the account's profile"
    public static var keysAccountListOpen: String { Translation.active.text("keysAccountListOpen", "the account's profile") }

    /// "load the list again"
    public static var keysAccountListRefresh: String { Translation.active.text("keysAccountListRefresh", "load the list again") }

    /// "show or hide these keys"
    public static var keysShowHelp: String { Translation.active.text("keysShowHelp", "show or hide these keys") }

    /// "back"
    public static var keysBack: String { Translation.active.text("keysBack", "back") }

    /// "next account"
    public static var keysAccountSwitcherDown: String { Translation.active.text("keysAccountSwitcherDown", "next account") }

    /// "previous account"
    public static var keysAccountSwitcherUp: String { Translation.active.text("keysAccountSwitcherUp", "previous account") }

    /// "show that account, or sign in to another"
    public static var keysAccountSwitcherChoose: String { Translation.active.text("keysAccountSwitcherChoose", "show that account, or sign in to another") }

    /// "next comment"
    public static var keysCommentsNext: String { Translation.active.text("keysCommentsNext", "next comment") }

    /// "previous comment (from the first: the post)"
    public static var keysCommentsPrevious: String { Translation.active.text("keysCommentsPrevious", "previous comment (from the first: the post)") }

    /// "the post, at the top"
    public static var keysCommentsFirst: String { Translation.active.text("keysCommentsFirst", "the post, at the top") }

    /// "last comment"
    public static var keysCommentsLast: String { Translation.active.text("keysCommentsLast", "last comment") }

    /// "open the selected comment as a post"
    public static var keysCommentsOpen: String { Translation.active.text("keysCommentsOpen", "open the selected comment as a post") }

    /// "comment on the post, or reply to the selected comment"
    public static var keysCommentsWrite: String { Translation.active.text("keysCommentsWrite", "comment on the post, or reply to the selected comment") }

    /// "load the comments again; on a comment not sent: send it again"
    public static var keysCommentsRefresh: String { Translation.active.text("keysCommentsRefresh", "load the comments again; on a comment not sent: send it again") }

    /// "take a comment not sent back into the draft"
    public static var keysCommentsDiscard: String { Translation.active.text("keysCommentsDiscard", "take a comment not sent back into the draft") }

    /// "write (back to the box below)"
    public static var keysConversationWrite: String { Translation.active.text("keysConversationWrite", "write (back to the box below)") }

    /// "on a message not sent: send it again; else fetch the messages anew"
    public static var keysConversationRetry: String { Translation.active.text("keysConversationRetry", "on a message not sent: send it again; else fetch the messages anew") }

    /// "take a message not sent back into the box"
    public static var keysConversationDiscard: String { Translation.active.text("keysConversationDiscard", "take a message not sent back into the box") }

    /// "open the conversation (marks it read)"
    public static var keysConversationsOpen: String { Translation.active.text("keysConversationsOpen", "open the conversation (marks it read)") }

    /// "new message to one or more @handles"
    public static var keysConversationsNewConversation: String { Translation.active.text("keysConversationsNewConversation", "new message to one or more @handles") }

    /// "fetch the conversations anew"
    public static var keysConversationsRefresh: String { Translation.active.text("keysConversationsRefresh", "fetch the conversations anew") }

    /// "quit"
    public static var keysQuit: String { Translation.active.text("keysQuit", "quit") }

    /// "open the post"
    public static var keysOpenPost: String { Translation.active.text("keysOpenPost", "open the post") }

    /// "the author's profile"
    public static var keysAuthorProfile: String { Translation.active.text("keysAuthorProfile", "the author's profile") }

    /// "fetch newer posts"
    public static var keysFeedRefresh: String { Translation.active.text("keysFeedRefresh", "fetch newer posts") }

    /// "show replies too, or posts only (remembered)"
    public static var keysFeedToggleReplies: String { Translation.active.text("keysFeedToggleReplies", "show replies too, or posts only (remembered)") }

    /// "large photos with captions under them, or compact rows (remembered)"
    public static var keysFeedToggleLayout: String { Translation.active.text("keysFeedToggleLayout", "large photos with captions under them, or compact rows (remembered)") }

    /// "what happened to me, or the posts I liked"
    public static var keysLikesSwitchSection: String { Translation.active.text("keysLikesSwitchSection", "what happened to me, or the posts I liked") }

    /// "the profile of who did it"
    public static var keysActivityProfile: String { Translation.active.text("keysActivityProfile", "the profile of who did it") }

    /// "everyone who liked the post"
    public static var keysLikesLikers: String { Translation.active.text("keysLikesLikers", "everyone who liked the post") }

    /// "fetch anew"
    public static var keysLikesRefresh: String { Translation.active.text("keysLikesRefresh", "fetch anew") }

    /// "a video: pause or play; a photo: the next one"
    public static var keysPhotoViewerPlayPause: String { Translation.active.text("keysPhotoViewerPlayPause", "a video: pause or play; a photo: the next one") }

    /// "a video: 5 seconds on; a photo: the next one"
    public static var keysPhotoViewerStepOn: String { Translation.active.text("keysPhotoViewerStepOn", "a video: 5 seconds on; a photo: the next one") }

    /// "a video: 5 seconds back; a photo: the one before"
    public static var keysPhotoViewerStepBack: String { Translation.active.text("keysPhotoViewerStepBack", "a video: 5 seconds back; a photo: the one before") }

    /// "▶ {position} / {length} {bar} · Space pauses · ←/→ 5 s · o for sound"
    public static func videoPlaying(position: String, length: String, bar: String) -> String {
        Translation.active.text("videoPlaying", "▶ {position} / {length} {bar} · Space pauses · ←/→ 5 s · o for sound", ["position": position, "length": length, "bar": bar])
    }

    /// "❚❚ {position} / {length} {bar} · Space plays"
    public static func videoPaused(position: String, length: String, bar: String) -> String {
        Translation.active.text("videoPaused", "❚❚ {position} / {length} {bar} · Space plays", ["position": position, "length": length, "bar": bar])
    }

    /// "■ {length} {bar} · Space plays it again"
    public static func videoEnded(length: String, bar: String) -> String {
        Translation.active.text("videoEnded", "■ {length} {bar} · Space plays it again", ["length": length, "bar": bar])
    }

    /// "the next photo"
    public static var keysNextPhoto: String { Translation.active.text("keysNextPhoto", "the next photo") }

    /// "the previous photo"
    public static var keysPreviousPhoto: String { Translation.active.text("keysPreviousPhoto", "the previous photo") }

    /// "open the original in an image viewer"
    public static var keysOpenOriginal: String { Translation.active.text("keysOpenOriginal", "open the original in an image viewer") }

    /// "show or hide a photo marked sensitive"
    public static var keysPhotoViewerReveal: String { Translation.active.text("keysPhotoViewerReveal", "show or hide a photo marked sensitive") }

    /// "back to the post"
    public static var keysPhotoViewerBack: String { Translation.active.text("keysPhotoViewerBack", "back to the post") }

    /// "scroll the post down"
    public static var keysPostDetailPageDown: String { Translation.active.text("keysPostDetailPageDown", "scroll the post down") }

    /// "scroll the post up"
    public static var keysPostDetailPageUp: String { Translation.active.text("keysPostDetailPageUp", "scroll the post up") }

    /// "the photo as large as the terminal allows"
    public static var keysPostDetailViewPhoto: String { Translation.active.text("keysPostDetailViewPhoto", "the photo as large as the terminal allows") }

    /// "like the post, or take the like back"
    public static var keysPostDetailLike: String { Translation.active.text("keysPostDetailLike", "like the post, or take the like back") }

    /// "the author's profile (post, or selected comment)"
    public static var keysPostDetailProfile: String { Translation.active.text("keysPostDetailProfile", "the author's profile (post, or selected comment)") }

    /// "show or hide a content warning's text and sensitive photos"
    public static var keysPostDetailReveal: String { Translation.active.text("keysPostDetailReveal", "show or hide a content warning's text and sensitive photos") }

    /// "the photos as a grid, or every post as a list"
    public static var keysProfileLayout: String { Translation.active.text("keysProfileLayout", "the photos as a grid, or every post as a list") }

    /// "follow, or stop following"
    public static var keysProfileFollow: String { Translation.active.text("keysProfileFollow", "follow, or stop following") }

    /// "write a direct message to this account"
    public static var keysProfileMessage: String { Translation.active.text("keysProfileMessage", "write a direct message to this account") }

    /// "who follows this account"
    public static var keysProfileFollowers: String { Translation.active.text("keysProfileFollowers", "who follows this account") }

    /// "whom this account follows"
    public static var keysProfileFollowing: String { Translation.active.text("keysProfileFollowing", "whom this account follows") }

    /// "load the profile again"
    public static var keysProfileRefresh: String { Translation.active.text("keysProfileRefresh", "load the profile again") }

    /// "back; on the Profile tab, quit"
    public static var keysProfileClose: String { Translation.active.text("keysProfileClose", "back; on the Profile tab, quit") }

    /// "go on"
    public static var keysSignInSubmit: String { Translation.active.text("keysSignInSubmit", "go on") }

    /// "back; on the first step, quit"
    public static var keysSignInBack: String { Translation.active.text("keysSignInBack", "back; on the first step, quit") }

    /// "open the page in the browser again"
    public static var keysSignInOpenPage: String { Translation.active.text("keysSignInOpenPage", "open the page in the browser again") }

    /// "give this sign-in up"
    public static var keysSignInGiveUp: String { Translation.active.text("keysSignInGiveUp", "give this sign-in up") }

    /// "next post"
    public static var keysNextPost: String { Translation.active.text("keysNextPost", "next post") }

    /// "previous post"
    public static var keysPreviousPost: String { Translation.active.text("keysPreviousPost", "previous post") }

    /// "first post"
    public static var keysFirstPost: String { Translation.active.text("keysFirstPost", "first post") }

    /// "last post"
    public static var keysLastPost: String { Translation.active.text("keysLastPost", "last post") }

    /// "last loaded post; loads more"
    public static var keysLastLoadedPost: String { Translation.active.text("keysLastLoadedPost", "last loaded post; loads more") }

    /// "next message"
    public static var keysNextMessage: String { Translation.active.text("keysNextMessage", "next message") }

    /// "previous message"
    public static var keysPreviousMessage: String { Translation.active.text("keysPreviousMessage", "previous message") }

    /// "first message"
    public static var keysFirstMessage: String { Translation.active.text("keysFirstMessage", "first message") }

    /// "last message"
    public static var keysLastMessage: String { Translation.active.text("keysLastMessage", "last message") }

    /// "last loaded message; loads more"
    public static var keysLastLoadedMessage: String { Translation.active.text("keysLastLoadedMessage", "last loaded message; loads more") }

    /// "next conversation"
    public static var keysNextConversation: String { Translation.active.text("keysNextConversation", "next conversation") }

    /// "previous conversation"
    public static var keysPreviousConversation: String { Translation.active.text("keysPreviousConversation", "previous conversation") }

    /// "first conversation"
    public static var keysFirstConversation: String { Translation.active.text("keysFirstConversation", "first conversation") }

    /// "last conversation"
    public static var keysLastConversation: String { Translation.active.text("keysLastConversation", "last conversation") }

    /// "last loaded conversation; loads more"
    public static var keysLastLoadedConversation: String { Translation.active.text("keysLastLoadedConversation", "last loaded conversation; loads more") }

    /// "next account"
    public static var keysNextAccount: String { Translation.active.text("keysNextAccount", "next account") }

    /// "previous account"
    public static var keysPreviousAccount: String { Translation.active.text("keysPreviousAccount", "previous account") }

    /// "first account"
    public static var keysFirstAccount: String { Translation.active.text("keysFirstAccount", "first account") }

    /// "last account"
    public static var keysLastAccount: String { Translation.active.text("keysLastAccount", "last account") }

    /// "last loaded account; loads more"
    public static var keysLastLoadedAccount: String { Translation.active.text("keysLastLoadedAccount", "last loaded account; loads more") }

    /// "post to the left"
    public static var keysTileLeft: String { Translation.active.text("keysTileLeft", "post to the left") }

    /// "post to the right"
    public static var keysTileRight: String { Translation.active.text("keysTileRight", "post to the right") }

    /// "post below"
    public static var keysTileBelow: String { Translation.active.text("keysTileBelow", "post below") }

    /// "post above"
    public static var keysTileAbove: String { Translation.active.text("keysTileAbove", "post above") }

    /// "every tab"
    public static var screenTabs: String { Translation.active.text("screenTabs", "every tab") }

    /// "the home feed"
    public static var screenFeed: String { Translation.active.text("screenFeed", "the home feed") }

    /// "a post"
    public static var screenPost: String { Translation.active.text("screenPost", "a post") }

    /// "a post's comments"
    public static var screenComments: String { Translation.active.text("screenComments", "a post's comments") }

    /// "the full-screen photo"
    public static var screenPhoto: String { Translation.active.text("screenPhoto", "the full-screen photo") }

    /// "a profile"
    public static var screenProfile: String { Translation.active.text("screenProfile", "a profile") }

    /// "the Activity tab"
    public static var screenLikes: String { Translation.active.text("screenLikes", "the Activity tab") }

    /// "the Messages tab"
    public static var screenMessages: String { Translation.active.text("screenMessages", "the Messages tab") }

    /// "a conversation"
    public static var screenConversation: String { Translation.active.text("screenConversation", "a conversation") }

    /// "a list of accounts"
    public static var screenAccounts: String { Translation.active.text("screenAccounts", "a list of accounts") }

    /// "the signed-in accounts (A)"
    public static var screenAccountSwitcher: String { Translation.active.text("screenAccountSwitcher", "the signed-in accounts (A)") }

    /// "the tab at that place"
    public static var keysTabPosition: String { Translation.active.text("keysTabPosition", "the tab at that place") }

    /// "quit, from anywhere"
    public static var keysQuitAnywhere: String { Translation.active.text("keysQuitAnywhere", "quit, from anywhere") }

    /// "not allowed"
    public static var rejectedNotAllowed: String { Translation.active.text("rejectedNotAllowed", "not allowed") }

    /// "the post it answers is gone"
    public static var rejectedTargetGone: String { Translation.active.text("rejectedTargetGone", "the post it answers is gone") }

    /// "the server refused it"
    public static var rejectedRefused: String { Translation.active.text("rejectedRefused", "the server refused it") }

    /// "the server refused it (HTTP {status})"
    public static func rejectedWithStatus(_ status: String) -> String {
        Translation.active.text("rejectedWithStatus", "the server refused it (HTTP {status})", ["status": status])
    }

    /// "cannot read {path}"
    public static func cannotRead(_ path: String) -> String {
        Translation.active.text("cannotRead", "cannot read {path}", ["path": path])
    }

    /// "a post needs a caption or at least one photo"
    public static var emptyPost: String { Translation.active.text("emptyPost", "a post needs a caption or at least one photo") }

    /// "a message needs some text"
    public static var messageNeedsText: String { Translation.active.text("messageNeedsText", "a message needs some text") }

    /// "there are more --alt texts than --media files"
    public static var tooManyAltTexts: String { Translation.active.text("tooManyAltTexts", "there are more --alt texts than --media files") }

    /// "this terminal shows no colour (NO_COLOR or TERM=dumb), so no picture is drawn"
    public static var noColourNoPicture: String { Translation.active.text("noColourNoPicture", "this terminal shows no colour (NO_COLOR or TERM=dumb), so no picture is drawn") }

    /// "cannot read the token file {path}"
    public static func tokenFileUnreadable(_ path: String) -> String {
        Translation.active.text("tokenFileUnreadable", "cannot read the token file {path}", ["path": path])
    }

    /// "the token file {path} can be read by other users; make it private with: chmod 600 {path}"
    public static func tokenFileOpenToOthers(_ path: String) -> String {
        Translation.active.text("tokenFileOpenToOthers", "the token file {path} can be read by other users; make it private with: chmod 600 {path}", ["path": path])
    }

    /// "no token in {source}"
    public static func noTokenIn(_ source: String) -> String {
        Translation.active.text("noTokenIn", "no token in {source}", ["source": source])
    }

    /// "the option"
    public static var tokenFromOption: String { Translation.active.text("tokenFromOption", "the option") }

    /// "standard input"
    public static var tokenFromStandardInput: String { Translation.active.text("tokenFromStandardInput", "standard input") }

    /// "no instance: pass --instance https://your.server or set TINTYPE_INSTANCE"
    public static var noInstanceGiven: String { Translation.active.text("noInstanceGiven", "no instance: pass --instance https://your.server or set TINTYPE_INSTANCE") }

    /// "not signed in: sign in with tintype login https://your.server (or give a token: --token-file with a file only you can read, --token - to read it from standard input, or TINTYPE_TOKEN)"
    public static var notSignedIn: String { Translation.active.text("notSignedIn", "not signed in: sign in with tintype login https://your.server (or give a token: --token-file with a file only you can read, --token - to read it from standard input, or TINTYPE_TOKEN)") }

    /// "the list of signed-in accounts could not be read and was moved aside to {path}; sign in again"
    public static func accountBookDamaged(_ path: String) -> String {
        Translation.active.text("accountBookDamaged", "the list of signed-in accounts could not be read and was moved aside to {path}; sign in again", ["path": path])
    }

    /// "no account {name}: none is signed in; sign in with: tintype login INSTANCE"
    public static func noAccountNoneSignedIn(_ name: String) -> String {
        Translation.active.text("noAccountNoneSignedIn", "no account {name}: none is signed in; sign in with: tintype login INSTANCE", ["name": name])
    }

    /// "no account {name}; signed in: {known}"
    public static func noAccountSignedIn(name: String, known: String) -> String {
        Translation.active.text("noAccountSignedIn", "no account {name}; signed in: {known}", ["name": name, "known": known])
    }

    /// "the signed-in account could not be saved: {reason}"
    public static func accountNotSaved(_ reason: String) -> String {
        Translation.active.text("accountNotSaved", "the signed-in account could not be saved: {reason}", ["reason": reason])
    }

    /// "the disk is full"
    public static var diskFull: String { Translation.active.text("diskFull", "the disk is full") }

    /// "the cache folder cannot be written"
    public static var cacheReadOnly: String { Translation.active.text("cacheReadOnly", "the cache folder cannot be written") }

    /// "{bytes} bytes is more than the cache takes ({limit})"
    public static func cacheEntryTooLarge(bytes: String, limit: String) -> String {
        Translation.active.text("cacheEntryTooLarge", "{bytes} bytes is more than the cache takes ({limit})", ["bytes": bytes, "limit": limit])
    }

    /// "saving failed: {reason}"
    public static func savingFailed(_ reason: String) -> String {
        Translation.active.text("savingFailed", "saving failed: {reason}", ["reason": reason])
    }

    /// "back to the conversations"
    public static var keysBackToConversations: String { Translation.active.text("keysBackToConversations", "back to the conversations") }

    /// "while writing"
    public static var keysWhileWriting: String { Translation.active.text("keysWhileWriting", "while writing") }

    /// "Enter sends · Ctrl-J new line · Esc: to the messages"
    public static var keysMessageComposer: String { Translation.active.text("keysMessageComposer", "Enter sends · Ctrl-J new line · Esc: to the messages") }

    /// "PgUp/PgDn scroll the messages; Tab and digits are text"
    public static var keysMessageComposerMore: String { Translation.active.text("keysMessageComposerMore", "PgUp/PgDn scroll the messages; Tab and digits are text") }

    /// "Enter sends · Ctrl-J new line · Esc keeps the draft"
    public static var keysCommentComposer: String { Translation.active.text("keysCommentComposer", "Enter sends · Ctrl-J new line · Esc keeps the draft") }

    /// "←/→/↑/↓, Home/End, Ctrl-A/E/K/U/W edit; Tab and digits are text"
    public static var keysCommentComposerMore: String { Translation.active.text("keysCommentComposerMore", "←/→/↑/↓, Home/End, Ctrl-A/E/K/U/W edit; Tab and digits are text") }

    /// "{path} cannot be read"
    public static func photoUnreadable(_ path: String) -> String {
        Translation.active.text("photoUnreadable", "{path} cannot be read", ["path": path])
    }

    /// "not a TOML file: {reason}"
    public static func configNotTOML(_ reason: String) -> String {
        Translation.active.text("configNotTOML", "not a TOML file: {reason}", ["reason": reason])
    }

    /// "expected a number of seconds from 10 to 3600"
    public static var configExpectedSeconds: String { Translation.active.text("configExpectedSeconds", "expected a number of seconds from 10 to 3600") }

    /// "expected a table: {table}"
    public static func configExpectedTable(_ table: String) -> String {
        Translation.active.text("configExpectedTable", "expected a table: {table}", ["table": table])
    }

    /// "expected one of {choices}, not “{word}”"
    public static func configExpectedOneOf(choices: String, word: String) -> String {
        Translation.active.text("configExpectedOneOf", "expected one of {choices}, not “{word}”", ["choices": choices, "word": word])
    }

    /// "expected true or false"
    public static var configExpectedBool: String { Translation.active.text("configExpectedBool", "expected true or false") }

    /// "no theme is called {name}; there are {themes}"
    public static func configNoSuchTheme(name: String, themes: String) -> String {
        Translation.active.text("configNoSuchTheme", "no theme is called {name}; there are {themes}", ["name": name, "themes": themes])
    }

    /// "no colour role is called {name}; there are {roles}"
    public static func configNoSuchRole(name: String, roles: String) -> String {
        Translation.active.text("configNoSuchRole", "no colour role is called {name}; there are {roles}", ["name": name, "roles": roles])
    }

    /// "expected a colour ({names}, default, 0 to 255, or \"#rrggbb\"), or two: [text, background]"
    public static func configExpectedColour(_ names: String) -> String {
        Translation.active.text("configExpectedColour", "expected a colour ({names}, default, 0 to 255, or \"#rrggbb\"), or two: [text, background]", ["names": names])
    }

    /// "expected tables of keys: [keys.feed]"
    public static var configExpectedKeyTables: String { Translation.active.text("configExpectedKeyTables", "expected tables of keys: [keys.feed]") }

    /// "no screen is called {name}; there are {screens}"
    public static func configNoSuchScreen(name: String, screens: String) -> String {
        Translation.active.text("configNoSuchScreen", "no screen is called {name}; there are {screens}", ["name": name, "screens": screens])
    }

    /// "{screen} has no action {action}; it has {actions}"
    public static func configNoSuchAction(screen: String, action: String, actions: String) -> String {
        Translation.active.text("configNoSuchAction", "{screen} has no action {action}; it has {actions}", ["screen": screen, "action": action, "actions": actions])
    }

    /// "{key} would do both {first} and {second} in {screen}"
    public static func configKeyTwice(key: String, first: String, second: String, screen: String) -> String {
        Translation.active.text("configKeyTwice", "{key} would do both {first} and {second} in {screen}", ["key": key, "first": first, "second": second, "screen": screen])
    }

    /// "expected a key, as in \"L\", or several, as in [\"L\", \"Ctrl-l\"]"
    public static var configExpectedKey: String { Translation.active.text("configExpectedKey", "expected a key, as in \"L\", or several, as in [\"L\", \"Ctrl-l\"]") }

    /// "“{word}” names no key: a character, or Enter, Esc, Tab, Space, Up, PageDown, Ctrl-x, F1 and the like"
    public static func configNoSuchKey(_ word: String) -> String {
        Translation.active.text("configNoSuchKey", "“{word}” names no key: a character, or Enter, Esc, Tab, Space, Up, PageDown, Ctrl-x, F1 and the like", ["word": word])
    }

    /// "expected a string in quotes"
    public static var configExpectedString: String { Translation.active.text("configExpectedString", "expected a string in quotes") }

    /// "no setting {name} is known; it is left out"
    public static func configUnknownSetting(_ name: String) -> String {
        Translation.active.text("configUnknownSetting", "no setting {name} is known; it is left out", ["name": name])
    }

    /// "An access token of the account (or TINTYPE_TOKEN); - reads it from standard input. Others on this machine can see an option in ps: prefer --token-file or -."
    public static var cliTokenHelp: String { Translation.active.text("cliTokenHelp", "An access token of the account (or TINTYPE_TOKEN); - reads it from standard input. Others on this machine can see an option in ps: prefer --token-file or -.") }

    /// "A file holding the token, readable by you alone (chmod 600), or TINTYPE_TOKEN_FILE."
    public static var cliTokenFileHelp: String { Translation.active.text("cliTokenFileHelp", "A file holding the token, readable by you alone (chmod 600), or TINTYPE_TOKEN_FILE.") }

    /// "The instance, such as https://pixelfed.social."
    public static var cliInstanceHelp: String { Translation.active.text("cliInstanceHelp", "The instance, such as https://pixelfed.social.") }

    /// "A signed-in account, as tintype accounts lists it (name@instance); the default otherwise."
    public static var cliAccountHelp: String { Translation.active.text("cliAccountHelp", "A signed-in account, as tintype accounts lists it (name@instance); the default otherwise.") }

    /// "List the signed-in accounts, or choose the default."
    public static var cliAccountsAbstract: String { Translation.active.text("cliAccountsAbstract", "List the signed-in accounts, or choose the default.") }

    /// "Make this account the one opened by default."
    public static var cliDefaultAccountHelp: String { Translation.active.text("cliDefaultAccountHelp", "Make this account the one opened by default.") }

    /// "No account is signed in. Sign in with: tintype login INSTANCE"
    public static var cliNoAccountSignedIn: String { Translation.active.text("cliNoAccountSignedIn", "No account is signed in. Sign in with: tintype login INSTANCE") }

    /// "Check the configuration file, or print a commented one with every setting."
    public static var cliConfigAbstract: String { Translation.active.text("cliConfigAbstract", "Check the configuration file, or print a commented one with every setting.") }

    /// "The file is $XDG_CONFIG_HOME/tintype/config.toml (~/.config/tintype/config.toml)."
    public static var cliConfigDiscussion: String { Translation.active.text("cliConfigDiscussion", "The file is $XDG_CONFIG_HOME/tintype/config.toml (~/.config/tintype/config.toml).") }

    /// "Check the file, and say what is wrong and where (the default)."
    public static var cliConfigCheckHelp: String { Translation.active.text("cliConfigCheckHelp", "Check the file, and say what is wrong and where (the default).") }

    /// "Print a file with every setting at its default, commented out."
    public static var cliConfigDefaultHelp: String { Translation.active.text("cliConfigDefaultHelp", "Print a file with every setting at its default, commented out.") }

    /// "Print the home feed without the screen."
    public static var cliFeedAbstract: String { Translation.active.text("cliFeedAbstract", "Print the home feed without the screen.") }

    /// "How many posts, 1 to 40."
    public static var cliFeedLimitHelp: String { Translation.active.text("cliFeedLimitHelp", "How many posts, 1 to 40.") }

    /// "--limit takes 1 to 40"
    public static var cliFeedLimitError: String { Translation.active.text("cliFeedLimitError", "--limit takes 1 to 40") }

    /// "Like a post by its id."
    public static var cliLikeAbstract: String { Translation.active.text("cliLikeAbstract", "Like a post by its id.") }

    /// "The id of the post."
    public static var cliPostIdHelp: String { Translation.active.text("cliPostIdHelp", "The id of the post.") }

    /// "Boost a post by its id: share it with your followers."
    public static var cliBoostAbstract: String { Translation.active.text("cliBoostAbstract", "Boost a post by its id: share it with your followers.") }

    /// "Take the boost back."
    public static var cliUndoBoostHelp: String { Translation.active.text("cliUndoBoostHelp", "Take the boost back.") }

    /// "Save a post by its id (a bookmark), to look at later."
    public static var cliBookmarkAbstract: String { Translation.active.text("cliBookmarkAbstract", "Save a post by its id (a bookmark), to look at later.") }

    /// "Take the post out of your saved ones."
    public static var cliUndoBookmarkHelp: String { Translation.active.text("cliUndoBookmarkHelp", "Take the post out of your saved ones.") }

    /// "Print who liked your posts, grouped by post, without the screen."
    public static var cliLikesAbstract: String { Translation.active.text("cliLikesAbstract", "Print who liked your posts, grouped by post, without the screen.") }

    /// "With --mine, the posts you liked instead, the latest like first."
    public static var cliLikesDiscussion: String { Translation.active.text("cliLikesDiscussion", "With --mine, the posts you liked instead, the latest like first.") }

    /// "The posts you liked."
    public static var cliLikesMineHelp: String { Translation.active.text("cliLikesMineHelp", "The posts you liked.") }

    /// "Prints the address of the instance's sign-in page and opens it in your browser where there is one. Once you allow Tintype there, the browser comes back to Tintype on this machine; over ssh, or with --paste-code, the page shows a code to paste here instead. Signing in again as the same person renews the token. The token is kept in a file only you can read, under $XDG_CONFIG_HOME/tintype/accounts."
    public static var cliLoginDiscussion: String { Translation.active.text("cliLoginDiscussion", "Prints the address of the instance's sign-in page and opens it in your browser where there is one. Once you allow Tintype there, the browser comes back to Tintype on this machine; over ssh, or with --paste-code, the page shows a code to paste here instead. Signing in again as the same person renews the token. The token is kept in a file only you can read, under $XDG_CONFIG_HOME/tintype/accounts.") }

    /// "Sign in to an instance and keep the account."
    public static var cliLoginAbstract: String { Translation.active.text("cliLoginAbstract", "Sign in to an instance and keep the account.") }

    /// "The instance, such as pixelfed.social; asked for when left out."
    public static var cliLoginInstanceHelp: String { Translation.active.text("cliLoginInstanceHelp", "The instance, such as pixelfed.social; asked for when left out.") }

    /// "Paste the code the instance's page shows, instead of a browser on this machine coming back."
    public static var cliPasteCodeHelp: String { Translation.active.text("cliPasteCodeHelp", "Paste the code the instance's page shows, instead of a browser on this machine coming back.") }

    /// "no instance: name it, as in tintype login pixelfed.social"
    public static var cliLoginNoInstance: String { Translation.active.text("cliLoginNoInstance", "no instance: name it, as in tintype login pixelfed.social") }

    /// "Instance (such as pixelfed.social): "
    public static var cliLoginAskInstance: String { Translation.active.text("cliLoginAskInstance", "Instance (such as pixelfed.social): ") }

    /// "When writes of the account still wait in its outbox, you are asked whether to drop them or keep them, to go out when you sign in as the same account again; without a terminal to ask on they are kept, unless --drop-waiting-writes is given."
    public static var cliLogoutDiscussion: String { Translation.active.text("cliLogoutDiscussion", "When writes of the account still wait in its outbox, you are asked whether to drop them or keep them, to go out when you sign in as the same account again; without a terminal to ask on they are kept, unless --drop-waiting-writes is given.") }

    /// "Sign out: the token is revoked on the instance and forgotten here."
    public static var cliLogoutAbstract: String { Translation.active.text("cliLogoutAbstract", "Sign out: the token is revoked on the instance and forgotten here.") }

    /// "The account, as tintype accounts lists it; the default when left out."
    public static var cliLogoutAccountHelp: String { Translation.active.text("cliLogoutAccountHelp", "The account, as tintype accounts lists it; the default when left out.") }

    /// "Drop the writes still waiting in the account's outbox, without asking."
    public static var cliDropWritesHelp: String { Translation.active.text("cliDropWritesHelp", "Drop the writes still waiting in the account's outbox, without asking.") }

    /// "Keep the writes still waiting for the next sign-in, without asking."
    public static var cliKeepWritesHelp: String { Translation.active.text("cliKeepWritesHelp", "Keep the writes still waiting for the next sign-in, without asking.") }

    /// "Print your direct conversations, the latest first, without the screen."
    public static var cliMessagesAbstract: String { Translation.active.text("cliMessagesAbstract", "Print your direct conversations, the latest first, without the screen.") }

    /// "Listing them marks none read."
    public static var cliMessagesDiscussion: String { Translation.active.text("cliMessagesDiscussion", "Listing them marks none read.") }

    /// "Open the home feed (the default)."
    public static var cliOpenAbstract: String { Translation.active.text("cliOpenAbstract", "Open the home feed (the default).") }

    /// "Plain text (the default)."
    public static var cliPlainHelp: String { Translation.active.text("cliPlainHelp", "Plain text (the default).") }

    /// "JSON, with clean text, for scripts."
    public static var cliJSONHelp: String { Translation.active.text("cliJSONHelp", "JSON, with clean text, for scripts.") }

    /// "--plain and --json exclude each other"
    public static var cliPlainAndJSON: String { Translation.active.text("cliPlainAndJSON", "--plain and --json exclude each other") }

    /// "How photos are drawn: auto (ask the terminal), kitty, sixel, iterm, blocks (half blocks of colour) or none (alt text); or TINTYPE_PICTURES."
    public static var cliPicturesHelp: String { Translation.active.text("cliPicturesHelp", "How photos are drawn: auto (ask the terminal), kitty, sixel, iterm, blocks (half blocks of colour) or none (alt text); or TINTYPE_PICTURES.") }

    /// "The post is saved in the outbox before it is sent; run the same command again after a lost answer and it continues that post rather than publishing a second. With no caption and no photo, on a terminal, it opens the app on its composer.\nExample: tintype post --media cat.jpg --alt \"A cat asleep\" --media dog.jpg --alt \"A dog\" \"Sunday\""
    public static var cliPostDiscussion: String { Translation.active.text("cliPostDiscussion", "The post is saved in the outbox before it is sent; run the same command again after a lost answer and it continues that post rather than publishing a second. With no caption and no photo, on a terminal, it opens the app on its composer.\nExample: tintype post --media cat.jpg --alt \"A cat asleep\" --media dog.jpg --alt \"A dog\" \"Sunday\"") }

    /// "Publish a post with photos; prints the new post's id."
    public static var cliPostAbstract: String { Translation.active.text("cliPostAbstract", "Publish a post with photos; prints the new post's id.") }

    /// "A photo to attach; repeat for each, up to 4."
    public static var cliMediaHelp: String { Translation.active.text("cliMediaHelp", "A photo to attach; repeat for each, up to 4.") }

    /// "Alt text for the photos, in order; repeat for each."
    public static var cliAltHelp: String { Translation.active.text("cliAltHelp", "Alt text for the photos, in order; repeat for each.") }

    /// "Post as a comment on this post."
    public static var cliReplyToHelp: String { Translation.active.text("cliReplyToHelp", "Post as a comment on this post.") }

    /// "public, unlisted, private or direct."
    public static var cliVisibilityHelp: String { Translation.active.text("cliVisibilityHelp", "public, unlisted, private or direct.") }

    /// "The caption."
    public static var cliCaptionHelp: String { Translation.active.text("cliCaptionHelp", "The caption.") }

    /// "at most 4 photos in one post"
    public static var cliTooManyPhotos: String { Translation.active.text("cliTooManyPhotos", "at most 4 photos in one post") }

    /// "--visibility takes public, unlisted, private or direct"
    public static var cliVisibilityError: String { Translation.active.text("cliVisibilityError", "--visibility takes public, unlisted, private or direct") }

    /// "A content warning shown before the caption and photos."
    public static var cliContentWarningHelp: String { Translation.active.text("cliContentWarningHelp", "A content warning shown before the caption and photos.") }

    /// "Hide the photos behind a warning until the reader asks to see them."
    public static var cliSensitiveHelp: String { Translation.active.text("cliSensitiveHelp", "Hide the photos behind a warning until the reader asks to see them.") }

    /// "The caption's language as a two- or three-letter ISO 639 code (en, ru)."
    public static var cliLanguageHelp: String { Translation.active.text("cliLanguageHelp", "The caption's language as a two- or three-letter ISO 639 code (en, ru).") }

    /// "--language takes a two- or three-letter ISO 639 code, such as en or ru"
    public static var cliLanguageError: String { Translation.active.text("cliLanguageError", "--language takes a two- or three-letter ISO 639 code, such as en or ru") }

    /// "Print a profile without the screen: yours, or the account with this handle."
    public static var cliProfileAbstract: String { Translation.active.text("cliProfileAbstract", "Print a profile without the screen: yours, or the account with this handle.") }

    /// "A handle is @name for this instance, or @name@server for another."
    public static var cliProfileDiscussion: String { Translation.active.text("cliProfileDiscussion", "A handle is @name for this instance, or @name@server for another.") }

    /// "The account, such as @grace or @grace@pixelfed.social; none for your own."
    public static var cliHandleHelp: String { Translation.active.text("cliHandleHelp", "The account, such as @grace or @grace@pixelfed.social; none for your own.") }

    /// "a handle needs a name, such as @grace"
    public static var cliHandleWithoutName: String { Translation.active.text("cliHandleWithoutName", "a handle needs a name, such as @grace") }

    /// "The comment is saved in the outbox before it is sent. If the server cannot be reached it stays there and is sent, with the same Idempotency-Key, the next time tintype starts.\nExample: tintype reply 110 \"Lovely light!\""
    public static var cliReplyDiscussion: String { Translation.active.text("cliReplyDiscussion", "The comment is saved in the outbox before it is sent. If the server cannot be reached it stays there and is sent, with the same Idempotency-Key, the next time tintype starts.\nExample: tintype reply 110 \"Lovely light!\"") }

    /// "Comment on a post; prints the new comment's id."
    public static var cliReplyAbstract: String { Translation.active.text("cliReplyAbstract", "Comment on a post; prints the new comment's id.") }

    /// "The id of the post (or comment) to answer."
    public static var cliReplyTargetHelp: String { Translation.active.text("cliReplyTargetHelp", "The id of the post (or comment) to answer.") }

    /// "The comment's text."
    public static var cliCommentTextHelp: String { Translation.active.text("cliCommentTextHelp", "The comment's text.") }

    /// "The message is saved in the outbox before it is sent, and answers the last message of the conversation with the same people. If the server cannot be reached it stays there and is sent, with the same Idempotency-Key, the next time tintype starts.\nExample: tintype send @grace @alan \"See you at six\""
    public static var cliSendDiscussion: String { Translation.active.text("cliSendDiscussion", "The message is saved in the outbox before it is sent, and answers the last message of the conversation with the same people. If the server cannot be reached it stays there and is sent, with the same Idempotency-Key, the next time tintype starts.\nExample: tintype send @grace @alan \"See you at six\"") }

    /// "Send a direct message to one or more people; prints the new message's id."
    public static var cliSendAbstract: String { Translation.active.text("cliSendAbstract", "Send a direct message to one or more people; prints the new message's id.") }

    /// "The people to write to, then the message."
    public static var cliRecipientsHelp: String { Translation.active.text("cliRecipientsHelp", "The people to write to, then the message.") }

    /// "name at least one @handle, then the message"
    public static var cliNoRecipients: String { Translation.active.text("cliNoRecipients", "name at least one @handle, then the message") }

    /// "Draw a photo (JPEG, PNG, WebP, GIF) on the terminal, as the app draws photos, or play a video or an animated GIF."
    public static var cliShowAbstract: String { Translation.active.text("cliShowAbstract", "Draw a photo (JPEG, PNG, WebP, GIF) on the terminal, as the app draws photos, or play a video or an animated GIF.") }

    /// "In the terminal's own pixels where it draws them (kitty, sixel, iTerm2; asked unless --pictures says), else in half blocks: 24-bit colour where COLORTERM says truecolor, 256 colours otherwise; nothing under NO_COLOR. A video (MP4, WebM) or an animated GIF plays once, in place, each frame at its own time: frames the terminal cannot keep up with are left out. Ctrl-C stops it; into a file or a pipe, only its first frame is written."
    public static var cliShowDiscussion: String { Translation.active.text("cliShowDiscussion", "In the terminal's own pixels where it draws them (kitty, sixel, iTerm2; asked unless --pictures says), else in half blocks: 24-bit colour where COLORTERM says truecolor, 256 colours otherwise; nothing under NO_COLOR. A video (MP4, WebM) or an animated GIF plays once, in place, each frame at its own time: frames the terminal cannot keep up with are left out. Ctrl-C stops it; into a file or a pipe, only its first frame is written.") }

    /// "The picture or video file."
    public static var cliPictureFileHelp: String { Translation.active.text("cliPictureFileHelp", "The picture or video file.") }

    /// "At most this many columns (default: the terminal's width)."
    public static var cliColumnsHelp: String { Translation.active.text("cliColumnsHelp", "At most this many columns (default: the terminal's width).") }

    /// "At most this many rows (default: the terminal's height, less one)."
    public static var cliRowsHelp: String { Translation.active.text("cliRowsHelp", "At most this many rows (default: the terminal's height, less one).") }

    /// "--columns takes 1 to 1000"
    public static var cliColumnsError: String { Translation.active.text("cliColumnsError", "--columns takes 1 to 1000") }

    /// "--rows takes 1 to 1000"
    public static var cliRowsError: String { Translation.active.text("cliRowsError", "--rows takes 1 to 1000") }

    /// "With no subcommand, opens the home feed. Sign in first with tintype login INSTANCE (or open tintype and sign in on its first screen); the account is then the default one, or the one --account names. Scripts may give a token instead: --instance with --token-file, or TINTYPE_INSTANCE and TINTYPE_TOKEN_FILE. Plain http:// is refused except to this machine. Settings and keys: tintype config --default."
    public static var cliTintypeDiscussion: String { Translation.active.text("cliTintypeDiscussion", "With no subcommand, opens the home feed. Sign in first with tintype login INSTANCE (or open tintype and sign in on its first screen); the account is then the default one, or the one --account names. Scripts may give a token instead: --instance with --token-file, or TINTYPE_INSTANCE and TINTYPE_TOKEN_FILE. Plain http:// is refused except to this machine. Settings and keys: tintype config --default.") }

    /// "A keyboard-driven terminal client for photo feeds on Pixelfed, Mastodon, GoToSocial and Akkoma."
    public static var cliTintypeAbstract: String { Translation.active.text("cliTintypeAbstract", "A keyboard-driven terminal client for photo feeds on Pixelfed, Mastodon, GoToSocial and Akkoma.") }

    /// Asked on signing out; the answer y drops the writes.
    /// "{count} write of this account still waits to be sent. Drop it? [y/N] " / "{count} writes of this account still wait to be sent. Drop them? [y/N] "
    public static func cliAskDropWrites(_ count: Int) -> String {
        Translation.active.plural("cliAskDropWrites", count: count, one: "{count} write of this account still waits to be sent. Drop it? [y/N] ", other: "{count} writes of this account still wait to be sent. Drop them? [y/N] ")
    }

    /// "Signed out of {name}; the instance no longer takes its token."
    public static func cliSignedOut(_ name: String) -> String {
        Translation.active.text("cliSignedOut", "Signed out of {name}; the instance no longer takes its token.", ["name": name])
    }

    /// "{count} write waiting in its outbox dropped." / "{count} writes waiting in its outbox dropped."
    public static func cliWritesDropped(_ count: Int) -> String {
        Translation.active.plural("cliWritesDropped", count: count, one: "{count} write waiting in its outbox dropped.", other: "{count} writes waiting in its outbox dropped.")
    }

    /// "{count} write still waiting in its outbox: kept, to go out when you sign in as {name} again." / "{count} writes still waiting in its outbox: kept, to go out when you sign in as {name} again."
    public static func cliWritesKept(_ count: Int, name: String) -> String {
        Translation.active.plural("cliWritesKept", count: count, one: "{count} write still waiting in its outbox: kept, to go out when you sign in as {name} again.", other: "{count} writes still waiting in its outbox: kept, to go out when you sign in as {name} again.", ["name": name])
    }

    /// "{word} is not an @handle: the people come first, then the message in quotes"
    public static func cliNotAHandle(_ word: String) -> String {
        Translation.active.text("cliNotAHandle", "{word} is not an @handle: the people come first, then the message in quotes", ["word": word])
    }

    /// "Tintype's configuration: $XDG_CONFIG_HOME/tintype/config.toml (~/.config/tintype/config.toml).\nEvery setting is here at its default, commented out: take the # off a line to change it.\ntintype config --check checks the file; the command line and the environment win over it."
    public static var configFileIntro: String { Translation.active.text("configFileIntro", "Tintype's configuration: $XDG_CONFIG_HOME/tintype/config.toml (~/.config/tintype/config.toml).\nEvery setting is here at its default, commented out: take the # off a line to change it.\ntintype config --check checks the file; the command line and the environment win over it.") }

    /// "The account opened when none is named, as tintype accounts lists it (the first signed in\notherwise)."
    public static var configFileDefaultAccount: String { Translation.active.text("configFileDefaultAccount", "The account opened when none is named, as tintype accounts lists it (the first signed in\notherwise).") }

    /// "How often, in seconds, the Likes and Messages tabs are fetched anew while shown (10 to 3600)."
    public static var configFileRefreshInterval: String { Translation.active.text("configFileRefreshInterval", "How often, in seconds, the Likes and Messages tabs are fetched anew while shown (10 to 3600).") }

    /// "How photos are drawn: {choices} (auto asks the terminal)."
    public static func configFilePictures(_ choices: String) -> String {
        Translation.active.text("configFilePictures", "How photos are drawn: {choices} (auto asks the terminal).", ["choices": choices])
    }

    /// "The command that opens a photo's original, the address added last."
    public static var configFileViewer: String { Translation.active.text("configFileViewer", "The command that opens a photo's original, the address added last.") }

    /// "Animated GIFs loop by themselves in the lists while on screen; false keeps everything still."
    public static var configFileAutoplay: String { Translation.active.text("configFileAutoplay", "Animated GIFs loop by themselves in the lists while on screen; false keeps everything still.") }

    /// "Replies in the home feed too, or posts only (v changes it, and remembers)."
    public static var configFileReplies: String { Translation.active.text("configFileReplies", "Replies in the home feed too, or posts only (v changes it, and remembers).") }

    /// "compact rows, or large photos with their captions under them (z changes it, and remembers)."
    public static var configFileLayout: String { Translation.active.text("configFileLayout", "compact rows, or large photos with their captions under them (z changes it, and remembers).") }

    /// "The colours: {themes} (light is for light backgrounds, monochrome\ndraws with bold, dim and reverse alone). NO_COLOR in the environment still means no colour."
    public static func configFileTheme(_ themes: String) -> String {
        Translation.active.text("configFileTheme", "The colours: {themes} (light is for light backgrounds, monochrome\ndraws with bold, dim and reverse alone). NO_COLOR in the environment still means no colour.", ["themes": themes])
    }

    /// "A role's colour on top of the theme: a name ({names}), default, 0 to 255,\nor \"#rrggbb\"; the nearest the terminal has is used. Two colours are the text's and the background's."
    public static func configFileColors(_ names: String) -> String {
        Translation.active.text("configFileColors", "A role's colour on top of the theme: a name ({names}), default, 0 to 255,\nor \"#rrggbb\"; the nearest the terminal has is used. Two colours are the text's and the background's.", ["names": names])
    }

    /// "Keys, by screen: an action takes a key (\"L\") or several ([\"L\", \"Ctrl-l\"]): a character, or\nEnter, Esc, Tab, Shift-Tab, Space, Backspace, Delete, Up, Down, Left, Right, PageUp, PageDown,\nHome, End, Ctrl-x, F1 … F12. A key may do one thing a screen; ? shows the keys in force."
    public static var configFileKeys: String { Translation.active.text("configFileKeys", "Keys, by screen: an action takes a key (\"L\") or several ([\"L\", \"Ctrl-l\"]): a character, or\nEnter, Esc, Tab, Shift-Tab, Space, Backspace, Delete, Up, Down, Left, Right, PageUp, PageDown,\nHome, End, Ctrl-x, F1 … F12. A key may do one thing a screen; ? shows the keys in force.") }

    /// "the selected row's marker, links and titles"
    public static var configRoleAccent: String { Translation.active.text("configRoleAccent", "the selected row's marker, links and titles") }

    /// "times, counts and hints"
    public static var configRoleMuted: String { Translation.active.text("configRoleMuted", "times, counts and hints") }

    /// "names"
    public static var configRoleAuthor: String { Translation.active.text("configRoleAuthor", "names") }

    /// "a like of yours"
    public static var configRoleLiked: String { Translation.active.text("configRoleLiked", "a like of yours") }

    /// "what went wrong"
    public static var configRoleError: String { Translation.active.text("configRoleError", "what went wrong") }

    /// "what is waiting, or about to"
    public static var configRoleWarning: String { Translation.active.text("configRoleWarning", "what is waiting, or about to") }

    /// "the tab bar, title bars and status line"
    public static var configRoleBar: String { Translation.active.text("configRoleBar", "the tab bar, title bars and status line") }

    /// "the instance did not allow the sign-in ({reason})"
    public static func signInNotAllowedBecause(_ reason: String) -> String {
        Translation.active.text("signInNotAllowedBecause", "the instance did not allow the sign-in ({reason})", ["reason": reason])
    }

    /// "the instance did not allow the sign-in"
    public static var signInNotAllowed: String { Translation.active.text("signInNotAllowed", "the instance did not allow the sign-in") }

    /// "the sign-in was given up before the browser came back"
    public static var signInGivenUp: String { Translation.active.text("signInGivenUp", "the sign-in was given up before the browser came back") }

    /// "cannot open the terminal {name}"
    public static func cannotOpenTerminal(_ name: String) -> String {
        Translation.active.text("cannotOpenTerminal", "cannot open the terminal {name}", ["name": name])
    }

    /// "standard input is not a terminal: the app needs one; for scripts, use tintype feed --plain or --json"
    public static var inputNotATerminal: String { Translation.active.text("inputNotATerminal", "standard input is not a terminal: the app needs one; for scripts, use tintype feed --plain or --json") }

    /// "standard output is not a terminal: the app needs one; for scripts, use tintype feed --plain or --json"
    public static var outputNotATerminal: String { Translation.active.text("outputNotATerminal", "standard output is not a terminal: the app needs one; for scripts, use tintype feed --plain or --json") }

    /// "Tintype is signed in. You can close this page and go back to the terminal."
    public static var redirectPageSignedIn: String { Translation.active.text("redirectPageSignedIn", "Tintype is signed in. You can close this page and go back to the terminal.") }

    /// "The sign-in was not allowed. The terminal says what to do next."
    public static var redirectPageRefused: String { Translation.active.text("redirectPageRefused", "The sign-in was not allowed. The terminal says what to do next.") }

    /// "This page does not belong to the sign-in Tintype is waiting for."
    public static var redirectPageForeign: String { Translation.active.text("redirectPageForeign", "This page does not belong to the sign-in Tintype is waiting for.") }

    /// "Nothing here."
    public static var redirectPageNotFound: String { Translation.active.text("redirectPageNotFound", "Nothing here.") }

    /// "boost the post to your followers (press twice), or take the boost back"
    public static var keysPostDetailBoost: String { Translation.active.text("keysPostDetailBoost", "boost the post to your followers (press twice), or take the boost back") }

    /// "save the post, or take it out of saved"
    public static var keysPostDetailSave: String { Translation.active.text("keysPostDetailSave", "save the post, or take it out of saved") }

    /// "boost this post to all your followers? press boost again to confirm"
    public static var boostConfirmation: String { Translation.active.text("boostConfirmation", "boost this post to all your followers? press boost again to confirm") }

    /// "boosted to your followers"
    public static var boostMade: String { Translation.active.text("boostMade", "boosted to your followers") }

    /// "boost taken back"
    public static var boostTakenBack: String { Translation.active.text("boostTakenBack", "boost taken back") }

    /// "saved: find it under Saved on your profile"
    public static var saveMade: String { Translation.active.text("saveMade", "saved: find it under Saved on your profile") }

    /// "taken out of saved"
    public static var saveTakenBack: String { Translation.active.text("saveTakenBack", "taken out of saved") }

    /// "the boost is not sent yet ({reason}); it is kept in the outbox and will be sent the next time tintype starts"
    public static func boostWaiting(_ reason: String) -> String {
        Translation.active.text("boostWaiting", "the boost is not sent yet ({reason}); it is kept in the outbox and will be sent the next time tintype starts", ["reason": reason])
    }

    /// "the boost did not change: {reason}"
    public static func boostFailed(_ reason: String) -> String {
        Translation.active.text("boostFailed", "the boost did not change: {reason}", ["reason": reason])
    }

    /// "the save is not sent yet ({reason}); it is kept in the outbox and will be sent the next time tintype starts"
    public static func saveWaiting(_ reason: String) -> String {
        Translation.active.text("saveWaiting", "the save is not sent yet ({reason}); it is kept in the outbox and will be sent the next time tintype starts", ["reason": reason])
    }

    /// "saved posts did not change: {reason}"
    public static func saveFailed(_ reason: String) -> String {
        Translation.active.text("saveFailed", "saved posts did not change: {reason}", ["reason": reason])
    }

    /// "yours too"
    public static var boostedByYou: String { Translation.active.text("boostedByYou", "yours too") }

    /// "saved"
    public static var savedMark: String { Translation.active.text("savedMark", "saved") }

    /// "on your profile: your saved posts, or your own posts again"
    public static var keysProfileSaved: String { Translation.active.text("keysProfileSaved", "on your profile: your saved posts, or your own posts again") }

    /// "saved posts are listed on your own profile"
    public static var savedOnlyOnYourProfile: String { Translation.active.text("savedOnlyOnYourProfile", "saved posts are listed on your own profile") }

    /// "Saved"
    public static var savedTitle: String { Translation.active.text("savedTitle", "Saved") }

    /// "Nothing saved yet: B on a post saves it."
    public static var noSavedPosts: String { Translation.active.text("noSavedPosts", "Nothing saved yet: B on a post saves it.") }

    /// "saved (B)"
    public static var savedWithKey: String { Translation.active.text("savedWithKey", "saved (B)") }

    /// "New post"
    public static var composeTitle: String { Translation.active.text("composeTitle", "New post") }

    /// "Ctrl-S post · Esc keep the draft"
    public static var composeTitleHint: String { Translation.active.text("composeTitleHint", "Ctrl-S post · Esc keep the draft") }

    /// "Tab moves between photos, caption, warning and options · Ctrl-S posts"
    public static var composeHelp: String { Translation.active.text("composeHelp", "Tab moves between photos, caption, warning and options · Ctrl-S posts") }

    /// "this server takes {count} photo in a post" / "this server takes {count} photos in a post"
    public static func composeTooManyPhotos(_ count: Int) -> String {
        Translation.active.plural("composeTooManyPhotos", count: count, one: "this server takes {count} photo in a post", other: "this server takes {count} photos in a post")
    }

    /// "a language is two or three letters, such as en or de, or nothing"
    public static var composeLanguageInvalid: String { Translation.active.text("composeLanguageInvalid", "a language is two or three letters, such as en or de, or nothing") }

    /// "posting…"
    public static var composeSending: String { Translation.active.text("composeSending", "posting…") }

    /// "posting, uploading {count} photo first…" / "posting, uploading {count} photos first…"
    public static func composeSendingPhotos(_ count: Int) -> String {
        Translation.active.plural("composeSendingPhotos", count: count, one: "posting, uploading {count} photo first…", other: "posting, uploading {count} photos first…")
    }

    /// "the draft could not be saved (is the disk full?): what is on screen is all there is"
    public static var composeDraftNotSaved: String { Translation.active.text("composeDraftNotSaved", "the draft could not be saved (is the disk full?): what is on screen is all there is") }

    /// "there is no file at {path}"
    public static func photoMissing(_ path: String) -> String {
        Translation.active.text("photoMissing", "there is no file at {path}", ["path": path])
    }

    /// "{path} is a folder: Tab lists what is in it"
    public static func photoIsFolder(_ path: String) -> String {
        Translation.active.text("photoIsFolder", "{path} is a folder: Tab lists what is in it", ["path": path])
    }

    /// "{path} is not a picture (JPEG, PNG, GIF or WebP)"
    public static func photoNotAPicture(_ path: String) -> String {
        Translation.active.text("photoNotAPicture", "{path} is not a picture (JPEG, PNG, GIF or WebP)", ["path": path])
    }

    /// "{path} is {size}, more than this server takes ({limit})"
    public static func photoTooLarge(path: String, size: String, limit: String) -> String {
        Translation.active.text("photoTooLarge", "{path} is {size}, more than this server takes ({limit})", ["path": path, "size": size, "limit": limit])
    }

    /// "{path} is not a video this computer can read: cut short or damaged?"
    public static func videoUnreadable(_ path: String) -> String {
        Translation.active.text("videoUnreadable", "{path} is not a video this computer can read: cut short or damaged?", ["path": path])
    }

    /// "{path} has {rate} frames a second; this server takes up to {limit}"
    public static func videoFrameRateTooHigh(path: String, rate: String, limit: String) -> String {
        Translation.active.text("videoFrameRateTooHigh", "{path} has {rate} frames a second; this server takes up to {limit}", ["path": path, "rate": rate, "limit": limit])
    }

    /// "{path} is {size} pixels a frame; this server takes up to {limit} pixels"
    public static func videoFramesTooLarge(path: String, size: String, limit: String) -> String {
        Translation.active.text("videoFramesTooLarge", "{path} is {size} pixels a frame; this server takes up to {limit} pixels", ["path": path, "size": size, "limit": limit])
    }

    /// "{path} runs {length}; this server takes up to {limit} at its frame rate"
    public static func videoTooLong(path: String, length: String, limit: String) -> String {
        Translation.active.text("videoTooLong", "{path} runs {length}; this server takes up to {limit} at its frame rate", ["path": path, "length": length, "limit": limit])
    }

    /// "video added; Enter on it writes its alt text"
    public static var composeVideoAdded: String { Translation.active.text("composeVideoAdded", "video added; Enter on it writes its alt text") }

    /// "photo added; Enter on it writes its alt text"
    public static var composePhotoAdded: String { Translation.active.text("composePhotoAdded", "photo added; Enter on it writes its alt text") }

    /// "the post is not sent yet ({reason}); it is kept in the outbox and will be sent the next time tintype starts"
    public static func composeWaiting(_ reason: String) -> String {
        Translation.active.text("composeWaiting", "the post is not sent yet ({reason}); it is kept in the outbox and will be sent the next time tintype starts", ["reason": reason])
    }

    /// "the post was not published: {reason}; it is back in the draft"
    public static func composeRefused(_ reason: String) -> String {
        Translation.active.text("composeRefused", "the post was not published: {reason}; it is back in the draft", ["reason": reason])
    }

    /// "write a caption or add a photo first"
    public static var composeNothingToPost: String { Translation.active.text("composeNothingToPost", "write a caption or add a photo first") }

    /// "the caption counts {count} characters, this server takes {limit}"
    public static func composeCaptionTooLong(count: String, limit: String) -> String {
        Translation.active.text("composeCaptionTooLong", "the caption counts {count} characters, this server takes {limit}", ["count": count, "limit": limit])
    }

    /// "photo {index} has no alt text: Enter on it writes one (the setting require-alt-text asks for it)"
    public static func composeAltTextMissing(_ index: String) -> String {
        Translation.active.text("composeAltTextMissing", "photo {index} has no alt text: Enter on it writes one (the setting require-alt-text asks for it)", ["index": index])
    }

    /// "the alt text of photo {index} is over {limit} characters"
    public static func composeAltTextTooLong(index: String, limit: String) -> String {
        Translation.active.text("composeAltTextTooLong", "the alt text of photo {index} is over {limit} characters", ["index": index, "limit": limit])
    }

    /// "Photos · {count} of {limit}"
    public static func composePhotosTitle(count: String, limit: String) -> String {
        Translation.active.text("composePhotosTitle", "Photos · {count} of {limit}", ["count": count, "limit": limit])
    }

    /// "no alt text yet: Enter writes one"
    public static var composeNoAltText: String { Translation.active.text("composeNoAltText", "no alt text yet: Enter writes one") }

    /// "sensitive"
    public static var composeSensitive: String { Translation.active.text("composeSensitive", "sensitive") }

    /// "not sensitive"
    public static var composeNotSensitive: String { Translation.active.text("composeNotSensitive", "not sensitive") }

    /// "language: {code}"
    public static func composeLanguage(_ code: String) -> String {
        Translation.active.text("composeLanguage", "language: {code}", ["code": code])
    }

    /// "language: the server's choice"
    public static var composeLanguageUnset: String { Translation.active.text("composeLanguageUnset", "language: the server's choice") }

    /// "Caption"
    public static var composeCaptionLabel: String { Translation.active.text("composeCaptionLabel", "Caption") }

    /// "Content warning (empty for none)"
    public static var composeWarningLabel: String { Translation.active.text("composeWarningLabel", "Content warning (empty for none)") }

    /// "Who sees it and how"
    public static var composeOptionsLabel: String { Translation.active.text("composeOptionsLabel", "Who sees it and how") }

    /// "a path · p pick · Enter alt text · d remove · J/K move"
    public static var composePhotosHint: String { Translation.active.text("composePhotosHint", "a path · p pick · Enter alt text · d remove · J/K move") }

    /// "v visibility · s sensitive · l language · t later · o poll"
    public static var composeOptionsHint: String { Translation.active.text("composeOptionsHint", "v visibility · s sensitive · l language · t later · o poll") }

    /// "no photos yet: a adds one by its path, p picks one from a folder"
    public static var composeNoPhotos: String { Translation.active.text("composeNoPhotos", "no photos yet: a adds one by its path, p picks one from a folder") }

    /// "Photo path (Tab completes):"
    public static var composePromptPhoto: String { Translation.active.text("composePromptPhoto", "Photo path (Tab completes):") }

    /// "Alt text for photo {index}:"
    public static func composePromptAltText(_ index: String) -> String {
        Translation.active.text("composePromptAltText", "Alt text for photo {index}:", ["index": index])
    }

    /// "Language (en, de, … or empty):"
    public static var composePromptLanguage: String { Translation.active.text("composePromptLanguage", "Language (en, de, … or empty):") }

    /// "post (checked first against the server's limits)"
    public static var keysComposePost: String { Translation.active.text("keysComposePost", "post (checked first against the server's limits)") }

    /// "next field: photos, caption, content warning, options"
    public static var keysComposeNextField: String { Translation.active.text("keysComposeNextField", "next field: photos, caption, content warning, options") }

    /// "previous field"
    public static var keysComposePreviousField: String { Translation.active.text("keysComposePreviousField", "previous field") }

    /// "in photos: add one by its path (Tab completes)"
    public static var keysComposeAddPhoto: String { Translation.active.text("keysComposeAddPhoto", "in photos: add one by its path (Tab completes)") }

    /// "in photos: write the selected photo's alt text"
    public static var keysComposeAltText: String { Translation.active.text("keysComposeAltText", "in photos: write the selected photo's alt text") }

    /// "in photos: remove the selected photo"
    public static var keysComposeRemovePhoto: String { Translation.active.text("keysComposeRemovePhoto", "in photos: remove the selected photo") }

    /// "in photos: move the selected photo later, earlier"
    public static var keysComposeMovePhoto: String { Translation.active.text("keysComposeMovePhoto", "in photos: move the selected photo later, earlier") }

    /// "in options: who sees it (public, unlisted, followers, mentioned)"
    public static var keysComposeVisibility: String { Translation.active.text("keysComposeVisibility", "in options: who sees it (public, unlisted, followers, mentioned)") }

    /// "in options: mark the photos sensitive, or not"
    public static var keysComposeSensitive: String { Translation.active.text("keysComposeSensitive", "in options: mark the photos sensitive, or not") }

    /// "in options: the post's language"
    public static var keysComposeLanguage: String { Translation.active.text("keysComposeLanguage", "in options: the post's language") }

    /// "close, keeping the draft"
    public static var keysComposeClose: String { Translation.active.text("keysComposeClose", "close, keeping the draft") }

    /// "a new post: photos, caption, who sees it"
    public static var keysNewPost: String { Translation.active.text("keysNewPost", "a new post: photos, caption, who sees it") }

    /// "posted"
    public static var postPublished: String { Translation.active.text("postPublished", "posted") }

    /// "A new post"
    public static var screenCompose: String { Translation.active.text("screenCompose", "A new post") }

    /// "The composer refuses to post a photo that has no alt text (a description for people who cannot see it)."
    public static var configFileRequireAltText: String { Translation.active.text("configFileRequireAltText", "The composer refuses to post a photo that has no alt text (a description for people who cannot see it).") }

    /// "Clicks and the wheel where the terminal reports them; false leaves the mouse to the terminal, for selecting text (Shift does it while this is on)."
    public static var configFileMouse: String { Translation.active.text("configFileMouse", "Clicks and the wheel where the terminal reports them; false leaves the mouse to the terminal, for selecting text (Shift does it while this is on).") }

    /// "Links in captions, bios and comments, and each post's own address, are links to click in the terminals that make them (OSC 8: kitty, foot, WezTerm, iTerm2, GNOME Terminal); false leaves them plain text."
    public static var configFileLinks: String { Translation.active.text("configFileLinks", "Links in captions, bios and comments, and each post's own address, are links to click in the terminals that make them (OSC 8: kitty, foot, WezTerm, iTerm2, GNOME Terminal); false leaves them plain text.") }

    /// "A desktop notification through the terminal for a message, a mention or a comment that arrives while the terminal or its tab is not in front; false turns them off."
    public static var configFileNotifications: String { Translation.active.text("configFileNotifications", "A desktop notification through the terminal for a message, a mention or a comment that arrives while the terminal or its tab is not in front; false turns them off.") }

    /// "{key} now does {chosen} in {screen}, no longer {declared}"
    public static func configKeyTaken(key: String, chosen: String, screen: String, declared: String) -> String {
        Translation.active.text("configKeyTaken", "{key} now does {chosen} in {screen}, no longer {declared}", ["key": key, "chosen": chosen, "screen": screen, "declared": declared])
    }

    /// "Delete one of your posts by its id."
    public static var cliDeleteAbstract: String { Translation.active.text("cliDeleteAbstract", "Delete one of your posts by its id.") }

    /// "{id} was already gone from the server"
    public static func cliDeletedAlready(_ id: String) -> String {
        Translation.active.text("cliDeletedAlready", "{id} was already gone from the server", ["id": id])
    }

    /// "photo {index} (on the server)"
    public static func composePhotoOnServer(_ index: String) -> String {
        Translation.active.text("composePhotoOnServer", "photo {index} (on the server)", ["index": index])
    }

    /// "take your post down (press twice)"
    public static var keysPostDetailDelete: String { Translation.active.text("keysPostDetailDelete", "take your post down (press twice)") }

    /// "take your post down and write it again in the composer (press twice)"
    public static var keysPostDetailDeleteAndWriteAgain: String { Translation.active.text("keysPostDetailDeleteAndWriteAgain", "take your post down and write it again in the composer (press twice)") }

    /// "only your own posts can be taken down"
    public static var deleteOnlyYours: String { Translation.active.text("deleteOnlyYours", "only your own posts can be taken down") }

    /// "delete {post}? press D again to take it down for good"
    public static func deleteConfirmation(_ post: String) -> String {
        Translation.active.text("deleteConfirmation", "delete {post}? press D again to take it down for good", ["post": post])
    }

    /// "delete {post} and write it again? press W again"
    public static func deleteAndWriteAgainConfirmation(_ post: String) -> String {
        Translation.active.text("deleteAndWriteAgainConfirmation", "delete {post} and write it again? press W again", ["post": post])
    }

    /// "taking the post down…"
    public static var deleting: String { Translation.active.text("deleting", "taking the post down…") }

    /// "the post is not taken down yet ({reason}); it is kept in the outbox and will be sent the next time tintype starts"
    public static func deleteWaiting(_ reason: String) -> String {
        Translation.active.text("deleteWaiting", "the post is not taken down yet ({reason}); it is kept in the outbox and will be sent the next time tintype starts", ["reason": reason])
    }

    /// "the post was not taken down: {reason}"
    public static func deleteFailed(_ reason: String) -> String {
        Translation.active.text("deleteFailed", "the post was not taken down: {reason}", ["reason": reason])
    }

    /// "post taken down"
    public static var postDeleted: String { Translation.active.text("postDeleted", "post taken down") }

    /// "post taken down; it waits in the composer: n in Home writes it again"
    public static var postInComposer: String { Translation.active.text("postInComposer", "post taken down; it waits in the composer: n in Home writes it again") }

    /// "Edit one of your posts by its id: its caption, content warning, sensitivity or alt texts."
    public static var cliEditAbstract: String { Translation.active.text("cliEditAbstract", "Edit one of your posts by its id: its caption, content warning, sensitivity or alt texts.") }

    /// "The new caption."
    public static var cliEditTextHelp: String { Translation.active.text("cliEditTextHelp", "The new caption.") }

    /// "The photos' new alt texts, in order from the first; repeat for each."
    public static var cliEditAltHelp: String { Translation.active.text("cliEditAltHelp", "The photos' new alt texts, in order from the first; repeat for each.") }

    /// "edited"
    public static var postEdited: String { Translation.active.text("postEdited", "edited") }

    /// "Edit post"
    public static var editTitle: String { Translation.active.text("editTitle", "Edit post") }

    /// "saving the edit…"
    public static var editSending: String { Translation.active.text("editSending", "saving the edit…") }

    /// "the post to edit did not load: {reason}"
    public static func editNotLoaded(_ reason: String) -> String {
        Translation.active.text("editNotLoaded", "the post to edit did not load: {reason}", ["reason": reason])
    }

    /// "the edit is not sent yet ({reason}); it is kept in the outbox and will be sent the next time tintype starts"
    public static func editWaiting(_ reason: String) -> String {
        Translation.active.text("editWaiting", "the edit is not sent yet ({reason}); it is kept in the outbox and will be sent the next time tintype starts", ["reason": reason])
    }

    /// "the edit was not saved: {reason}"
    public static func editRefused(_ reason: String) -> String {
        Translation.active.text("editRefused", "the edit was not saved: {reason}", ["reason": reason])
    }

    /// "in an edit the photos stay as they are; Enter on one changes its alt text"
    public static var editPhotosStay: String { Translation.active.text("editPhotosStay", "in an edit the photos stay as they are; Enter on one changes its alt text") }

    /// "edit your post: caption, content warning, sensitivity, alt texts"
    public static var keysPostDetailEdit: String { Translation.active.text("keysPostDetailEdit", "edit your post: caption, content warning, sensitivity, alt texts") }

    /// "only your own posts can be edited"
    public static var editOnlyYours: String { Translation.active.text("editOnlyYours", "only your own posts can be edited") }

    /// "edit saved"
    public static var postEditedNow: String { Translation.active.text("postEditedNow", "edit saved") }

    /// "not sent"
    public static var postNotSent: String { Translation.active.text("postNotSent", "not sent") }

    /// "not sent: {reason} · Enter writes it again"
    public static func postNotSentInList(_ reason: String) -> String {
        Translation.active.text("postNotSentInList", "not sent: {reason} · Enter writes it again", ["reason": reason])
    }

    /// "this post is still on its way; it opens once the server has it"
    public static var postStillSending: String { Translation.active.text("postStillSending", "this post is still on its way; it opens once the server has it") }

    /// "Post history"
    public static var postHistoryTitle: String { Translation.active.text("postHistoryTitle", "Post history") }

    /// "next version"
    public static var keysNextVersion: String { Translation.active.text("keysNextVersion", "next version") }

    /// "previous version"
    public static var keysPreviousVersion: String { Translation.active.text("keysPreviousVersion", "previous version") }

    /// "the version as it is now"
    public static var keysFirstVersion: String { Translation.active.text("keysFirstVersion", "the version as it is now") }

    /// "the version as posted"
    public static var keysLastVersion: String { Translation.active.text("keysLastVersion", "the version as posted") }

    /// "every version of an edited post"
    public static var keysPostDetailHistory: String { Translation.active.text("keysPostDetailHistory", "every version of an edited post") }

    /// "A post's history"
    public static var screenHistory: String { Translation.active.text("screenHistory", "A post's history") }

    /// "loading the post's versions…"
    public static var postHistoryLoading: String { Translation.active.text("postHistoryLoading", "loading the post's versions…") }

    /// "the post's versions did not come: {reason}"
    public static func postHistoryNotLoaded(_ reason: String) -> String {
        Translation.active.text("postHistoryNotLoaded", "the post's versions did not come: {reason}", ["reason": reason])
    }

    /// "{count} version" / "{count} versions"
    public static func postHistoryCount(_ count: Int) -> String {
        Translation.active.plural("postHistoryCount", count: count, one: "{count} version", other: "{count} versions")
    }

    /// "never edited: this is the post as it was posted"
    public static var postHistoryNeverEdited: String { Translation.active.text("postHistoryNeverEdited", "never edited: this is the post as it was posted") }

    /// "as it is now · edited {age}"
    public static func postVersionNow(_ age: String) -> String {
        Translation.active.text("postVersionNow", "as it is now · edited {age}", ["age": age])
    }

    /// "edited {age}"
    public static func postVersionEdited(_ age: String) -> String {
        Translation.active.text("postVersionEdited", "edited {age}", ["age": age])
    }

    /// "as posted · {age}"
    public static func postVersionPosted(_ age: String) -> String {
        Translation.active.text("postVersionPosted", "as posted · {age}", ["age": age])
    }

    /// "photos marked sensitive"
    public static var postVersionSensitive: String { Translation.active.text("postVersionSensitive", "photos marked sensitive") }

    /// "alt, photo {number}: {text}"
    public static func postVersionAlt(number: String, text: String) -> String {
        Translation.active.text("postVersionAlt", "alt, photo {number}: {text}", ["number": number, "text": text])
    }

    /// "Choose a photo or video"
    public static var photoPickerTitle: String { Translation.active.text("photoPickerTitle", "Choose a photo or video") }

    /// "next picture or folder"
    public static var keysNextPicture: String { Translation.active.text("keysNextPicture", "next picture or folder") }

    /// "previous picture or folder"
    public static var keysPreviousPicture: String { Translation.active.text("keysPreviousPicture", "previous picture or folder") }

    /// "the first in the folder"
    public static var keysFirstPicture: String { Translation.active.text("keysFirstPicture", "the first in the folder") }

    /// "the last in the folder"
    public static var keysLastPicture: String { Translation.active.text("keysLastPicture", "the last in the folder") }

    /// "add the picture to the post; open the folder"
    public static var keysPhotoPickerOpen: String { Translation.active.text("keysPhotoPickerOpen", "add the picture to the post; open the folder") }

    /// "up to the folder that holds this one"
    public static var keysPhotoPickerUp: String { Translation.active.text("keysPhotoPickerUp", "up to the folder that holds this one") }

    /// "back to the post, nothing added"
    public static var keysPhotoPickerClose: String { Translation.active.text("keysPhotoPickerClose", "back to the post, nothing added") }

    /// "choose a photo from a folder, with thumbnails"
    public static var keysComposePickPhoto: String { Translation.active.text("keysComposePickPhoto", "choose a photo from a folder, with thumbnails") }

    /// "Choosing a photo"
    public static var screenPicker: String { Translation.active.text("screenPicker", "Choosing a photo") }

    /// "Enter add · ⌫ up · Esc back"
    public static var photoPickerHint: String { Translation.active.text("photoPickerHint", "Enter add · ⌫ up · Esc back") }

    /// "no pictures or folders here: ⌫ goes up"
    public static var photoPickerEmpty: String { Translation.active.text("photoPickerEmpty", "no pictures or folders here: ⌫ goes up") }

    /// "{count} picture" / "{count} pictures"
    public static func photoPickerCount(_ count: Int) -> String {
        Translation.active.plural("photoPickerCount", count: count, one: "{count} picture", other: "{count} pictures")
    }

    /// "Accounts"
    public static var searchAccountsHeading: String { Translation.active.text("searchAccountsHeading", "Accounts") }

    /// "Hashtags"
    public static var searchHashtagsHeading: String { Translation.active.text("searchHashtagsHeading", "Hashtags") }

    /// "Posts"
    public static var searchPostsHeading: String { Translation.active.text("searchPostsHeading", "Posts") }

    /// "Nothing found."
    public static var searchFoundNothing: String { Translation.active.text("searchFoundNothing", "Nothing found.") }

    /// "{count} post lately" / "{count} posts lately"
    public static func hashtagRecentPosts(_ count: Int) -> String {
        Translation.active.plural("hashtagRecentPosts", count: count, one: "{count} post lately", other: "{count} posts lately")
    }

    /// "Find accounts, hashtags and posts, without the screen."
    public static var cliSearchAbstract: String { Translation.active.text("cliSearchAbstract", "Find accounts, hashtags and posts, without the screen.") }

    /// "A handle on another instance (grace@pixelfed.social) is looked up there."
    public static var cliSearchDiscussion: String { Translation.active.text("cliSearchDiscussion", "A handle on another instance (grace@pixelfed.social) is looked up there.") }

    /// "What to look for: a name, a handle, a #hashtag or words."
    public static var cliSearchQueryHelp: String { Translation.active.text("cliSearchQueryHelp", "What to look for: a name, a handle, a #hashtag or words.") }

    /// "Only accounts."
    public static var cliSearchAccountsHelp: String { Translation.active.text("cliSearchAccountsHelp", "Only accounts.") }

    /// "Only hashtags."
    public static var cliSearchTagsHelp: String { Translation.active.text("cliSearchTagsHelp", "Only hashtags.") }

    /// "Only posts."
    public static var cliSearchPostsHelp: String { Translation.active.text("cliSearchPostsHelp", "Only posts.") }

    /// "{name} commented on your post"
    public static func noticeCommented(_ name: String) -> String {
        Translation.active.text("noticeCommented", "{name} commented on your post", ["name": name])
    }

    /// "{name} mentioned you"
    public static func noticeMentioned(_ name: String) -> String {
        Translation.active.text("noticeMentioned", "{name} mentioned you", ["name": name])
    }

    /// "{name} wrote to you"
    public static func notificationWroteToYou(_ name: String) -> String {
        Translation.active.text("notificationWroteToYou", "{name} wrote to you", ["name": name])
    }

    /// "{name} followed you"
    public static func noticeFollowed(_ name: String) -> String {
        Translation.active.text("noticeFollowed", "{name} followed you", ["name": name])
    }

    /// "{name} asked to follow you"
    public static func noticeAskedToFollow(_ name: String) -> String {
        Translation.active.text("noticeAskedToFollow", "{name} asked to follow you", ["name": name])
    }

    /// "{name} boosted your post"
    public static func noticeBoosted(_ name: String) -> String {
        Translation.active.text("noticeBoosted", "{name} boosted your post", ["name": name])
    }

    /// "{name}'s poll has ended"
    public static func noticePollEnded(_ name: String) -> String {
        Translation.active.text("noticePollEnded", "{name}'s poll has ended", ["name": name])
    }

    /// "{name} edited a post you interacted with"
    public static func noticeEdited(_ name: String) -> String {
        Translation.active.text("noticeEdited", "{name} edited a post you interacted with", ["name": name])
    }

    /// "{name} posted"
    public static func noticePosted(_ name: String) -> String {
        Translation.active.text("noticePosted", "{name} posted", ["name": name])
    }

    /// "{name}: {kind}"
    public static func noticeOther(name: String, kind: String) -> String {
        Translation.active.text("noticeOther", "{name}: {kind}", ["name": name, "kind": kind])
    }

    /// "the post was deleted"
    public static var noticePostGone: String { Translation.active.text("noticePostGone", "the post was deleted") }

    /// "Nothing has happened yet."
    public static var noticesNone: String { Translation.active.text("noticesNone", "Nothing has happened yet.") }

    /// "Print what happened to you: likes, comments, mentions, follows, boosts."
    public static var cliNotificationsAbstract: String { Translation.active.text("cliNotificationsAbstract", "Print what happened to you: likes, comments, mentions, follows, boosts.") }

    /// "Only these: all, likes, comments (and mentions) or follows (and requests)."
    public static var cliNotificationsKindHelp: String { Translation.active.text("cliNotificationsKindHelp", "Only these: all, likes, comments (and mentions) or follows (and requests).") }

    /// "Explore"
    public static var exploreTitle: String { Translation.active.text("exploreTitle", "Explore") }

    /// "next result"
    public static var keysNextResult: String { Translation.active.text("keysNextResult", "next result") }

    /// "previous result"
    public static var keysPreviousResult: String { Translation.active.text("keysPreviousResult", "previous result") }

    /// "first result"
    public static var keysFirstResult: String { Translation.active.text("keysFirstResult", "first result") }

    /// "last result"
    public static var keysLastResult: String { Translation.active.text("keysLastResult", "last result") }

    /// "search accounts, hashtags and posts"
    public static var keysExploreSearch: String { Translation.active.text("keysExploreSearch", "search accounts, hashtags and posts") }

    /// "open the account, hashtag or post"
    public static var keysExploreOpen: String { Translation.active.text("keysExploreOpen", "open the account, hashtag or post") }

    /// "search again"
    public static var keysExploreSearchAgain: String { Translation.active.text("keysExploreSearchAgain", "search again") }

    /// "/ to search accounts, hashtags and posts"
    public static var exploreSearchHint: String { Translation.active.text("exploreSearchHint", "/ to search accounts, hashtags and posts") }

    /// "Enter: to the results · Esc: leave the field · a handle@elsewhere is looked up on Enter"
    public static var exploreFieldHint: String { Translation.active.text("exploreFieldHint", "Enter: to the results · Esc: leave the field · a handle@elsewhere is looked up on Enter") }

    /// "searching for “{query}”…"
    public static func exploreSearching(_ query: String) -> String {
        Translation.active.text("exploreSearching", "searching for “{query}”…", ["query": query])
    }

    /// "{count} found" / "{count} found"
    public static func exploreFound(_ count: Int) -> String {
        Translation.active.plural("exploreFound", count: count, one: "{count} found", other: "{count} found")
    }

    /// "search failed: {reason}"
    public static func exploreNotSearched(_ reason: String) -> String {
        Translation.active.text("exploreNotSearched", "search failed: {reason}", ["reason": reason])
    }

    /// "looking up {handle}…"
    public static func exploreLookingUp(_ handle: String) -> String {
        Translation.active.text("exploreLookingUp", "looking up {handle}…", ["handle": handle])
    }

    /// "{handle} was not found"
    public static func exploreNotFound(_ handle: String) -> String {
        Translation.active.text("exploreNotFound", "{handle} was not found", ["handle": handle])
    }

    /// "the Explore tab"
    public static var screenExplore: String { Translation.active.text("screenExplore", "the Explore tab") }

    /// "loading your post to edit…"
    public static var editLoading: String { Translation.active.text("editLoading", "loading your post to edit…") }

    /// "Hashtag"
    public static var hashtagTitle: String { Translation.active.text("hashtagTitle", "Hashtag") }

    /// "online · {count} photo post · updated {updated}" / "online · {count} photo posts · updated {updated}"
    public static func hashtagOnline(_ count: Int, updated: String) -> String {
        Translation.active.plural("hashtagOnline", count: count, one: "online · {count} photo post · updated {updated}", other: "online · {count} photo posts · updated {updated}", ["updated": updated])
    }

    /// "No posts with photos carry this hashtag yet."
    public static var hashtagNoPosts: String { Translation.active.text("hashtagNoPosts", "No posts with photos carry this hashtag yet.") }

    /// "the end of the hashtag's photo posts"
    public static var hashtagEnd: String { Translation.active.text("hashtagEnd", "the end of the hashtag's photo posts") }

    /// "fetch the hashtag anew"
    public static var keysHashtagRefresh: String { Translation.active.text("keysHashtagRefresh", "fetch the hashtag anew") }

    /// "a hashtag"
    public static var screenHashtag: String { Translation.active.text("screenHashtag", "a hashtag") }

    /// "Print a hashtag's newest posts with photos, without the screen."
    public static var cliTagAbstract: String { Translation.active.text("cliTagAbstract", "Print a hashtag's newest posts with photos, without the screen.") }

    /// "The hashtag, with or without its #."
    public static var cliTagNameHelp: String { Translation.active.text("cliTagNameHelp", "The hashtag, with or without its #.") }

    /// "Suggested for you"
    public static var exploreSuggestedAccounts: String { Translation.active.text("exploreSuggestedAccounts", "Suggested for you") }

    /// "Trending hashtags"
    public static var exploreTrendingHashtags: String { Translation.active.text("exploreTrendingHashtags", "Trending hashtags") }

    /// "Activity"
    public static var activityTitle: String { Translation.active.text("activityTitle", "Activity") }

    /// "Activity · {filter}"
    public static func activityTitleFiltered(_ filter: String) -> String {
        Translation.active.text("activityTitleFiltered", "Activity · {filter}", ["filter": filter])
    }

    /// "likes"
    public static var noticeFilterLikes: String { Translation.active.text("noticeFilterLikes", "likes") }

    /// "comments and mentions"
    public static var noticeFilterComments: String { Translation.active.text("noticeFilterComments", "comments and mentions") }

    /// "follows and requests"
    public static var noticeFilterFollows: String { Translation.active.text("noticeFilterFollows", "follows and requests") }

    /// "v: show · m: posts I liked"
    public static var activityHints: String { Translation.active.text("activityHints", "v: show · m: posts I liked") }

    /// "loading activity…"
    public static var loadingActivity: String { Translation.active.text("loadingActivity", "loading activity…") }

    /// "loading older activity…"
    public static var loadingOlderActivity: String { Translation.active.text("loadingOlderActivity", "loading older activity…") }

    /// "showing activity saved {savedAgo} · refreshing…"
    public static func activityCached(_ savedAgo: String) -> String {
        Translation.active.text("activityCached", "showing activity saved {savedAgo} · refreshing…", ["savedAgo": savedAgo])
    }

    /// "online · {count} row · updated {updated}" / "online · {count} rows · updated {updated}"
    public static func activityOnline(_ count: Int, updated: String) -> String {
        Translation.active.plural("activityOnline", count: count, one: "online · {count} row · updated {updated}", other: "online · {count} rows · updated {updated}", ["updated": updated])
    }

    /// "No comments on your posts or mentions of you yet."
    public static var noCommentsOrMentionsYet: String { Translation.active.text("noCommentsOrMentionsYet", "No comments on your posts or mentions of you yet.") }

    /// "No follows or follow requests yet."
    public static var noFollowsYet: String { Translation.active.text("noFollowsYet", "No follows or follow requests yet.") }

    /// "— the end of the activity —"
    public static var endOfActivity: String { Translation.active.text("endOfActivity", "— the end of the activity —") }

    /// "activity did not load: {reason} · r tries again"
    public static func activityNotLoaded(_ reason: String) -> String {
        Translation.active.text("activityNotLoaded", "activity did not load: {reason} · r tries again", ["reason": reason])
    }

    /// "older activity did not load: {reason} · scroll down to try again"
    public static func olderActivityFailed(_ reason: String) -> String {
        Translation.active.text("olderActivityFailed", "older activity did not load: {reason} · scroll down to try again", ["reason": reason])
    }

    /// "the activity came, but could not be saved: {reason}"
    public static func activityNotSaved(_ reason: String) -> String {
        Translation.active.text("activityNotSaved", "the activity came, but could not be saved: {reason}", ["reason": reason])
    }

    /// "{first} and {second} boosted your post"
    public static func boostedByTwo(first: String, second: String) -> String {
        Translation.active.text("boostedByTwo", "{first} and {second} boosted your post", ["first": first, "second": second])
    }

    /// "{names} and {count} other boosted your post" / "{names} and {count} others boosted your post"
    public static func boostedByMany(_ count: Int, names: String) -> String {
        Translation.active.plural("boostedByMany", count: count, one: "{names} and {count} other boosted your post", other: "{names} and {count} others boosted your post", ["names": names])
    }

    /// "Someone boosted your post" / "{count} people boosted your post"
    public static func boostedBySomeone(_ count: Int) -> String {
        Translation.active.plural("boostedBySomeone", count: count, one: "Someone boosted your post", other: "{count} people boosted your post")
    }

    /// "{first} and {second} followed you"
    public static func followedByTwo(first: String, second: String) -> String {
        Translation.active.text("followedByTwo", "{first} and {second} followed you", ["first": first, "second": second])
    }

    /// "{names} and {count} other followed you" / "{names} and {count} others followed you"
    public static func followedByMany(_ count: Int, names: String) -> String {
        Translation.active.plural("followedByMany", count: count, one: "{names} and {count} other followed you", other: "{names} and {count} others followed you", ["names": names])
    }

    /// "Someone followed you" / "{count} people followed you"
    public static func followedBySomeone(_ count: Int) -> String {
        Translation.active.plural("followedBySomeone", count: count, one: "Someone followed you", other: "{count} people followed you")
    }

    /// "a lets them follow you · x turns the request down"
    public static var followRequestHint: String { Translation.active.text("followRequestHint", "a lets them follow you · x turns the request down") }

    /// "accepted: follows you now"
    public static var followRequestAccepted: String { Translation.active.text("followRequestAccepted", "accepted: follows you now") }

    /// "turned down"
    public static var followRequestRejected: String { Translation.active.text("followRequestRejected", "turned down") }

    /// "sending your answer…"
    public static var followRequestAnswerWaits: String { Translation.active.text("followRequestAnswerWaits", "sending your answer…") }

    /// "@{handle} now follows you"
    public static func followRequestAccepting(_ handle: String) -> String {
        Translation.active.text("followRequestAccepting", "@{handle} now follows you", ["handle": handle])
    }

    /// "@{handle}'s request turned down"
    public static func followRequestRejecting(_ handle: String) -> String {
        Translation.active.text("followRequestRejecting", "@{handle}'s request turned down", ["handle": handle])
    }

    /// "the request was not answered: {reason}"
    public static func followRequestAnswerFailed(_ reason: String) -> String {
        Translation.active.text("followRequestAnswerFailed", "the request was not answered: {reason}", ["reason": reason])
    }

    /// "a and x answer a follow request: this row is not one"
    public static var notAFollowRequest: String { Translation.active.text("notAFollowRequest", "a and x answer a follow request: this row is not one") }

    /// "f follows back from a follow or a request"
    public static var followBackOnlyOnFollows: String { Translation.active.text("followBackOnlyOnFollows", "f follows back from a follow or a request") }

    /// "show everything, likes, comments or follows"
    public static var keysActivityFilter: String { Translation.active.text("keysActivityFilter", "show everything, likes, comments or follows") }

    /// "follow back"
    public static var keysActivityFollowBack: String { Translation.active.text("keysActivityFollowBack", "follow back") }

    /// "let them follow you (a follow request)"
    public static var keysActivityAccept: String { Translation.active.text("keysActivityAccept", "let them follow you (a follow request)") }

    /// "turn the follow request down"
    public static var keysActivityReject: String { Translation.active.text("keysActivityReject", "turn the follow request down") }

    /// "Trending posts"
    public static var exploreTrendingPosts: String { Translation.active.text("exploreTrendingPosts", "Trending posts") }

    /// "X again blocks @{handle}: neither of you will see the other"
    public static func blockQuestion(_ handle: String) -> String {
        Translation.active.text("blockQuestion", "X again blocks @{handle}: neither of you will see the other", ["handle": handle])
    }

    /// "sending…"
    public static var safetyChangeWaits: String { Translation.active.text("safetyChangeWaits", "sending…") }

    /// "sending the report…"
    public static var reportWaits: String { Translation.active.text("reportWaits", "sending the report…") }

    /// "this is you"
    public static var cannotSilenceYourself: String { Translation.active.text("cannotSilenceYourself", "this is you") }

    /// "you blocked @{handle}"
    public static func blockedAccount(_ handle: String) -> String {
        Translation.active.text("blockedAccount", "you blocked @{handle}", ["handle": handle])
    }

    /// "you no longer block @{handle}"
    public static func unblockedAccount(_ handle: String) -> String {
        Translation.active.text("unblockedAccount", "you no longer block @{handle}", ["handle": handle])
    }

    /// "you muted @{handle}: their posts leave your lists"
    public static func mutedAccount(_ handle: String) -> String {
        Translation.active.text("mutedAccount", "you muted @{handle}: their posts leave your lists", ["handle": handle])
    }

    /// "you no longer mute @{handle}"
    public static func unmutedAccount(_ handle: String) -> String {
        Translation.active.text("unmutedAccount", "you no longer mute @{handle}", ["handle": handle])
    }

    /// "nothing was changed: {reason}"
    public static func safetyChangeFailed(_ reason: String) -> String {
        Translation.active.text("safetyChangeFailed", "nothing was changed: {reason}", ["reason": reason])
    }

    /// "the moderators have your report on @{handle}"
    public static func reportSent(_ handle: String) -> String {
        Translation.active.text("reportSent", "the moderators have your report on @{handle}", ["handle": handle])
    }

    /// "the report was not sent: {reason} · ! tries again"
    public static func reportFailed(_ reason: String) -> String {
        Translation.active.text("reportFailed", "the report was not sent: {reason} · ! tries again", ["reason": reason])
    }

    /// "muted"
    public static var mutedRelationship: String { Translation.active.text("mutedRelationship", "muted") }

    /// "mute for a while or for good, or unmute; on your own profile: whom you mute"
    public static var keysProfileMute: String { Translation.active.text("keysProfileMute", "mute for a while or for good, or unmute; on your own profile: whom you mute") }

    /// "block (asked first), or unblock; on your own profile: whom you block"
    public static var keysProfileBlock: String { Translation.active.text("keysProfileBlock", "block (asked first), or unblock; on your own profile: whom you block") }

    /// "report to the moderators: why, and a word for them"
    public static var keysProfileReport: String { Translation.active.text("keysProfileReport", "report to the moderators: why, and a word for them") }

    /// "Filtered: {title}"
    public static func filteredPost(_ title: String) -> String {
        Translation.active.text("filteredPost", "Filtered: {title}", ["title": title])
    }

    /// "f follows · Esc back"
    public static var hashtagFollowHint: String { Translation.active.text("hashtagFollowHint", "f follows · Esc back") }

    /// "following · f stops · Esc back"
    public static var hashtagFollowingHint: String { Translation.active.text("hashtagFollowingHint", "following · f stops · Esc back") }

    /// "you follow #{name}: its posts come into Home"
    public static func hashtagFollowed(_ name: String) -> String {
        Translation.active.text("hashtagFollowed", "you follow #{name}: its posts come into Home", ["name": name])
    }

    /// "you no longer follow #{name}"
    public static func hashtagUnfollowed(_ name: String) -> String {
        Translation.active.text("hashtagUnfollowed", "you no longer follow #{name}", ["name": name])
    }

    /// "follow the hashtag, or stop"
    public static var keysHashtagFollow: String { Translation.active.text("keysHashtagFollow", "follow the hashtag, or stop") }

    /// "Hashtags you follow"
    public static var exploreFollowedHashtags: String { Translation.active.text("exploreFollowedHashtags", "Hashtags you follow") }

    /// "Accounts you block"
    public static var accountsYouBlock: String { Translation.active.text("accountsYouBlock", "Accounts you block") }

    /// "Accounts you mute"
    public static var accountsYouMute: String { Translation.active.text("accountsYouMute", "Accounts you mute") }

    /// "report the post to the moderators: why, and a word for them"
    public static var keysPostDetailReport: String { Translation.active.text("keysPostDetailReport", "report the post to the moderators: why, and a word for them") }

    /// "Mute @{handle}"
    public static func safetyFormMuteTitle(_ handle: String) -> String {
        Translation.active.text("safetyFormMuteTitle", "Mute @{handle}", ["handle": handle])
    }

    /// "Report @{handle}"
    public static func safetyFormReportTitle(_ handle: String) -> String {
        Translation.active.text("safetyFormReportTitle", "Report @{handle}", ["handle": handle])
    }

    /// "Esc cancels"
    public static var safetyFormCancelHint: String { Translation.active.text("safetyFormCancelHint", "Esc cancels") }

    /// "For how long? Their posts leave your lists, and they are not told."
    public static var safetyFormMuteQuestion: String { Translation.active.text("safetyFormMuteQuestion", "For how long? Their posts leave your lists, and they are not told.") }

    /// "What is wrong? The moderators of your server will read it."
    public static var safetyFormReportQuestion: String { Translation.active.text("safetyFormReportQuestion", "What is wrong? The moderators of your server will read it.") }

    /// "For good, until you unmute"
    public static var muteForGood: String { Translation.active.text("muteForGood", "For good, until you unmute") }

    /// "For an hour"
    public static var muteForAnHour: String { Translation.active.text("muteForAnHour", "For an hour") }

    /// "For 6 hours"
    public static var muteForSixHours: String { Translation.active.text("muteForSixHours", "For 6 hours") }

    /// "For a day"
    public static var muteForADay: String { Translation.active.text("muteForADay", "For a day") }

    /// "For 3 days"
    public static var muteForThreeDays: String { Translation.active.text("muteForThreeDays", "For 3 days") }

    /// "For a week"
    public static var muteForAWeek: String { Translation.active.text("muteForAWeek", "For a week") }

    /// "Hide their notifications too"
    public static var safetyFormHideNotifications: String { Translation.active.text("safetyFormHideNotifications", "Hide their notifications too") }

    /// "Send a copy to the moderators of {domain}"
    public static func safetyFormForward(_ domain: String) -> String {
        Translation.active.text("safetyFormForward", "Send a copy to the moderators of {domain}", ["domain": domain])
    }

    /// "About the post: “{excerpt}”"
    public static func safetyFormAboutPost(_ excerpt: String) -> String {
        Translation.active.text("safetyFormAboutPost", "About the post: “{excerpt}”", ["excerpt": excerpt])
    }

    /// "About the post (a photo without words)"
    public static var safetyFormAboutPhoto: String { Translation.active.text("safetyFormAboutPhoto", "About the post (a photo without words)") }

    /// "Anything the moderators should know (optional)"
    public static var safetyFormCommentTitle: String { Translation.active.text("safetyFormCommentTitle", "Anything the moderators should know (optional)") }

    /// "Enter sends the report · ↑ ↓ why · Esc cancels"
    public static var safetyFormReportHint: String { Translation.active.text("safetyFormReportHint", "Enter sends the report · ↑ ↓ why · Esc cancels") }

    /// "↑ ↓ how long · Ctrl-O notifications · Enter mutes · Esc cancels"
    public static var safetyFormMuteHint: String { Translation.active.text("safetyFormMuteHint", "↑ ↓ how long · Ctrl-O notifications · Enter mutes · Esc cancels") }

    /// "It is spam"
    public static var reportReasonSpam: String { Translation.active.text("reportReasonSpam", "It is spam") }

    /// "It breaks a rule: {rule}"
    public static func reportReasonRule(_ rule: String) -> String {
        Translation.active.text("reportReasonRule", "It breaks a rule: {rule}", ["rule": rule])
    }

    /// "It is against the law"
    public static var reportReasonIllegal: String { Translation.active.text("reportReasonIllegal", "It is against the law") }

    /// "Something else"
    public static var reportReasonOther: String { Translation.active.text("reportReasonOther", "Something else") }

    /// "the moderators take at most {limit} characters: shorten the comment"
    public static func reportCommentTooLong(_ limit: String) -> String {
        Translation.active.text("reportCommentTooLong", "the moderators take at most {limit} characters: shorten the comment", ["limit": limit])
    }

    /// "the next choice"
    public static var keysSafetyFormNext: String { Translation.active.text("keysSafetyFormNext", "the next choice") }

    /// "the previous choice"
    public static var keysSafetyFormPrevious: String { Translation.active.text("keysSafetyFormPrevious", "the previous choice") }

    /// "the option below the choices, on or off"
    public static var keysSafetyFormOption: String { Translation.active.text("keysSafetyFormOption", "the option below the choices, on or off") }

    /// "mute, or send the report"
    public static var keysSafetyFormConfirm: String { Translation.active.text("keysSafetyFormConfirm", "mute, or send the report") }

    /// "cancel: nothing is done"
    public static var keysSafetyFormCancel: String { Translation.active.text("keysSafetyFormCancel", "cancel: nothing is done") }

    /// "Mute and report"
    public static var screenSafetyForm: String { Translation.active.text("screenSafetyForm", "Mute and report") }

    /// "you muted @{handle} ({duration}): their posts leave your lists"
    public static func mutedAccountForAWhile(handle: String, duration: String) -> String {
        Translation.active.text("mutedAccountForAWhile", "you muted @{handle} ({duration}): their posts leave your lists", ["handle": handle, "duration": duration])
    }

    /// "asking the server what it takes before the post goes…"
    public static var composeWaitingForLimits: String { Translation.active.text("composeWaitingForLimits", "asking the server what it takes before the post goes…") }

    /// "{number} bytes"
    public static func sizeInBytes(_ number: String) -> String {
        Translation.active.text("sizeInBytes", "{number} bytes", ["number": number])
    }

    /// "{number} KB"
    public static func sizeInKilobytes(_ number: String) -> String {
        Translation.active.text("sizeInKilobytes", "{number} KB", ["number": number])
    }

    /// "{number} MB"
    public static func sizeInMegabytes(_ number: String) -> String {
        Translation.active.text("sizeInMegabytes", "{number} MB", ["number": number])
    }

    /// "{number} GB"
    public static func sizeInGigabytes(_ number: String) -> String {
        Translation.active.text("sizeInGigabytes", "{number} GB", ["number": number])
    }

    /// The terminal's title (its window, tab or tmux pane); {screen} is the tab in front, such as "Home".
    /// "Tintype · {screen}"
    public static func terminalTitle(_ screen: String) -> String {
        Translation.active.text("terminalTitle", "Tintype · {screen}", ["screen": screen])
    }

    /// The same, with how many notices and messages came that are not seen yet.
    /// "Tintype · {screen} · {count} new" / "Tintype · {screen} · {count} new"
    public static func terminalTitleWithNews(_ count: Int, screen: String) -> String {
        Translation.active.plural("terminalTitleWithNews", count: count, one: "Tintype · {screen} · {count} new", other: "Tintype · {screen} · {count} new", ["screen": screen])
    }

    /// Inside a post that quotes another, where the quoted post was deleted or the quote taken back.
    /// "the quoted post was removed"
    public static var quoteRemoved: String { Translation.active.text("quoteRemoved", "the quoted post was removed") }

    /// "the quoted post waits for its author's approval"
    public static var quotePending: String { Translation.active.text("quotePending", "the quoted post waits for its author's approval") }

    /// "the quoted post is not shown"
    public static var quoteHidden: String { Translation.active.text("quoteHidden", "the quoted post is not shown") }

    /// Under a quoted post that itself quotes a post: only one level is drawn.
    /// "it quotes another post · open it to see"
    public static var quoteQuotesAnother: String { Translation.active.text("quoteQuotesAnother", "it quotes another post · open it to see") }

    /// "open the quoted post"
    public static var keysPostDetailOpenQuote: String { Translation.active.text("keysPostDetailOpenQuote", "open the quoted post") }

    /// Under the quoted post on a post's screen.
    /// "Q opens it"
    public static var openQuoteHint: String { Translation.active.text("openQuoteHint", "Q opens it") }

    /// "this post quotes no post that can be opened"
    public static var noQuoteToOpen: String { Translation.active.text("noQuoteToOpen", "this post quotes no post that can be opened") }

    /// Under a poll: how many votes it has.
    /// "{count} vote" / "{count} votes"
    public static func pollVotes(_ count: Int) -> String {
        Translation.active.plural("pollVotes", count: count, one: "{count} vote", other: "{count} votes")
    }

    /// Under a poll where several options may be chosen: how many people voted.
    /// "{count} person" / "{count} people"
    public static func pollVoters(_ count: Int) -> String {
        Translation.active.plural("pollVoters", count: count, one: "{count} person", other: "{count} people")
    }

    /// Under a poll still open; {time} is short, such as "2h".
    /// "{time} left"
    public static func pollTimeLeft(_ time: String) -> String {
        Translation.active.text("pollTimeLeft", "{time} left", ["time": time])
    }

    /// Under a poll that ended.
    /// "ended"
    public static var pollEnded: String { Translation.active.text("pollEnded", "ended") }

    /// Under a poll where several options may be chosen.
    /// "several choices"
    public static var pollSeveralChoices: String { Translation.active.text("pollSeveralChoices", "several choices") }

    /// Under a poll's options when not all fit.
    /// "and {count} more option" / "and {count} more options"
    public static func pollMoreOptions(_ count: Int) -> String {
        Translation.active.plural("pollMoreOptions", count: count, one: "and {count} more option", other: "and {count} more options")
    }

    /// Under a poll that takes my vote, on a post's screen; {last} is the number of the last option.
    /// "1–{last} chooses · V votes · Esc leaves"
    public static func pollHint(_ last: String) -> String {
        Translation.active.text("pollHint", "1–{last} chooses · V votes · Esc leaves", ["last": last])
    }

    /// Under a poll that takes my vote, on a post's screen, before options are chosen.
    /// "V to vote"
    public static var pollHintStart: String { Translation.active.text("pollHintStart", "V to vote") }

    /// The status line after an option is marked.
    /// "{count} option chosen · V votes" / "{count} options chosen · V votes"
    public static func pollMarked(_ count: Int) -> String {
        Translation.active.plural("pollMarked", count: count, one: "{count} option chosen · V votes", other: "{count} options chosen · V votes")
    }

    /// "choose an option with its number first, then V"
    public static var pollChooseFirst: String { Translation.active.text("pollChooseFirst", "choose an option with its number first, then V") }

    /// "this post has no poll"
    public static var pollNone: String { Translation.active.text("pollNone", "this post has no poll") }

    /// "this poll has ended"
    public static var pollClosedForVotes: String { Translation.active.text("pollClosedForVotes", "this poll has ended") }

    /// "you voted in this poll already"
    public static var pollVotedAlready: String { Translation.active.text("pollVotedAlready", "you voted in this poll already") }

    /// The status line once a vote is made: it shows at once, and goes to the server.
    /// "voted"
    public static var pollVoted: String { Translation.active.text("pollVoted", "voted") }

    /// "your vote waits: {reason} · it goes when the server answers"
    public static func voteWaiting(_ reason: String) -> String {
        Translation.active.text("voteWaiting", "your vote waits: {reason} · it goes when the server answers", ["reason": reason])
    }

    /// "the vote was not counted: {reason}"
    public static func voteFailed(_ reason: String) -> String {
        Translation.active.text("voteFailed", "the vote was not counted: {reason}", ["reason": reason])
    }

    /// "choose an option of the poll"
    public static var keysPostDetailPollOption: String { Translation.active.text("keysPostDetailPollOption", "choose an option of the poll") }

    /// "vote for the options chosen"
    public static var keysPostDetailVote: String { Translation.active.text("keysPostDetailVote", "vote for the options chosen") }

    /// "A poll in place of photos: its options, separated by commas (\"tabs,spaces\")."
    public static var cliPollHelp: String { Translation.active.text("cliPollHelp", "A poll in place of photos: its options, separated by commas (\"tabs,spaces\").") }

    /// "How long the poll stays open: 30m, 6h, 3d or 1w (1d when not given)."
    public static var cliPollExpiresHelp: String { Translation.active.text("cliPollExpiresHelp", "How long the poll stays open: 30m, 6h, 3d or 1w (1d when not given).") }

    /// "Let voters choose several options."
    public static var cliPollMultipleHelp: String { Translation.active.text("cliPollMultipleHelp", "Let voters choose several options.") }

    /// "Quote this post."
    public static var cliQuoteHelp: String { Translation.active.text("cliQuoteHelp", "Quote this post.") }

    /// "a poll needs at least two options, none of them empty"
    public static var cliPollOptionsError: String { Translation.active.text("cliPollOptionsError", "a poll needs at least two options, none of them empty") }

    /// "a post has a poll or photos, not both"
    public static var cliPollWithPhotosError: String { Translation.active.text("cliPollWithPhotosError", "a post has a poll or photos, not both") }

    /// "a poll's length is a number and a unit: 30m, 6h, 3d or 1w"
    public static var cliPollExpiresError: String { Translation.active.text("cliPollExpiresError", "a poll's length is a number and a unit: 30m, 6h, 3d or 1w") }

    /// "--poll-expires and --poll-multiple go with --poll"
    public static var cliPollLengthWithoutPoll: String { Translation.active.text("cliPollLengthWithoutPoll", "--poll-expires and --poll-multiple go with --poll") }

    /// "Vote in a post's poll by the numbers of its options (from 1); prints the post with the shares."
    public static var cliVoteAbstract: String { Translation.active.text("cliVoteAbstract", "Vote in a post's poll by the numbers of its options (from 1); prints the post with the shares.") }

    /// "The numbers of the options chosen, from 1."
    public static var cliVoteChoicesHelp: String { Translation.active.text("cliVoteChoicesHelp", "The numbers of the options chosen, from 1.") }

    /// "the options are chosen by their numbers, from 1"
    public static var cliVoteChoicesError: String { Translation.active.text("cliVoteChoicesError", "the options are chosen by their numbers, from 1") }

    /// "post {postId} has no poll"
    public static func postHasNoPoll(_ postId: String) -> String {
        Translation.active.text("postHasNoPoll", "post {postId} has no poll", ["postId": postId])
    }

    /// "the poll has {count} options: choose from 1 to {count}"
    public static func pollHasNoSuchOption(_ count: String) -> String {
        Translation.active.text("pollHasNoSuchOption", "the poll has {count} options: choose from 1 to {count}", ["count": count])
    }

    /// "{name} quoted your post"
    public static func noticeQuoted(_ name: String) -> String {
        Translation.active.text("noticeQuoted", "{name} quoted your post", ["name": name])
    }

    /// "{name} edited a post you quoted"
    public static func noticeQuotedUpdate(_ name: String) -> String {
        Translation.active.text("noticeQuotedUpdate", "{name} edited a post you quoted", ["name": name])
    }

    /// "translate the post, or show the original"
    public static var keysPostDetailTranslate: String { Translation.active.text("keysPostDetailTranslate", "translate the post, or show the original") }

    /// "translating…"
    public static var translating: String { Translation.active.text("translating", "translating…") }

    /// "the server does not translate this post (none set up, a private post, or a language it lacks)"
    public static var translationNotOffered: String { Translation.active.text("translationNotOffered", "the server does not translate this post (none set up, a private post, or a language it lacks)") }

    /// "the post was not translated: {reason}"
    public static func translationFailed(_ reason: String) -> String {
        Translation.active.text("translationFailed", "the post was not translated: {reason}", ["reason": reason])
    }

    /// Under a translated caption; {language} is a code such as "es", {provider} the service.
    /// "translated from {language} by {provider} · T shows the original"
    public static func translationNote(language: String, provider: String) -> String {
        Translation.active.text("translationNote", "translated from {language} by {provider} · T shows the original", ["language": language, "provider": provider])
    }

    /// Under a translated caption in a list.
    /// "translated from {language}"
    public static func translationNoteShort(_ language: String) -> String {
        Translation.active.text("translationNoteShort", "translated from {language}", ["language": language])
    }

    /// "translated · T shows the original"
    public static var translated: String { Translation.active.text("translated", "translated · T shows the original") }

    /// "the post in its own words"
    public static var showingOriginal: String { Translation.active.text("showingOriginal", "the post in its own words") }

    /// "A post's caption in the language Tintype speaks, as the server translates it, and where it came from."
    public static var cliTranslateAbstract: String { Translation.active.text("cliTranslateAbstract", "A post's caption in the language Tintype speaks, as the server translates it, and where it came from.") }

    /// "quote the post in a new one"
    public static var keysPostDetailQuote: String { Translation.active.text("keysPostDetailQuote", "quote the post in a new one") }

    /// Above the caption in the composer; {post} is the quoted post's author and first line.
    /// "❝ quoting {post}"
    public static func composeQuoting(_ post: String) -> String {
        Translation.active.text("composeQuoting", "❝ quoting {post}", ["post": post])
    }

    /// "This server's own posts, in place of Home."
    public static var cliLocalHelp: String { Translation.active.text("cliLocalHelp", "This server's own posts, in place of Home.") }

    /// "Every post this server knows, in place of Home."
    public static var cliFederatedHelp: String { Translation.active.text("cliFederatedHelp", "Every post this server knows, in place of Home.") }

    /// "The posts of one of your lists, by its title, in place of Home."
    public static var cliListHelp: String { Translation.active.text("cliListHelp", "The posts of one of your lists, by its title, in place of Home.") }

    /// "name one timeline: --local, --federated or --list"
    public static var cliOneTimeline: String { Translation.active.text("cliOneTimeline", "name one timeline: --local, --federated or --list") }

    /// "you have no list named {title}; yours: {titles}"
    public static func noSuchList(title: String, titles: String) -> String {
        Translation.active.text("noSuchList", "you have no list named {title}; yours: {titles}", ["title": title, "titles": titles])
    }

    /// "you have no list named {title}, nor any other list"
    public static func noListsAtAll(_ title: String) -> String {
        Translation.active.text("noListsAtAll", "you have no list named {title}, nor any other list", ["title": title])
    }

    /// "The titles of your lists; tintype feed --list prints each one's timeline."
    public static var cliListsAbstract: String { Translation.active.text("cliListsAbstract", "The titles of your lists; tintype feed --list prints each one's timeline.") }

    /// "Publish at this time, not now: 2h, 3d, 18:30, tomorrow 9:00 or 2026-12-24 09:00, in this computer's time zone."
    public static var cliAtHelp: String { Translation.active.text("cliAtHelp", "Publish at this time, not now: 2h, 3d, 18:30, tomorrow 9:00 or 2026-12-24 09:00, in this computer's time zone.") }

    /// "write the time as 2h, 3d, 18:30, tomorrow 9:00 or 2026-12-24 09:00"
    public static var typedTimeUnreadable: String { Translation.active.text("typedTimeUnreadable", "write the time as 2h, 3d, 18:30, tomorrow 9:00 or 2026-12-24 09:00") }

    /// "that time has gone by"
    public static var typedTimePast: String { Translation.active.text("typedTimePast", "that time has gone by") }

    /// "a post can be scheduled 5 minutes ahead or more"
    public static var typedTimeTooSoon: String { Translation.active.text("typedTimeTooSoon", "a post can be scheduled 5 minutes ahead or more") }

    /// "a poll"
    public static var scheduledPoll: String { Translation.active.text("scheduledPoll", "a poll") }

    /// "Your posts waiting for their time, the soonest first."
    public static var cliScheduledAbstract: String { Translation.active.text("cliScheduledAbstract", "Your posts waiting for their time, the soonest first.") }

    /// "Cancel the scheduled post with this id."
    public static var cliScheduledCancelHelp: String { Translation.active.text("cliScheduledCancelHelp", "Cancel the scheduled post with this id.") }

    /// "Move the scheduled post with this id to the time given with --at."
    public static var cliScheduledMoveHelp: String { Translation.active.text("cliScheduledMoveHelp", "Move the scheduled post with this id to the time given with --at.") }

    /// "cancel or move one post at a time"
    public static var cliScheduledOneChange: String { Translation.active.text("cliScheduledOneChange", "cancel or move one post at a time") }

    /// "--move and --at go together"
    public static var cliScheduledMoveNeedsTime: String { Translation.active.text("cliScheduledMoveNeedsTime", "--move and --at go together") }

    /// "no scheduled post has that id: it may be published or cancelled already"
    public static var cliScheduledNotFound: String { Translation.active.text("cliScheduledNotFound", "no scheduled post has that id: it may be published or cancelled already") }

    /// "scheduled for {time}: it is on your profile then"
    public static func composeScheduled(_ time: String) -> String {
        Translation.active.text("composeScheduled", "scheduled for {time}: it is on your profile then", ["time": time])
    }

    /// "published at {time}, not now"
    public static func composePublishesAt(_ time: String) -> String {
        Translation.active.text("composePublishesAt", "published at {time}, not now", ["time": time])
    }

    /// "Publish at (2h, 18:30, 2026-12-24 09:00 or empty):"
    public static var composeTimePrompt: String { Translation.active.text("composeTimePrompt", "Publish at (2h, 18:30, 2026-12-24 09:00 or empty):") }

    /// "in options: publish later, at a time"
    public static var keysComposeTime: String { Translation.active.text("keysComposeTime", "in options: publish later, at a time") }

    /// "{count} photo" / "{count} photos"
    public static func scheduledPhotos(_ count: Int) -> String {
        Translation.active.plural("scheduledPhotos", count: count, one: "{count} photo", other: "{count} photos")
    }

    /// "Scheduled posts"
    public static var scheduledTitle: String { Translation.active.text("scheduledTitle", "Scheduled posts") }

    /// "loading your scheduled posts…"
    public static var scheduledLoading: String { Translation.active.text("scheduledLoading", "loading your scheduled posts…") }

    /// "nothing scheduled: t in the composer's options sets a time"
    public static var scheduledNone: String { Translation.active.text("scheduledNone", "nothing scheduled: t in the composer's options sets a time") }

    /// "Enter takes a post back to the composer (its words, its time) · d d cancels it"
    public static var scheduledHelp: String { Translation.active.text("scheduledHelp", "Enter takes a post back to the composer (its words, its time) · d d cancels it") }

    /// "your scheduled posts did not load: {reason}"
    public static func scheduledNotLoaded(_ reason: String) -> String {
        Translation.active.text("scheduledNotLoaded", "your scheduled posts did not load: {reason}", ["reason": reason])
    }

    /// "d again cancels this post: it will not be published"
    public static var scheduledCancelAsk: String { Translation.active.text("scheduledCancelAsk", "d again cancels this post: it will not be published") }

    /// "cancelling…"
    public static var scheduledCancelling: String { Translation.active.text("scheduledCancelling", "cancelling…") }

    /// "cancelled: it will not be published"
    public static var scheduledCancelled: String { Translation.active.text("scheduledCancelled", "cancelled: it will not be published") }

    /// "taking it back to the composer…"
    public static var scheduledTakingBack: String { Translation.active.text("scheduledTakingBack", "taking it back to the composer…") }

    /// "nothing changed: {reason}"
    public static func scheduledNotChanged(_ reason: String) -> String {
        Translation.active.text("scheduledNotChanged", "nothing changed: {reason}", ["reason": reason])
    }

    /// "a reply"
    public static var scheduledReply: String { Translation.active.text("scheduledReply", "a reply") }

    /// "{time} · in {left}"
    public static func scheduledWhen(time: String, left: String) -> String {
        Translation.active.text("scheduledWhen", "{time} · in {left}", ["time": time, "left": left])
    }

    /// "scheduled posts are on your own profile"
    public static var scheduledOnlyOnYourProfile: String { Translation.active.text("scheduledOnlyOnYourProfile", "scheduled posts are on your own profile") }

    /// "back to the composer: change its words or its time"
    public static var keysScheduledEdit: String { Translation.active.text("keysScheduledEdit", "back to the composer: change its words or its time") }

    /// "cancel the post (press twice)"
    public static var keysScheduledCancel: String { Translation.active.text("keysScheduledCancel", "cancel the post (press twice)") }

    /// "fetch anew"
    public static var keysScheduledRefresh: String { Translation.active.text("keysScheduledRefresh", "fetch anew") }

    /// "on my profile: my scheduled posts (planned)"
    public static var keysProfileScheduled: String { Translation.active.text("keysProfileScheduled", "on my profile: my scheduled posts (planned)") }

    /// "the composer cannot hold its poll or what it answers: it stays as it is; d d cancels it"
    public static var scheduledNotInComposer: String { Translation.active.text("scheduledNotInComposer", "the composer cannot hold its poll or what it answers: it stays as it is; d d cancels it") }

    /// "poll: {options} — open {length} · {choices}"
    public static func composePollLine(options: String, length: String, choices: String) -> String {
        Translation.active.text("composePollLine", "poll: {options} — open {length} · {choices}", ["options": options, "length": length, "choices": choices])
    }

    /// "one choice"
    public static var composePollOneChoice: String { Translation.active.text("composePollOneChoice", "one choice") }

    /// "several choices"
    public static var composePollSeveralChoices: String { Translation.active.text("composePollSeveralChoices", "several choices") }

    /// "Poll options, separated by commas (empty for none):"
    public static var composePollPrompt: String { Translation.active.text("composePollPrompt", "Poll options, separated by commas (empty for none):") }

    /// "in options: a poll in place of photos, its options"
    public static var keysComposePoll: String { Translation.active.text("keysComposePoll", "in options: a poll in place of photos, its options") }

    /// "in options: how long the poll stays open"
    public static var keysComposePollLength: String { Translation.active.text("keysComposePollLength", "in options: how long the poll stays open") }

    /// "in options: one choice or several"
    public static var keysComposePollChoices: String { Translation.active.text("keysComposePollChoices", "in options: one choice or several") }

    /// "a post carries photos or a poll, not both"
    public static var composePollWithPhotos: String { Translation.active.text("composePollWithPhotos", "a post carries photos or a poll, not both") }

    /// "a poll needs two options or more"
    public static var composePollTooFewOptions: String { Translation.active.text("composePollTooFewOptions", "a poll needs two options or more") }

    /// "this server takes {count} options in a poll at most"
    public static func composePollTooManyOptions(_ count: String) -> String {
        Translation.active.text("composePollTooManyOptions", "this server takes {count} options in a poll at most", ["count": count])
    }

    /// "option {index} is longer than the {limit} characters this server takes"
    public static func composePollOptionTooLong(index: String, limit: String) -> String {
        Translation.active.text("composePollOptionTooLong", "option {index} is longer than the {limit} characters this server takes", ["index": index, "limit": limit])
    }

    /// "anyone may quote it"
    public static var composeQuotesAnyone: String { Translation.active.text("composeQuotesAnyone", "anyone may quote it") }

    /// "followers may quote it"
    public static var composeQuotesFollowers: String { Translation.active.text("composeQuotesFollowers", "followers may quote it") }

    /// "nobody may quote it"
    public static var composeQuotesNobody: String { Translation.active.text("composeQuotesNobody", "nobody may quote it") }

    /// "in options: who may quote the post"
    public static var keysComposeQuotePolicy: String { Translation.active.text("keysComposeQuotePolicy", "in options: who may quote the post") }

    /// "Who may quote the post: anyone, followers or nobody."
    public static var cliQuotesHelp: String { Translation.active.text("cliQuotesHelp", "Who may quote the post: anyone, followers or nobody.") }

    /// "--quotes is anyone, followers or nobody"
    public static var cliQuotesError: String { Translation.active.text("cliQuotesError", "--quotes is anyone, followers or nobody") }

    /// "With an option, one list changes: --create, --rename with --to, --delete, --add with --to, --remove with --from; --members prints who is in one. A list is named by its title, whatever its case."
    public static var cliListsDiscussion: String { Translation.active.text("cliListsDiscussion", "With an option, one list changes: --create, --rename with --to, --delete, --add with --to, --remove with --from; --members prints who is in one. A list is named by its title, whatever its case.") }

    /// "Make a list with this title."
    public static var cliListsCreateHelp: String { Translation.active.text("cliListsCreateHelp", "Make a list with this title.") }

    /// "Rename this list (to the title given with --to)."
    public static var cliListsRenameHelp: String { Translation.active.text("cliListsRenameHelp", "Rename this list (to the title given with --to).") }

    /// "Take this list down; the accounts in it are not touched."
    public static var cliListsDeleteHelp: String { Translation.active.text("cliListsDeleteHelp", "Take this list down; the accounts in it are not touched.") }

    /// "Add this account (one you follow) to the list given with --to."
    public static var cliListsAddHelp: String { Translation.active.text("cliListsAddHelp", "Add this account (one you follow) to the list given with --to.") }

    /// "Take this account out of the list given with --from."
    public static var cliListsRemoveHelp: String { Translation.active.text("cliListsRemoveHelp", "Take this account out of the list given with --from.") }

    /// "The list --add adds to, or the new title --rename gives."
    public static var cliListsToHelp: String { Translation.active.text("cliListsToHelp", "The list --add adds to, or the new title --rename gives.") }

    /// "The list --remove takes the account out of."
    public static var cliListsFromHelp: String { Translation.active.text("cliListsFromHelp", "The list --remove takes the account out of.") }

    /// "Print who is in this list."
    public static var cliListsMembersHelp: String { Translation.active.text("cliListsMembersHelp", "Print who is in this list.") }

    /// "change one list at a time: --create, --rename, --delete, --add, --remove or --members"
    public static var cliListsOneChange: String { Translation.active.text("cliListsOneChange", "change one list at a time: --create, --rename, --delete, --add, --remove or --members") }

    /// "a title or a handle cannot be empty"
    public static var cliListsEmptyTitle: String { Translation.active.text("cliListsEmptyTitle", "a title or a handle cannot be empty") }

    /// "--rename and --add go with --to, and --to with one of them"
    public static var cliListsToNeeded: String { Translation.active.text("cliListsToNeeded", "--rename and --add go with --to, and --to with one of them") }

    /// "--remove goes with --from, and --from with it"
    public static var cliListsFromNeeded: String { Translation.active.text("cliListsFromNeeded", "--remove goes with --from, and --from with it") }

    /// "[ ] other timelines · Esc back"
    public static var timelineSwitchHint: String { Translation.active.text("timelineSwitchHint", "[ ] other timelines · Esc back") }

    /// "Local: this server's own posts"
    public static var timelineLocal: String { Translation.active.text("timelineLocal", "Local: this server's own posts") }

    /// "Federated: every post this server knows"
    public static var timelineFederated: String { Translation.active.text("timelineFederated", "Federated: every post this server knows") }

    /// "List: {title}"
    public static func timelineList(_ title: String) -> String {
        Translation.active.text("timelineList", "List: {title}", ["title": title])
    }

    /// "the next timeline: local, federated, then each of your lists"
    public static var keysTimelineNext: String { Translation.active.text("keysTimelineNext", "the next timeline: local, federated, then each of your lists") }

    /// "the timeline before"
    public static var keysTimelinePrevious: String { Translation.active.text("keysTimelinePrevious", "the timeline before") }

    /// "fetch anew"
    public static var keysTimelineRefresh: String { Translation.active.text("keysTimelineRefresh", "fetch anew") }

    /// "the other timelines: local, federated and your lists"
    public static var keysFeedTimelines: String { Translation.active.text("keysFeedTimelines", "the other timelines: local, federated and your lists") }

    /// "online · {count} post · updated {updated}" / "online · {count} posts · updated {updated}"
    public static func timelineOnline(_ count: Int, updated: String) -> String {
        Translation.active.plural("timelineOnline", count: count, one: "online · {count} post · updated {updated}", other: "online · {count} posts · updated {updated}", ["updated": updated])
    }

    /// "My lists"
    public static var myListsTitle: String { Translation.active.text("myListsTitle", "My lists") }

    /// "Lists · {handle}"
    public static func myListsTitleFor(_ handle: String) -> String {
        Translation.active.text("myListsTitleFor", "Lists · {handle}", ["handle": handle])
    }

    /// "loading your lists…"
    public static var myListsLoading: String { Translation.active.text("myListsLoading", "loading your lists…") }

    /// "your lists did not load: {reason}"
    public static func myListsNotLoaded(_ reason: String) -> String {
        Translation.active.text("myListsNotLoaded", "your lists did not load: {reason}", ["reason": reason])
    }

    /// "n makes a list · e renames it · d d takes it down"
    public static var myListsHelp: String { Translation.active.text("myListsHelp", "n makes a list · e renames it · d d takes it down") }

    /// "Enter puts {handle} in the list or takes them out · n new list · e rename · d d take down"
    public static func myListsHelpForAccount(_ handle: String) -> String {
        Translation.active.text("myListsHelpForAccount", "Enter puts {handle} in the list or takes them out · n new list · e rename · d d take down", ["handle": handle])
    }

    /// "You have no lists yet: n makes one."
    public static var myListsNone: String { Translation.active.text("myListsNone", "You have no lists yet: n makes one.") }

    /// "Name of the new list"
    public static var myListsNewTitle: String { Translation.active.text("myListsNewTitle", "Name of the new list") }

    /// "New name for {title}"
    public static func myListsRenameTitle(_ title: String) -> String {
        Translation.active.text("myListsRenameTitle", "New name for {title}", ["title": title])
    }

    /// "Enter saves · Esc leaves it as it was"
    public static var myListsNameHint: String { Translation.active.text("myListsNameHint", "Enter saves · Esc leaves it as it was") }

    /// "a list needs a name"
    public static var myListsNameMissing: String { Translation.active.text("myListsNameMissing", "a list needs a name") }

    /// "saving…"
    public static var myListsSaving: String { Translation.active.text("myListsSaving", "saving…") }

    /// "list {title} made"
    public static func myListsMade(_ title: String) -> String {
        Translation.active.text("myListsMade", "list {title} made", ["title": title])
    }

    /// "the list is called {title} now"
    public static func myListsRenamed(_ title: String) -> String {
        Translation.active.text("myListsRenamed", "the list is called {title} now", ["title": title])
    }

    /// "d again takes {title} down; its people stay followed"
    public static func myListsDeleteAsk(_ title: String) -> String {
        Translation.active.text("myListsDeleteAsk", "d again takes {title} down; its people stay followed", ["title": title])
    }

    /// "taking the list down…"
    public static var myListsDeleting: String { Translation.active.text("myListsDeleting", "taking the list down…") }

    /// "list taken down"
    public static var myListsDeleted: String { Translation.active.text("myListsDeleted", "list taken down") }

    /// "the lists did not change: {reason}"
    public static func myListsNotChanged(_ reason: String) -> String {
        Translation.active.text("myListsNotChanged", "the lists did not change: {reason}", ["reason": reason])
    }

    /// "putting {handle} in {list}…"
    public static func myListsPuttingIn(handle: String, list: String) -> String {
        Translation.active.text("myListsPuttingIn", "putting {handle} in {list}…", ["handle": handle, "list": list])
    }

    /// "taking {handle} out of {list}…"
    public static func myListsTakingOut(handle: String, list: String) -> String {
        Translation.active.text("myListsTakingOut", "taking {handle} out of {list}…", ["handle": handle, "list": list])
    }

    /// "{handle} is in {list} now"
    public static func myListsPutIn(handle: String, list: String) -> String {
        Translation.active.text("myListsPutIn", "{handle} is in {list} now", ["handle": handle, "list": list])
    }

    /// "{handle} is out of {list} now"
    public static func myListsTakenOut(handle: String, list: String) -> String {
        Translation.active.text("myListsTakenOut", "{handle} is out of {list} now", ["handle": handle, "list": list])
    }

    /// "the list did not change: {reason}"
    public static func myListsMembershipNotChanged(_ reason: String) -> String {
        Translation.active.text("myListsMembershipNotChanged", "the list did not change: {reason}", ["reason": reason])
    }

    /// "put the account in the list, or take it out"
    public static var keysMyListsToggle: String { Translation.active.text("keysMyListsToggle", "put the account in the list, or take it out") }

    /// "make a new list"
    public static var keysMyListsNew: String { Translation.active.text("keysMyListsNew", "make a new list") }

    /// "rename the list"
    public static var keysMyListsRename: String { Translation.active.text("keysMyListsRename", "rename the list") }

    /// "take the list down (press twice)"
    public static var keysMyListsDelete: String { Translation.active.text("keysMyListsDelete", "take the list down (press twice)") }

    /// "fetch anew"
    public static var keysMyListsRefresh: String { Translation.active.text("keysMyListsRefresh", "fetch anew") }

    /// "next list"
    public static var keysNextList: String { Translation.active.text("keysNextList", "next list") }

    /// "previous list"
    public static var keysPreviousList: String { Translation.active.text("keysPreviousList", "previous list") }

    /// "first list"
    public static var keysFirstList: String { Translation.active.text("keysFirstList", "first list") }

    /// "last list"
    public static var keysLastList: String { Translation.active.text("keysLastList", "last list") }

    /// "my lists: put this account in one, or take it out"
    public static var keysProfileLists: String { Translation.active.text("keysProfileLists", "my lists: put this account in one, or take it out") }

    /// "make, rename or take down my lists"
    public static var keysTimelineLists: String { Translation.active.text("keysTimelineLists", "make, rename or take down my lists") }

    /// "Quotes of your post"
    public static var quotesTitle: String { Translation.active.text("quotesTitle", "Quotes of your post") }

    /// "Quotes of “{caption}”"
    public static func quotesTitleOf(_ caption: String) -> String {
        Translation.active.text("quotesTitleOf", "Quotes of “{caption}”", ["caption": caption])
    }

    /// "fetch anew"
    public static var keysQuotesRefresh: String { Translation.active.text("keysQuotesRefresh", "fetch anew") }

    /// "the posts quoting this one (your own post's)"
    public static var keysPostDetailQuotes: String { Translation.active.text("keysPostDetailQuotes", "the posts quoting this one (your own post's)") }

    /// "take your post out of this quote (press twice)"
    public static var keysPostDetailRevokeQuote: String { Translation.active.text("keysPostDetailRevokeQuote", "take your post out of this quote (press twice)") }

    /// "only your own posts' quotes are listed"
    public static var quotesOnlyYours: String { Translation.active.text("quotesOnlyYours", "only your own posts' quotes are listed") }

    /// "X again takes your post out of this quote: it will show as removed"
    public static var revokeQuoteAsk: String { Translation.active.text("revokeQuoteAsk", "X again takes your post out of this quote: it will show as removed") }

    /// "this post does not quote one of yours"
    public static var revokeQuoteNotYours: String { Translation.active.text("revokeQuoteNotYours", "this post does not quote one of yours") }

    /// "taking your post out of the quote…"
    public static var revokingQuote: String { Translation.active.text("revokingQuote", "taking your post out of the quote…") }

    /// "your post is out of this quote"
    public static var quoteRevoked: String { Translation.active.text("quoteRevoked", "your post is out of this quote") }

    /// "the quote stays as it was: {reason}"
    public static func quoteNotRevoked(_ reason: String) -> String {
        Translation.active.text("quoteNotRevoked", "the quote stays as it was: {reason}", ["reason": reason])
    }

    /// "online · {count} quote · updated {updated}" / "online · {count} quotes · updated {updated}"
    public static func quotesOnline(_ count: Int, updated: String) -> String {
        Translation.active.plural("quotesOnline", count: count, one: "online · {count} quote · updated {updated}", other: "online · {count} quotes · updated {updated}", ["updated": updated])
    }

    /// "move the post to another time"
    public static var keysScheduledMove: String { Translation.active.text("keysScheduledMove", "move the post to another time") }

    /// "Another time for the post now going out {time}"
    public static func scheduledMoveTitle(_ time: String) -> String {
        Translation.active.text("scheduledMoveTitle", "Another time for the post now going out {time}", ["time": time])
    }

    /// "2h, 3d, 18:30, tomorrow 9:00, 2026-12-24 09:00 · Enter moves it · Esc leaves it"
    public static var scheduledMoveHint: String { Translation.active.text("scheduledMoveHint", "2h, 3d, 18:30, tomorrow 9:00, 2026-12-24 09:00 · Enter moves it · Esc leaves it") }

    /// "moving the post…"
    public static var scheduledMoving: String { Translation.active.text("scheduledMoving", "moving the post…") }

    /// "the post goes out {time} now"
    public static func scheduledMoved(_ time: String) -> String {
        Translation.active.text("scheduledMoved", "the post goes out {time} now", ["time": time])
    }

    /// "copy the post's address"
    public static var keysPostDetailCopyAddress: String { Translation.active.text("keysPostDetailCopyAddress", "copy the post's address") }

    /// "the server gives this post no address to copy"
    public static var noAddressToCopy: String { Translation.active.text("noAddressToCopy", "the server gives this post no address to copy") }

    /// "copied {address}"
    public static func addressCopied(_ address: String) -> String {
        Translation.active.text("addressCopied", "copied {address}", ["address": address])
    }

    /// "tmux keeps the clipboard to itself: set-clipboard on (or allow-passthrough on) lets it through"
    public static var clipboardKept: String { Translation.active.text("clipboardKept", "tmux keeps the clipboard to itself: set-clipboard on (or allow-passthrough on) lets it through") }

    /// "Other timelines"
    public static var timelinesOpening: String { Translation.active.text("timelinesOpening", "Other timelines") }
}
