/// Module is responsible for a new post: photos with their alt text, a caption, who may see it.
@MainActor
protocol ComposeViewOutput: AnyObject {
    /// The view is built and on screen for the first time.
    func didTriggerViewReadyEvent()
    /// The caption as it now reads, after each key.
    func didChangeCaption(_ caption: String)
    /// The content warning as it now reads, after each key.
    func didChangeContentWarning(_ contentWarning: String)
    /// A path was typed and accepted: add the picture there.
    func didAskToAddPhoto(atPath path: String)
    /// Tab in the path being typed.
    func didAskToCompletePath(_ partial: String)
    /// `d` on a photo: take it out of the post.
    func didRemovePhoto(at index: Int)
    /// Moves the photo one place earlier (-1) or later (1).
    func didMovePhoto(at index: Int, by offset: Int)
    /// The alt text written for a photo.
    func didSetAltText(_ altText: String, forPhotoAt index: Int)
    /// The next visibility: public, unlisted, followers only, mentioned only.
    func didTriggerVisibilityEvent()
    /// Marks the photos sensitive, or not.
    func didTriggerSensitiveEvent()
    /// `Q`: who may quote the post, the next choice.
    func didTriggerQuotePolicyEvent()
    /// `p` in the photos field: choose one from a folder, with thumbnails.
    func didTriggerPickPhotoEvent()
    /// The language typed for the post.
    func didSetLanguage(_ language: String)
    /// The poll's options typed, separated by commas; nothing typed takes the poll away.
    func didSetPollOptions(_ typed: String)
    /// `O`: the poll stays open for the next length.
    func didTriggerPollLengthEvent()
    /// `m`: one choice, or several.
    func didTriggerPollChoicesEvent()
    /// The time typed for the post to be published at (empty for at once).
    func didSetPublishingTime(_ typed: String)
    /// Ctrl-S: check the post and send it.
    func didTriggerPostEvent()
    /// Esc: back to where the composer was opened; the draft is kept.
    func didTriggerBackEvent()
}
