import Foundation
import Imaging

/// Every sentence the app shows, in one place, so wording stays consistent and can be translated.
enum Strings {
    static let justNow = "now"
    static let keysTitle = "Keys"
    static let closeHelpHint = "? or Esc closes"
    static let helpHint = "? keys"
    static let homeTitle = "Home"
    static let profileTabTitle = "Profile"
    static let loadingFeed = "loading the feed…"
    static let refreshing = "refreshing…"
    static let loadingOlder = "loading older posts…"
    static let endOfFeed = "— the end of the feed —"
    static let emptyFeed = "Nothing here yet. Follow people to fill your home feed; r refreshes."

    static let loadingPost = "loading the post…"
    static let backHint = "Esc back"
    static let revealCaptionHint = "s shows the text"
    static let hideCaptionHint = "s hides the text"
    static let noAltText = "no description"
    static let loadingComments = "loading comments…"
    static let emptyComment = "nothing to send: write something first, or Esc"
    static let draftKept = "draft kept: c opens it again"
    static let commentOnPost = "Comment on the post"
    static let discardedToDraft = "not sent, and taken out of the outbox: its text is in the draft now (c)"
    static func notTakenBack(_ reason: String) -> String { "still in the outbox: \(reason)" }
    static let sending = "sending…"
    static let you = "You"
    static let composerHint = "Enter sends · Ctrl-J new line · Esc closes and keeps the draft"
    static func replyTo(_ handle: String) -> String { "Reply to @\(handle)" }
    static func tooLong(by excess: Int) -> String { "\(excess) character\(excess == 1 ? "" : "s") over the limit: shorten it to send" }
    static func commentsFailed(_ reason: String) -> String { "comments not loaded: \(reason)" }
    static func draftNotSaved(_ reason: String) -> String { "the draft was not saved: \(reason)" }
    static func commentNotSaved(_ reason: String) -> String { "the comment was not saved, so not sent: \(reason)" }
    static func notSent(_ reason: String) -> String { "not sent: \(reason) · r retries · x takes it back" }
    static func commentLikes(_ count: Int) -> String { count == 0 ? "♡" : "♥ \(count)" }
    static func characterCount(_ count: Int, limit: Int) -> String { "\(count)/\(limit)" }

    static func commentsHeading(count: Int) -> String {
        count == 0 ? "No comments yet · c writes the first" : "Comments (\(count)) · c writes one"
    }

    static let profileTitle = "Profile"
    static let loadingProfile = "loading the profile…"
    static let lockedBadge = "locked"
    static let botBadge = "bot"
    static let thisIsYou = "this is you"
    static let youFollowRelationship = "you follow"
    static let followsYouRelationship = "follows you"
    static let requestedRelationship = "requested"
    static let blockedRelationship = "blocked"
    static let blocksYouRelationship = "blocks you"
    static let suspendedAccount = "This account is suspended: its posts are not shown."
    static let noPosts = "No posts yet."
    static let noPhotos = "No photos yet: v lists every post."
    static let endOfPosts = "— the end of the posts —"
    static let loadingPosts = "loading posts…"
    static let cannotFollowYourself = "this is your own profile: there is no one to follow"
    static let followWaits = "the follow is being sent…"
    static func movedAccount(to handle: String) -> String { "This account has moved to @\(handle)." }
    static func profileNotLoaded(_ reason: String) -> String { "the profile did not load: \(reason)" }
    static func showingCachedProfile(_ reason: String) -> String { "showing the profile as last seen · \(reason)" }
    static func postsNotLoaded(_ reason: String) -> String { "posts did not load: \(reason) · r tries again" }
    static func followFailed(_ reason: String) -> String { "the follow was not changed: \(reason)" }
    static func followed(_ handle: String, requested: Bool) -> String {
        requested ? "asked to follow @\(handle): a locked account answers first" : "you follow @\(handle) now"
    }
    static func unfollowed(_ handle: String) -> String { "you no longer follow @\(handle)" }

    /// "12 posts · 3 followers (F) · 2 following (W)"; without the keys outside the screen.
    static func profileCounts(posts: Int, followers: Int, following: Int, namingKeys: Bool = true) -> String {
        "\(CountFormatter.string(for: posts)) \(posts == 1 ? "post" : "posts")"
            + " · \(CountFormatter.string(for: followers)) \(followers == 1 ? "follower" : "followers")" + (namingKeys ? " (F)" : "")
            + " · \(CountFormatter.string(for: following)) following" + (namingKeys ? " (W)" : "")
    }

    static func accountListTitle(_ source: AccountListSource) -> String {
        switch source {
        case .followers(_, let handle): return "Followers of @\(handle)"
        case .following(_, let handle): return "Followed by @\(handle)"
        case .likers: return "Who liked the post"
        }
    }

    static let loadingAccounts = "loading accounts…"
    static let noAccounts = "No one here yet."
    static let endOfAccounts = "— the end of the list —"
    static func accountsNotLoaded(_ reason: String) -> String { "the list did not load: \(reason) · r tries again" }
    static func accountCount(_ count: Int) -> String { "\(count) \(count == 1 ? "account" : "accounts")" }

    static let keptInOutbox = "it is kept in the outbox and will be sent the next time tintype starts"

    static func likeFailed(_ reason: String) -> String { "the like was not saved: \(reason)" }
    static func likeWaiting(_ reason: String) -> String { "the like is not sent yet (\(reason)); \(keptInOutbox)" }
    static func postTitle(by name: String) -> String { "Post by \(name)" }
    static func onlineStatus(instance: String) -> String { "online · \(instance)" }

    static func text(of notice: RootNotice) -> String {
        switch notice {
        case .picturesLimitedByTmux: "photos in half blocks: this tmux draws no pixels"
        case .picturesHeldBackByTmux: "photos in half blocks: tmux allow-passthrough is off"
        }
    }
    static func offlinePost(_ reason: String) -> String { "showing the post as loaded · \(reason)" }

    static func visibility(_ visibility: Post.Visibility) -> String {
        switch visibility {
        case .everyone: return "everyone"
        case .unlisted: return "unlisted"
        case .followers: return "followers only"
        case .mentioned: return "mentioned people only"
        }
    }

    static func mediaLabel(_ kind: MediaItem.Kind, index: Int, of count: Int) -> String {
        let noun: String
        switch kind {
        case .photo: noun = "Photo"
        case .animation: noun = "GIF"
        case .video: noun = "Video"
        case .audio: noun = "Audio"
        case .other: noun = "Attachment"
        }
        return "\(noun) \(index)/\(count)"
    }

    static let showingReplies = "showing replies too: v for posts only"
    static let hidingReplies = "posts only, replies stay in their threads: v shows them too"
    static func feedLayout(largePhotos: Bool) -> String {
        largePhotos ? "large photos, captions under them: z for compact rows" : "compact rows: z for large photos"
    }
    static func postsLayout(asGrid: Bool) -> String {
        asGrid ? "the photos as a grid: v lists every post" : "every post as a list: v shows the photos as a grid"
    }
    static let morePhotosHint = "←/→ more"
    static let photoViewerTitle = "Photo"
    static let photoViewerHint = "←/→ photos · o the original · Esc back to the post"
    static let noPhotoToView = "no photo to show"
    static let sensitiveMediaHint = "sensitive: s shows it"
    static let openedInViewer = "opened in the image viewer"
    static func viewerFailed(_ reason: String) -> String { "the image viewer did not start: \(reason)" }
    static func pictureNotShown(_ reason: String) -> String { "not shown: \(reason)" }
    static func notAPhoto(_ kind: MediaItem.Kind) -> String {
        kind == .other ? "not drawn here: o opens it" : "plays outside the terminal: o opens it"
    }

    static func explain(_ problem: MediaProblem, instance: String, now: Date = Date()) -> String {
        switch problem {
        case .unreachable(let connection): return explain(connection, instance: instance, now: now)
        case .cancelled: return "stopped"
        case .undrawable(.unsupported(let format)):
            return format == .unknown ? "not a picture" : "\(format.rawValue.uppercased()) pictures are not drawn here: o opens it"
        case .undrawable(.tooLarge): return "the picture is too large to draw"
        case .undrawable(.outOfMemory): return "not enough memory to draw it"
        case .undrawable(.damaged): return "the picture is damaged"
        }
    }

    static func counts(likes: Int, comments: Int, boosts: Int, isLiked: Bool) -> String {
        let heart = isLiked ? "♥" : "♡"
        return "\(heart) \(CountFormatter.string(for: likes)) \(likes == 1 ? "like" : "likes")"
            + " · ↩ \(CountFormatter.string(for: comments)) \(comments == 1 ? "comment" : "comments")"
            + " · ↻ \(CountFormatter.string(for: boosts)) \(boosts == 1 ? "boost" : "boosts")"
    }

    static func online(postCount: Int, updated: String) -> String {
        "online · \(postCount) posts · updated \(updated)"
    }

    static func newPostsOnTop(_ count: Int) -> String { "\(count) new post\(count == 1 ? "" : "s") on top (g)" }

    static func showingCache(savedAgo: String) -> String {
        "showing the feed saved \(savedAgo) · refreshing…"
    }

    static func offline(cachedAgo: String?, reason: String) -> String {
        guard let cachedAgo else { return "\(reason)" }
        return "offline: showing the feed cached \(cachedAgo) · \(reason)"
    }

    static func couldNotSave(_ reason: String) -> String {
        "the feed came, but could not be saved: \(reason)"
    }

    static func olderPostsFailed(_ reason: String) -> String {
        "older posts did not load: \(reason) · scroll down to try again"
    }

    static func photoCount(_ count: Int, kind: MediaItem.Kind) -> String {
        let noun: String
        switch kind {
        case .photo: noun = count == 1 ? "photo" : "photos"
        case .animation: noun = count == 1 ? "GIF" : "GIFs"
        case .video: noun = count == 1 ? "video" : "videos"
        case .audio: noun = count == 1 ? "audio" : "audio files"
        case .other: noun = count == 1 ? "attachment" : "attachments"
        }
        return "\(count) \(noun)"
    }

    static let likesTabTitle = "Likes"
    static let likesOnMyPostsTitle = "Likes of my posts"
    static let postsILikedTitle = "Posts I liked"
    static let showPostsILikedHint = "m: posts I liked"
    static let showLikesOfMyPostsHint = "m: likes of my posts"
    static let loadingLikes = "loading likes…"
    static let loadingOlderLikes = "loading older likes…"
    static let noLikesYet = "No likes of your posts yet."
    static let noLikedPosts = "You have not liked any post yet: l on a post likes it."
    static let endOfLikes = "— the end of the likes —"
    static let likeTakenBack = "like taken back"
    static let unlikeWaits = "taking the like back…"
    static let unlikeOnlyInMine = "f takes back a like in the posts you liked (m)"
    static let postOfDeletedLike = "(a removed post)"

    /// "Grace Hopper liked your post", "Grace Hopper and Alan Turing …", "Grace, Alan and 3 others …".
    static func likedYourPost(names: [String], count: Int) -> String {
        let shown = Array(names.prefix(2))
        let others = max(0, count - shown.count)
        let who: String
        switch (shown.count, others) {
        case (0, _): who = count == 1 ? "Someone" : "\(count) people"
        case (1, 0): who = shown[0]
        case (2, 0): who = "\(shown[0]) and \(shown[1])"
        case (_, let others): who = shown.joined(separator: ", ") + " and \(others) other\(others == 1 ? "" : "s")"
        }
        return "\(who) liked your post"
    }

    static func likesOnline(groupCount: Int, updated: String) -> String {
        "online · \(groupCount) liked post\(groupCount == 1 ? "" : "s") · updated \(updated)"
    }

    static func likesCached(savedAgo: String) -> String { "showing likes saved \(savedAgo) · refreshing…" }
    static func likesNotLoaded(_ reason: String) -> String { "likes did not load: \(reason) · r tries again" }
    static func olderLikesFailed(_ reason: String) -> String { "older likes did not load: \(reason) · scroll down to try again" }
    static func likesNotSaved(_ reason: String) -> String { "the likes came, but could not be saved: \(reason)" }
    static func unlikeFailed(_ reason: String) -> String { "the like stays: \(reason)" }
    static func unlikeWaiting(_ reason: String) -> String { "the like is not taken back yet (\(reason)); \(keptInOutbox)" }

    static func contentWarning(_ text: String) -> String { "CW: \(text)" }
    static func boostedBy(_ name: String) -> String { "↻ \(name) boosted" }
    static func alt(_ text: String) -> String { "alt: \(text)" }

    /// One line that explains a problem and, where there is one, what to do.
    static func explain(_ problem: ConnectionProblem, instance: String, now: Date = Date()) -> String {
        switch problem {
        case .unreachable: return "cannot reach \(instance)"
        case .timedOut: return "\(instance) did not answer in time"
        case .untrustedCertificate:
            return "the certificate of \(instance) is not trusted here, so nothing was sent; "
                + "behind a company's own authority, point SSL_CERT_FILE at its certificate file"
        case .unauthorized: return "\(instance) refused the token (401): make a new one and pass --token"
        case .forbidden(let message): return "not allowed (403)" + (message.map { ": \($0)" } ?? "")
        case .notFound: return "not found on \(instance) (404)"
        case .rateLimited(let until):
            guard let until else { return "rate limited by \(instance): wait a few minutes" }
            // A time from a server is clamped where it is read; this stays safe for any other.
            let wait = min(max(0, until.timeIntervalSince(now)), 24 * 3600)
            let minutes = max(1, Int(((wait.isFinite ? wait : 0) / 60).rounded(.up)))
            return "rate limited by \(instance): try again in \(minutes) min"
        case .serverError(let status): return "\(instance) failed (\(status)); try again with r"
        case .unreadableResponse: return "\(instance) sent an answer that cannot be read"
        case .rejected(let message): return "refused" + (message.map { ": \($0)" } ?? "")
        case .storage(let reason): return "could not save: \(reason)"
        }
    }

    // MARK: - Messages

    static let messagesTabTitle = "Messages"
    static let conversationsTitle = "Messages"
    static let newConversationHint = "n: new message"
    static let loadingConversations = "loading conversations…"
    static let loadingOlderConversations = "loading older conversations…"
    static let noConversationsYet = "No messages yet: n writes to someone."
    static let endOfConversations = "— the end of the conversations —"
    static let onlyYou = "Only you"
    static let lastMessageGone = "(the last message was deleted)"
    static let youPrefix = "You: "
    static let unread = "unread"
    static let newConversationTitle = "New message to (one or more @handles):"
    static let newConversationComposerHint = "Enter looks them up · Esc cancels"
    static let lookingUpAccounts = "looking them up…"
    static let noHandlesGiven = "write one or more @handles, such as @grace"
    static let loadingMessages = "loading the messages…"
    static let noMessagesYet = "No messages yet: what you write below starts the conversation."
    static let messageTakenBack = "not sent, and taken out of the outbox: its text is back in the box below"
    static let cannotMessageYourself = "this is you: m writes to someone else"
    static let emptyMessage = "nothing to send: write a message first"
    static let messageComposerHint = "Enter sends · Ctrl-J new line · Esc: the messages (r retries, x takes back)"

    static func conversationsOnline(count: Int, updated: String) -> String {
        "online · \(count) conversation\(count == 1 ? "" : "s") · updated \(updated)"
    }

    static func conversationsCached(savedAgo: String) -> String { "showing conversations saved \(savedAgo) · refreshing…" }
    static func conversationsNotLoaded(_ reason: String) -> String { "conversations did not load: \(reason) · r tries again" }
    static func olderConversationsFailed(_ reason: String) -> String {
        "older conversations did not load: \(reason) · scroll down to try again"
    }
    static func conversationsNotSaved(_ reason: String) -> String { "the conversations came, but could not be saved: \(reason)" }
    static func noSuchAccount(_ handle: String, instance: String) -> String { "no account @\(handle) on \(instance)" }
    static func accountNotLookedUp(_ handle: String, _ reason: String) -> String { "@\(handle) could not be looked up: \(reason)" }
    static func messageTo(_ names: String) -> String { "Message to \(names)" }
    static func messagesNotLoaded(_ reason: String) -> String { "the messages did not load: \(reason) · r tries again" }
    static func messageNotSaved(_ reason: String) -> String { "the message could not be kept: \(reason) · it is back in the box" }
    static func messagesOnline(count: Int) -> String { "online · \(count) message\(count == 1 ? "" : "s")" }
    static func photoAltText(_ altText: String?) -> String { "▣ " + (altText ?? "a photo without a description") }

    /// "Grace Hopper", "Grace Hopper and Alan Turing", "Grace Hopper, Alan Turing and Katherine Johnson".
    static func names(_ names: [String]) -> String {
        switch names.count {
        case 0: return onlyYou
        case 1: return names[0]
        default: return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        }
    }

    // MARK: - Signing in

    static func signingIn(_ instance: String) -> String { "Signing in to \(instance)." }
    static let signInOpenAddress = "Open this address in a browser, sign in there if asked, and allow Tintype:"
    static let signInBrowserOpened = "Opened in your browser. Waiting for it to come back here… (Ctrl-C gives up)"
    static let signInWaitingForBrowser =
        "Waiting for the browser on this machine to come back here… (Ctrl-C gives up; over ssh, sign in with --paste-code)"
    static let signInPasteCode = "Paste the code the page shows, then Enter: "
    static let signInNoCode = "no code was given, so nothing was signed in"
    static func signInCodeRefused(_ reason: String) -> String {
        "the instance did not take the code (\(reason)): it works once and soon runs out; sign in again"
    }
    static func signInMissingScopes(_ scopes: [String]) -> String {
        "the instance did not grant \(scopes.joined(separator: " and ")), which Tintype needs to show and write posts; nothing was kept"
    }
    static func signedIn(_ name: String) -> String { "Signed in as \(name). Run tintype to open the home feed." }
    static let signInTitle = "Sign in"
    static let signInQuitHint = "Esc back · Ctrl-C quits"
    static let signInStatus = "not signed in"
    static let signInExplanation =
        "Tintype shows your photo feed from a Pixelfed, Mastodon, GoToSocial or Akkoma instance. Name yours: its sign-in page opens in your browser, and your password never passes through Tintype."
    static let signInInstanceTitle = "Your instance, such as pixelfed.social"
    static let signInInstanceHint = "Enter signs in · Esc quits"
    static let signInCodeTitle = "The code the page shows"
    static let signInCodeHint = "paste it, then Enter · Esc starts again"
    static let signInBrowserOpenedHere =
        "Opened in your browser. Tintype goes on by itself once you allow it there. o opens it again · Esc gives up"
    static let signInWaitingHere =
        "Open it in a browser on this machine; Tintype goes on by itself once you allow it there. Esc gives up"
    static func signInFinishing(_ instance: String) -> String { "Signing in to \(instance)…" }
    static let accountSwitcherTitle = "Accounts"
    static let accountShownNow = "shown now"
    static let accountOpenedByDefault = "opened by default"
    static let signInAnotherAccount = "Sign in to another account…"
}
