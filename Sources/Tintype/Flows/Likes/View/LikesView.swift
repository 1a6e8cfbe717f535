import TerminalUI

/// Module is responsible for who liked my posts, and the posts I liked.
///
/// A passive panel: a title bar, one of two lists (the likes of my posts, the posts I liked),
/// each with its own data display manager so that each keeps its selection and scroll, and a
/// status line. Keys go through the module's key map; what to show comes from the presenter.
@MainActor
final class LikesView: LikesViewInput, ModuleView, TransitionHandler, ListDataDisplayManagerDelegate {
    var output: (any LikesViewOutput)?
    let activityDisplayManager: ListDataDisplayManager<LikeGroupCell>
    let likedPostsDisplayManager: ListDataDisplayManager<PostCell>
    private(set) var section = LikesSection.activity
    private let panel = ModulePanel()

    init(
        activityDisplayManager: ListDataDisplayManager<LikeGroupCell>, likedPostsDisplayManager: ListDataDisplayManager<PostCell>
    ) {
        self.activityDisplayManager = activityDisplayManager
        self.likedPostsDisplayManager = likedPostsDisplayManager
        activityDisplayManager.delegate = self
        likedPostsDisplayManager.delegate = self
    }

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        panel.attach(to: screen, frame: frame, navigator: navigator)
        output?.didTriggerViewReadyEvent()
    }

    func detach() { panel.detach() }
    func layout(in frame: Rect) { panel.layout(in: frame) }

    func setHidden(_ hidden: Bool) {
        panel.setHidden(hidden)
        hidden ? output?.didTriggerViewDidDisappearEvent() : output?.didTriggerViewWillAppearEvent()
    }

    func handle(_ key: KeyEvent) {
        if panel.handleKeyHelpKey(key) { return }
        switch LikesKeyMap.keyMap.action(for: key) {
        case .list(let action)?:
            _ = section == .activity ? activityDisplayManager.perform(action) : likedPostsDisplayManager.perform(action)
            panel.setNeedsDisplay()
        case .open?: selectedIndex.map { output?.didSelectItem(at: $0) }
        case .profile?: selectedIndex.map { output?.didTriggerProfileEvent(at: $0) }
        case .likers?: selectedIndex.map { output?.didTriggerLikersEvent(at: $0) }
        case .unlike?: selectedIndex.map { output?.didTriggerUnlikeEvent(at: $0) }
        case .switchSection?: output?.didTriggerSwitchSectionEvent()
        case .refresh?: output?.didTriggerRefreshEvent()
        case .help?: panel.showKeyHelp(LikesKeyMap.keyMap.helpEntries)
        case .close?: output?.didTriggerCloseEvent()
        case nil: break
        }
    }

    func drawIfNeeded() {
        panel.drawIfNeeded { [section, activityDisplayManager, likedPostsDisplayManager] canvas, top, size in
            switch section {
            case .activity: activityDisplayManager.draw(in: canvas, top: top, size: size)
            case .likedPosts: likedPostsDisplayManager.draw(in: canvas, top: top, size: size)
            }
        }
        let shown =
            section == .activity ? activityDisplayManager.takeVisibleRangeChange() : likedPostsDisplayManager.takeVisibleRangeChange()
        if let shown { output?.didShowRows(at: shown) }
    }

    // MARK: - LikesViewInput

    func setupInitialState() {
        panel.setNeedsDisplay()
    }

    func showTitle(_ title: String, trailing: String) {
        panel.showTitle(title, trailing: trailing)
    }

    func showStatus(_ status: StatusLineViewModel) {
        panel.showStatus(status)
    }

    func showSection(_ section: LikesSection) {
        self.section = section
        panel.setNeedsDisplay()
    }

    func updateActivity(with cellObjects: [LikeGroupCellObject]) {
        activityDisplayManager.update(with: cellObjects)
        panel.setNeedsDisplay()
    }

    func updateLikedPosts(with cellObjects: [PostCellObject]) {
        likedPostsDisplayManager.update(with: cellObjects)
        panel.setNeedsDisplay()
    }

    func showFooter(_ text: String?, in section: LikesSection) {
        switch section {
        case .activity: activityDisplayManager.showFooter(text)
        case .likedPosts: likedPostsDisplayManager.showFooter(text)
        }
        panel.setNeedsDisplay()
    }

    // MARK: - TransitionHandler

    func openModule(_ view: any ModuleView) { panel.push(view) }
    func closeCurrentModule() { panel.pop() }

    // MARK: - ListDataDisplayManagerDelegate

    func didReachEndOfList() {
        output?.didReachEndOfList()
    }

    // MARK: - Private

    private var selectedIndex: Int? {
        section == .activity ? activityDisplayManager.selectedIndex : likedPostsDisplayManager.selectedIndex
    }
}
