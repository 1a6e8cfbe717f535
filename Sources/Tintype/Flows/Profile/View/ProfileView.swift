import TerminalUI

/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
///
/// A passive panel: a title bar, the profile's header, the account's posts as a list, a status
/// line. Keys go through the module's key map; what to show comes from the presenter.
@MainActor
final class ProfileView: ProfileViewInput, ModuleView, TransitionHandler, ListDataDisplayManagerDelegate {
    /// The share of the body the header may take; the posts get the rest.
    static let headerShare = (numerator: 1, denominator: 2)

    var output: (any ProfileViewOutput)?
    let dataDisplayManager: ListDataDisplayManager<PostCell>
    private let panel = ModulePanel()
    private(set) var header: ProfileHeaderCellObject?
    /// The header laid out for the last width and height it was drawn at.
    private var headerLines: (columns: Int, maximumLines: Int, lines: [StyledLine])?

    init(dataDisplayManager: ListDataDisplayManager<PostCell>) {
        self.dataDisplayManager = dataDisplayManager
        dataDisplayManager.delegate = self
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
        switch ProfileKeyMap.keyMap.action(for: key) {
        case .list(let action)?:
            dataDisplayManager.perform(action)
            panel.setNeedsDisplay()
        case .open?: dataDisplayManager.selectedIndex.map { output?.didSelectPost(at: $0) }
        case .follow?: output?.didTriggerFollowEvent()
        case .message?: output?.didTriggerMessageEvent()
        case .followers?: output?.didTriggerFollowersEvent()
        case .following?: output?.didTriggerFollowingEvent()
        case .refresh?: output?.didTriggerRefreshEvent()
        case .help?: panel.showKeyHelp(ProfileKeyMap.keyMap.helpEntries)
        case .back?: output?.didTriggerBackEvent()
        case .close?: output?.didTriggerCloseEvent()
        case nil: break
        }
    }

    func drawIfNeeded() {
        panel.drawIfNeeded { canvas, top, size in
            let share = size.rows * Self.headerShare.numerator / Self.headerShare.denominator
            let headerLines = layOutHeader(columns: size.columns, maximumLines: max(0, min(share, size.rows - 1)))
            for (offset, line) in headerLines.enumerated() {
                canvas.fill(row: top + offset, column: 0, width: size.columns, style: .plain)
                line.draw(
                    in: canvas, row: top + offset, column: ProfileHeaderCell.gutter,
                    maximumWidth: size.columns - ProfileHeaderCell.gutter)
            }
            let listRows = size.rows - headerLines.count
            if listRows > 0 {
                dataDisplayManager.draw(in: canvas, top: top + headerLines.count, size: TerminalSize(rows: listRows, columns: size.columns))
            }
        }
        if let shown = dataDisplayManager.takeVisibleRangeChange() { output?.didShowPosts(at: shown) }
    }

    // MARK: - ProfileViewInput

    func setupInitialState() {
        panel.setNeedsDisplay()
    }

    func showTitle(_ title: String, trailing: String) {
        panel.showTitle(title, trailing: trailing)
    }

    func showHeader(_ header: ProfileHeaderCellObject) {
        self.header = header
        headerLines = nil
        panel.setNeedsDisplay()
    }

    func update(with cellObjects: [PostCellObject]) {
        dataDisplayManager.update(with: cellObjects)
        panel.setNeedsDisplay()
    }

    func showStatus(_ status: StatusLineViewModel) {
        panel.showStatus(status)
    }

    func showFooter(_ text: String?) {
        dataDisplayManager.showFooter(text)
        panel.setNeedsDisplay()
    }

    // MARK: - TransitionHandler

    func openModule(_ view: any ModuleView) { panel.push(view) }
    func closeCurrentModule() { panel.pop() }

    // MARK: - Private

    private func layOutHeader(columns: Int, maximumLines: Int) -> [StyledLine] {
        guard let header else { return [] }
        if let laidOut = headerLines, laidOut.columns == columns, laidOut.maximumLines == maximumLines {
            return laidOut.lines
        }
        let lines = ProfileHeaderCell.lines(for: header, width: columns, maximumLines: maximumLines)
        headerLines = (columns, maximumLines, lines)
        return lines
    }

    // MARK: - ListDataDisplayManagerDelegate

    func didReachEndOfList() {
        output?.didReachEndOfList()
    }
}
