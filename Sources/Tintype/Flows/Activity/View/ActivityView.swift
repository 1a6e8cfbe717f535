import TerminalUI

/// Module is responsible for what happened to me (likes, comments, mentions, follows, boosts), and the posts I liked.
///
/// A passive panel: a title bar, one of two lists, and a status line. What happened to me is
/// this view's list; the posts I liked are the list of posts module, embedded once they are
/// first shown, offered each key first while they are in front. Each keeps its selection and
/// scroll. Keys go through the module's key map; what to show comes from the presenter.
@MainActor
final class ActivityView: ActivityViewInput, ModuleView, EmbeddingTransitionHandler, ListDataDisplayManagerDelegate {
    var output: (any ActivityViewOutput)?
    let activityDisplayManager: ListDataDisplayManager<NoticeGroupCell>
    private(set) var section = ActivitySection.activity
    /// The posts I liked, once shown.
    private(set) var likedPosts: (any EmbeddedModuleView)?
    private let panel = ModulePanel()
    private var isHidden = false

    init(activityDisplayManager: ListDataDisplayManager<NoticeGroupCell>) {
        self.activityDisplayManager = activityDisplayManager
        activityDisplayManager.delegate = self
    }

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        panel.attach(to: screen, frame: frame, navigator: navigator)
        output?.didTriggerViewReadyEvent()
    }

    func detach() {
        likedPosts?.detach()
        panel.detach()
    }

    func layout(in frame: Rect) { panel.layout(in: frame) }

    func setHidden(_ hidden: Bool) {
        isHidden = hidden
        panel.setHidden(hidden)
        showLikedPostsIfInFront()
        hidden ? output?.didTriggerViewDidDisappearEvent() : output?.didTriggerViewWillAppearEvent()
    }

    func handle(_ key: KeyEvent) {
        if panel.handleKeyHelpKey(key) { return }
        if section == .likedPosts {
            if let likedPosts, likedPosts.handleIfOwned(key) { return }
            return handleAboveLikedPosts(ActivityKeyMap.keyMap.action(for: key))
        }
        switch ActivityKeyMap.keyMap.action(for: key) {
        case .list(let action)?:
            activityDisplayManager.perform(action)
            panel.setNeedsDisplay()
        case .open?: selectedIndex.map { output?.didSelectItem(at: $0) }
        case .profile?: selectedIndex.map { output?.didTriggerProfileEvent(at: $0) }
        case .likers?: selectedIndex.map { output?.didTriggerLikersEvent(at: $0) }
        case .followBack?: selectedIndex.map { output?.didTriggerFollowBackEvent(at: $0) }
        case .accept?: selectedIndex.map { output?.didTriggerAnswerRequestEvent(at: $0, accepting: true) }
        case .reject?: selectedIndex.map { output?.didTriggerAnswerRequestEvent(at: $0, accepting: false) }
        case .filter?: output?.didTriggerFilterEvent()
        case let action?: handleAboveLikedPosts(action)
        case nil: break
        }
    }

    func keys(forClick click: MouseEvent) -> [KeyEvent] {
        switch section {
        case .activity:
            guard click.isClick, let line = panel.contentPlace(of: click)?.line else { return [] }
            return activityDisplayManager.keys(forClickOnLine: line)
        case .likedPosts: return likedPosts?.keys(forClick: click) ?? []
        }
    }

    func drawIfNeeded() {
        panel.drawIfNeeded { [section, activityDisplayManager, likedPosts, panel] canvas, top, size in
            switch section {
            case .activity: activityDisplayManager.draw(in: canvas, top: top, size: size)
            case .likedPosts: if let likedPosts, let frame = panel.embeddedFrame(below: 0) { likedPosts.layout(in: frame) }
            }
        }
        switch section {
        case .activity: activityDisplayManager.takeVisibleRangeChange().map { output?.didShowRows(at: $0) }
        case .likedPosts: likedPosts?.drawIfNeeded()
        }
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
        showLikedPostsIfInFront()
        panel.setNeedsDisplay()
    }

    func updateActivity(with cellObjects: [NoticeGroupCellObject]) {
        activityDisplayManager.update(with: cellObjects)
        panel.setNeedsDisplay()
    }

    func updateRows(_ activityRows: [NoticeGroupCellObject]) {
        activityDisplayManager.replace(activityRows)
        panel.setNeedsDisplay()
    }

    func showFooter(_ text: String?) {
        activityDisplayManager.showFooter(text)
        panel.setNeedsDisplay()
    }

    // MARK: - EmbeddingTransitionHandler

    func openModule(_ view: any ModuleView) { panel.push(view) }
    func closeCurrentModule() { panel.pop() }

    func embedModule(_ view: any EmbeddedModuleView) {
        likedPosts?.detach()
        likedPosts = view
        guard let frame = panel.embeddedFrame(below: 0) else { return }
        panel.attach(embedded: view, frame: frame)
        showLikedPostsIfInFront()
        panel.setNeedsDisplay()
    }

    // MARK: - ListDataDisplayManagerDelegate

    func didReachEndOfList() {
        output?.didReachEndOfList()
    }

    // MARK: - Private

    private var selectedIndex: Int? {
        activityDisplayManager.selectedIndex
    }

    /// The keys that work over either list: the other list, refresh, help, quit.
    private func handleAboveLikedPosts(_ action: ActivityKeyMap.Action?) {
        switch action {
        case .switchSection?: output?.didTriggerSwitchSectionEvent()
        case .refresh?: output?.didTriggerRefreshEvent()
        case .help?: panel.showKeyHelp(helpEntries)
        case .close?: output?.didTriggerCloseEvent()
        default: break
        }
    }

    private var helpEntries: [KeyHelpEntry] {
        guard section == .likedPosts else { return ActivityKeyMap.keyMap.helpEntries }
        return (likedPosts?.keyHelpEntries ?? []) + ActivityKeyMap.keyMapAboveLikedPosts.helpEntries
    }

    /// The posts I liked are drawn only while they are in front on a tab in sight.
    private func showLikedPostsIfInFront() {
        likedPosts?.setHidden(isHidden || section != .likedPosts)
    }
}
