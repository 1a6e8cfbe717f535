/// Module is responsible for the home feed: the posts of the people the account follows.
///
/// Where I stopped reading Home: at the first page fetched, the post kept is selected and shown
/// on top, the posts above it counted as new; from then on the row I select is kept as I read.
/// Nothing is kept before that, so the first row selected never overwrites where I stopped. The
/// selection is only moved there when the position came before the page was shown: a page on
/// screen, which the person may already be reading or moving in, is never moved under them.
@MainActor
final class HomeReadPosition: ReadPositionInteractorOutput {
    private let interactor: any ReadPositionInteractorInput
    /// Hears where the row placed is, which is how many posts are above it, new since I read
    /// there; it is to be selected and shown on top.
    var didPlace: (@MainActor (_ index: Int) -> Void)?
    private var saved: String??
    private var firstPageIds: [String]?
    private(set) var isPlaced = false
    private var lastKept: String?
    /// The row I selected before the position was placed.
    private var movedTo: String?
    /// The first page was shown before the server said where I stopped.
    private var pageCameFirst = false

    init(interactor: any ReadPositionInteractorInput) {
        self.interactor = interactor
    }

    func start() {
        interactor.obtainReadPosition()
    }

    /// The rows of the first page fetched from the server, in order.
    func didShowNewest(rowIds: [String]) {
        guard firstPageIds == nil else { return }
        firstPageIds = rowIds
        pageCameFirst = saved == nil
        placeIfReady()
    }

    /// The row selected now.
    func didRead(rowId: String) {
        guard isPlaced else {
            movedTo = rowId
            return
        }
        guard rowId != lastKept else { return }
        lastKept = rowId
        interactor.saveReadPosition(postId: rowId)
    }

    func didObtainReadPosition(_ postId: String?) {
        saved = .some(postId)
        placeIfReady()
    }

    private func placeIfReady() {
        guard !isPlaced, let saved, let firstPageIds else { return }
        isPlaced = true
        lastKept = saved
        if let movedTo { return didRead(rowId: movedTo) }
        guard !pageCameFirst, let saved, let index = firstPageIds.firstIndex(of: saved), index > 0 else { return }
        didPlace?(index)
    }
}
