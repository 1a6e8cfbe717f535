/// Module is responsible for the home feed: the posts of the people the account follows.
///
/// The feed is the signed-in account's: only whether it opens with the composer over it.
@MainActor
public protocol FeedModuleInput: AnyObject {
    /// The composer opens over the feed as soon as it is shown (`tintype post` on a terminal).
    func configureOpeningComposer()
}
