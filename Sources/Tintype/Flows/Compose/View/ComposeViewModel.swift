/// What the composer shows besides the text being edited.
struct ComposeViewModel: Equatable {
    struct PhotoRow: Equatable {
        /// The file's name, clean for the terminal.
        var name: String
        /// The alt text, or what to do about there being none.
        var altText: String
        var isMissingAltText: Bool
        /// While the post is sent: how far the photo's upload has gone, 0 to 1.
        var upload: Double?
    }

    /// "Photos · 2 of 4".
    var photosTitle: String
    var photos: [PhotoRow]
    /// "12/500", and whether the caption is over the limit.
    var captionCount: String
    var isCaptionOver: Bool
    /// "public · not sensitive · language: en".
    var options: String
    /// "published at 2026-12-24 09:00", for a post with a time.
    var publishing: String?
    /// "poll: tea · coffee — open 1d · one choice", for a post with a poll.
    var poll: String?
    /// The poll's options as typed, to type them again.
    var pollOptions: String
    /// "❝ quoting Grace Hopper @grace: Moths in relay 70", for a post that quotes another.
    var quote: String?
    /// The post is on its way: the form stays as it is until it is answered.
    var isSending: Bool
}
