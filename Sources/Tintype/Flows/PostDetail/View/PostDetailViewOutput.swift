/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
@MainActor
protocol PostDetailViewOutput: AnyObject {
    /// The view is built and on screen for the first time.
    func didTriggerViewReadyEvent()
    /// Back in front, after another screen covered it.
    func didTriggerViewWillAppearEvent()
    /// Covered by another screen, or its tab left.
    func didTriggerViewDidDisappearEvent()
    /// Shows or hides the caption behind a content warning.
    func didTriggerRevealEvent()
    /// Likes the post, or takes the like back.
    func didTriggerLikeEvent()
    /// Boosts the post once confirmed, or takes the boost back; `isRepeated`: the key before this
    /// one was the same, which confirms.
    func didTriggerBoostEvent(isRepeated: Bool)
    /// Saves the post, or takes it out of the saved ones.
    func didTriggerSaveEvent()
    /// Edits my post in the composer.
    func didTriggerEditEvent()
    /// Takes my post down once confirmed (`isRepeated`: the same key twice, none between); with
    /// `writingAgain`, into the composer.
    func didTriggerDeleteEvent(writingAgain: Bool, isRepeated: Bool)
    /// `!`: report the post and its author to the moderators (a form asks why).
    func didTriggerReportEvent(isRepeated: Bool)
    /// Shows the next (1) or previous (-1) photo, going round.
    func didTriggerPhotoEvent(offset: Int)
    /// Opens the shown photo's original in the external viewer.
    func didTriggerOpenOriginalEvent()
    /// The shown photo full size, in the photo viewer.
    func didTriggerViewPhotoEvent()
    /// Opens the post author's profile.
    func didTriggerProfileEvent()
    /// Esc: back to where the module was opened from.
    func didTriggerBackEvent()
    /// `H`: every version of the post, as it was edited.
    func didTriggerHistoryEvent()
    /// `Q`: the post this one quotes, in full.
    func didTriggerOpenQuoteEvent()
    /// `"`: a new post that quotes this one, in the composer.
    func didTriggerQuoteEvent()
    /// `y`: the post's own address on the terminal's clipboard.
    func didTriggerCopyAddressEvent()
    /// `w`: the posts quoting this one, mine.
    func didTriggerQuotesEvent()
    /// `X`: my post, quoted in this one, taken out of it (asked first; `isRepeated`: the same key
    /// as the one before).
    func didTriggerRevokeQuoteEvent(isRepeated: Bool)
    /// `T`: the caption in my language, or the original again.
    func didTriggerTranslateEvent()
    /// `V`, then the numbers of the poll's options and `V` again to vote; another key drops it.
    func didTriggerPollEvent(_ key: PollVotingKey)
}
