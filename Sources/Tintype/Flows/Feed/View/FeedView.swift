import TerminalUI

/// Module is responsible for the home feed: the posts of the people the account follows.
///
/// A passive panel: a title bar, the list of posts, a status line. Keys go to the list when they
/// move the selection and to the presenter as events otherwise; what to show comes from the
/// presenter.
@MainActor
final class FeedView: FeedViewInput, ListModuleView, ListDataDisplayManagerDelegate {
    var output: (any FeedViewOutput)?
    let dataDisplayManager: ListDataDisplayManager<PostCell>
    let panel = ModulePanel()

    init(dataDisplayManager: ListDataDisplayManager<PostCell>) {
        self.dataDisplayManager = dataDisplayManager
        dataDisplayManager.delegate = self
    }

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        panel.attach(to: screen, frame: frame, navigator: navigator)
        output?.didTriggerViewReadyEvent()
    }

    func setHidden(_ hidden: Bool) {
        panel.setHidden(hidden)
        hidden ? output?.didTriggerViewDidDisappearEvent() : output?.didTriggerViewWillAppearEvent()
    }

    func handle(_ key: KeyEvent) {
        if panel.handleKeyHelpKey(key) { return }
        switch FeedKeyMap.keyMap.action(for: key) {
        case .list(let action)?:
            dataDisplayManager.perform(action)
            dataDisplayManager.selectedIndex.map { output?.didMoveSelection(to: $0) }
            panel.setNeedsDisplay()
        case .open?: dataDisplayManager.selectedIndex.map { output?.didSelectPost(at: $0) }
        case .profile?: dataDisplayManager.selectedIndex.map { output?.didTriggerProfileEvent(at: $0) }
        case .like?: dataDisplayManager.selectedIndex.map { output?.didTriggerLikeEvent(at: $0) }
        case .likers?: dataDisplayManager.selectedIndex.map { output?.didTriggerLikersEvent(at: $0) }
        case .copyAddress?: dataDisplayManager.selectedIndex.map { output?.didTriggerCopyAddressEvent(at: $0) }
        case .refresh?: output?.didTriggerRefreshEvent()
        case .help?: panel.showKeyHelp(FeedKeyMap.keyMap.helpEntries)
        case .close?: output?.didTriggerCloseEvent()
        case .toggleReplies?: output?.didTriggerRepliesToggleEvent()
        case .toggleLayout?: output?.didTriggerLayoutToggleEvent()
        case .compose?: output?.didTriggerComposeEvent()
        case .timelines?: output?.didTriggerTimelinesEvent()
        case nil: break
        }
    }

    func drawIfNeeded() {
        panel.drawIfNeeded { canvas, top, size in
            dataDisplayManager.draw(in: canvas, top: top, size: size)
        }
        if let shown = dataDisplayManager.takeVisibleRangeChange() { output?.didShowPosts(at: shown) }
    }

    // MARK: - FeedViewInput

    func update(with cellObjects: [PostCellObject], renamedIds: [String: String]) {
        dataDisplayManager.update(with: cellObjects, renamedIds: renamedIds)
        panel.setNeedsDisplay()
    }

    func updateRows(_ cellObjects: [PostCellObject]) {
        dataDisplayManager.replace(cellObjects)
        panel.setNeedsDisplay()
    }

    func showTitle(_ title: String, subtitle: String) {
        panel.showTitle(title, trailing: subtitle)
    }

    func showReadPosition(at index: Int) {
        dataDisplayManager.selectOnTop(index)
        panel.setNeedsDisplay()
    }

    // MARK: - ListDataDisplayManagerDelegate

    func didReachEndOfList() {
        output?.didReachEndOfList()
    }
}
