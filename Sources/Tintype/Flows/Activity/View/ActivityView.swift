import TerminalUI

/// Module is responsible for what happened to me (likes, comments, mentions, follows, boosts), and the posts I liked.
///
/// A passive panel: a title bar, one of two lists (what happened to me, the posts I liked),
/// each with its own data display manager so that each keeps its selection and scroll, and a
/// status line. Keys go through the module's key map; what to show comes from the presenter.
@MainActor
final class ActivityView: ActivityViewInput, ModuleView, TransitionHandler, ListDataDisplayManagerDelegate {
    var output: (any ActivityViewOutput)?
    let activityDisplayManager: ListDataDisplayManager<NoticeGroupCell>
    let likedPostsDisplayManager: ListDataDisplayManager<PostCell>
    private(set) var section = ActivitySection.activity
    private let panel = ModulePanel()

    init(
        activityDisplayManager: ListDataDisplayManager<NoticeGroupCell>, likedPostsDisplayManager: ListDataDisplayManager<PostCell>
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
        switch ActivityKeyMap.keyMap.action(for: key) {
        case .list(let action)?:
            _ = section == .activity ? activityDisplayManager.perform(action) : likedPostsDisplayManager.perform(action)
            panel.setNeedsDisplay()
        case .open?: selectedIndex.map { output?.didSelectItem(at: $0) }
        case .profile?: selectedIndex.map { output?.didTriggerProfileEvent(at: $0) }
        case .likers?: selectedIndex.map { output?.didTriggerLikersEvent(at: $0) }
        case .followOrUnlike?: selectedIndex.map { output?.didTriggerFollowOrUnlikeEvent(at: $0) }
        case .accept?: selectedIndex.map { output?.didTriggerAnswerRequestEvent(at: $0, accepting: true) }
        case .reject?: selectedIndex.map { output?.didTriggerAnswerRequestEvent(at: $0, accepting: false) }
        case .filter?: output?.didTriggerFilterEvent()
        case .switchSection?: output?.didTriggerSwitchSectionEvent()
        case .refresh?: output?.didTriggerRefreshEvent()
        case .help?: panel.showKeyHelp(ActivityKeyMap.keyMap.helpEntries)
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

    // MARK: - ActivityViewInput

    func setupInitialState() {
        panel.setNeedsDisplay()
    }

    func showTitle(_ title: String, trailing: String) {
        panel.showTitle(title, trailing: trailing)
    }

    func showStatus(_ status: StatusLineViewModel) {
        panel.showStatus(status)
    }

    func showSection(_ section: ActivitySection) {
        self.section = section
        panel.setNeedsDisplay()
    }

    func updateActivity(with cellObjects: [NoticeGroupCellObject]) {
        activityDisplayManager.update(with: cellObjects)
        panel.setNeedsDisplay()
    }

    func updateLikedPosts(with cellObjects: [PostCellObject]) {
        likedPostsDisplayManager.update(with: cellObjects)
        panel.setNeedsDisplay()
    }

    func updateRows(_ activityRows: [NoticeGroupCellObject], likedPostRows: [PostCellObject]) {
        activityDisplayManager.replace(activityRows)
        likedPostsDisplayManager.replace(likedPostRows)
        panel.setNeedsDisplay()
    }

    func showFooter(_ text: String?, in section: ActivitySection) {
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
