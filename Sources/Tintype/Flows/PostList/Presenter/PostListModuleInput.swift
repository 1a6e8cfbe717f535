/// Module is responsible for a list of posts embedded in another module: paging, thumbnails, the
/// grid or the list, and every post as the store has it.
///
/// Its host drives it while it is shown, so besides configuring it is told what the host learnt.
@MainActor
public protocol PostListModuleInput: AnyObject {
    /// Names what to list and fetches its newest page; the same source again fetches it anew
    /// with the posts kept in view, another one starts over from nothing.
    func configure(listing source: PostListSource)
    /// Who hears what the list has to say; it is handed this input at once.
    func setModuleOutput(_ moduleOutput: any PostListModuleOutput)
    /// Fetches the newest page again, the posts kept in view meanwhile.
    func refresh()
    /// Lists no post while `hidden` (a suspended account's), and every one again after.
    func hidePosts(_ hidden: Bool)
    /// Lists replies too, or leaves them in their threads (Home's choice, which it keeps).
    func showReplies(_ shown: Bool)
    /// Each post a large photo with its caption under it, or compact rows (Home's choice, which it
    /// keeps); the same post stays selected.
    func showLargePhotos(_ large: Bool)
    /// Something new was posted where the list is fetched from: the newest page again, the rows
    /// read kept in view (once more if it came while a page was on its way).
    func fetchNews()
    /// Draws the rows again, their ages ("5m") counted from now.
    func showAgesFromNow()
    /// Selects the row at `index` and shows it on top: where I stopped reading.
    func showReadPosition(at index: Int)
}
