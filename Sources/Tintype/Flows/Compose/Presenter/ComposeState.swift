/// Everything the compose presenter remembers.
struct ComposeState {
    var draft = PostDraft()
    /// The post being edited; nil for a new post. An edit is not kept as the new post's draft.
    var editingPostId: String?
    var limits = PostingLimits.usual
    /// The server's limits came (or the usual ones, the server out of reach): a post may be checked.
    var hasServerLimits = false
    /// Ctrl-S was pressed before they came: the post goes, or is refused, when they do.
    var isPostWaitingForLimits = false
    /// The draft kept from before came (or there was none): until then nothing is saved over it.
    var hasLoadedDraft = false
    /// The post is on its way: a second Ctrl-S must not send it twice.
    var isSending = false
    /// How far each photo's upload has gone, 0 to 1, by its place in the post, while sending.
    var uploads: [Int: Double] = [:]
    /// Refuse to post a photo without alt text (the configuration's `require_alt_text`).
    var requiresAltText = false
    /// The post the new one quotes, and its author and first line, as the opener asked.
    var quoting: (postId: String, excerpt: String)?

    /// The draft, whichever it is (a new one, the kept one), quotes the post asked for.
    mutating func quoteAsAsked() {
        guard let quoting else { return }
        draft.quotedPostId = quoting.postId
        draft.quotedExcerpt = quoting.excerpt
    }
}
