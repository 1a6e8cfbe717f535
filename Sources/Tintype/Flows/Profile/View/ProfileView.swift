import TerminalUI

/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
///
/// A passive panel: a title bar, the profile's header, the account's posts as a grid of photos or
/// as a list, a status line. Keys go through the module's key map for the one shown; what to show
/// comes from the presenter, told with the view ready whether the terminal draws pictures, since
/// the grid needs them: it asks for the grid only where it can be drawn.
@MainActor
final class ProfileView: ProfileViewInput, ModuleView, TransitionHandler, ListDataDisplayManagerDelegate {
    /// The share of the body the header may take; the posts get the rest.
    static let headerShare = (numerator: 1, denominator: 2)

    var output: (any ProfileViewOutput)?
    let dataDisplayManager: ListDataDisplayManager<PostCell>
    let gridDataDisplayManager: GridDataDisplayManager
    private let panel = ModulePanel()
    /// A confirming press is the same key again with none between.
    private var keyRepeat = KeyRepeat()
    private var asksForGrid = true
    /// Whether the posts were last drawn as the grid: what the keys act on.
    private(set) var drawsGrid = false
    private(set) var header: ProfileHeaderCellObject?
    /// The header laid out for the last width and height it was drawn at.
    private var headerLines: (columns: Int, maximumLines: Int, showsPictures: Bool, lines: [StyledLine])?

    init(dataDisplayManager: ListDataDisplayManager<PostCell>, gridDataDisplayManager: GridDataDisplayManager) {
        self.dataDisplayManager = dataDisplayManager
        self.gridDataDisplayManager = gridDataDisplayManager
        dataDisplayManager.delegate = self
        gridDataDisplayManager.delegate = self
    }

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        panel.attach(to: screen, frame: frame, navigator: navigator)
        output?.didTriggerViewReadyEvent(drawsPictures: panel.drawsPictures)
    }

    func detach() { panel.detach() }
    func layout(in frame: Rect) { panel.layout(in: frame) }

    func setHidden(_ hidden: Bool) {
        panel.setHidden(hidden)
        hidden ? output?.didTriggerViewDidDisappearEvent() : output?.didTriggerViewWillAppearEvent()
    }

    func handle(_ key: KeyEvent) {
        let isRepeated = keyRepeat.isRepeat(key)
        if panel.handleKeyHelpKey(key) { return }
        let keyMap = drawsGrid ? ProfileKeyMap.gridKeyMap : ProfileKeyMap.keyMap
        switch keyMap.action(for: key) {
        case .list(let action)?:
            dataDisplayManager.perform(action)
            panel.setNeedsDisplay()
        case .grid(let action)?:
            gridDataDisplayManager.perform(action)
            panel.setNeedsDisplay()
        case .open?:
            let selected = drawsGrid ? gridDataDisplayManager.selectedTile : dataDisplayManager.selectedIndex
            selected.map { output?.didSelectPost(at: $0) }
        case .layout?: output?.didTriggerPostsLayoutEvent()
        case .saved?: output?.didTriggerSavedEvent()
        case .compose?: output?.didTriggerComposeEvent()
        case .follow?: output?.didTriggerFollowEvent()
        case .block?: output?.didTriggerBlockEvent(isRepeated: isRepeated)
        case .mute?: output?.didTriggerMuteEvent(isRepeated: isRepeated)
        case .report?: output?.didTriggerReportEvent(isRepeated: isRepeated)
        case .message?: output?.didTriggerMessageEvent()
        case .followers?: output?.didTriggerFollowersEvent()
        case .following?: output?.didTriggerFollowingEvent()
        case .refresh?: output?.didTriggerRefreshEvent()
        case .help?: panel.showKeyHelp(keyMap.helpEntries)
        case .back?: output?.didTriggerBackEvent()
        case .close?: output?.didTriggerCloseEvent()
        case nil: break
        }
    }

    func drawIfNeeded() {
        panel.drawIfNeeded { canvas, top, size in
            let share = size.rows * Self.headerShare.numerator / Self.headerShare.denominator
            let headerLines = layOutHeader(
                columns: size.columns, maximumLines: max(0, min(share, size.rows - 1)), showsPictures: canvas.pictureColors != .none)
            for (offset, line) in headerLines.enumerated() {
                canvas.fill(row: top + offset, column: 0, width: size.columns, style: .plain)
                line.draw(
                    in: canvas, row: top + offset, column: ProfileHeaderCell.gutter,
                    maximumWidth: size.columns - ProfileHeaderCell.gutter)
            }
            let listRows = size.rows - headerLines.count
            guard listRows > 0 else { return }
            showGrid(asksForGrid && canvas.pictureColors != .none)
            let band = TerminalSize(rows: listRows, columns: size.columns)
            if drawsGrid {
                gridDataDisplayManager.draw(in: canvas, top: top + headerLines.count, size: band)
            } else {
                dataDisplayManager.draw(in: canvas, top: top + headerLines.count, size: band)
            }
        }
        let shown = drawsGrid ? gridDataDisplayManager.takeVisibleRangeChange() : dataDisplayManager.takeVisibleRangeChange()
        if let shown { output?.didShowPosts(at: shown) }
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
        gridDataDisplayManager.update(with: cellObjects)
        panel.setNeedsDisplay()
    }

    func updateRows(_ cellObjects: [PostCellObject]) {
        dataDisplayManager.replace(cellObjects)
        gridDataDisplayManager.replace(cellObjects)
        panel.setNeedsDisplay()
    }

    func showPostsAsGrid(_ asGrid: Bool) {
        asksForGrid = asGrid
        panel.setNeedsDisplay()
    }

    func showStatus(_ status: StatusLineViewModel) {
        panel.showStatus(status)
    }

    func showFooter(_ text: String?) {
        dataDisplayManager.showFooter(text)
        gridDataDisplayManager.showFooter(text)
        panel.setNeedsDisplay()
    }

    // MARK: - TransitionHandler

    func openModule(_ view: any ModuleView) { panel.push(view) }
    func closeCurrentModule() { panel.pop() }

    // MARK: - Private

    /// Switches between grid and list with the same post selected.
    private func showGrid(_ grid: Bool) {
        guard grid != drawsGrid else { return }
        drawsGrid = grid
        if grid {
            gridDataDisplayManager.select(dataDisplayManager.selectedIndex ?? 0)
        } else {
            dataDisplayManager.select(gridDataDisplayManager.selectedTile ?? 0)
        }
    }

    private func layOutHeader(columns: Int, maximumLines: Int, showsPictures: Bool) -> [StyledLine] {
        guard let header else { return [] }
        if let laidOut = headerLines, laidOut.columns == columns, laidOut.maximumLines == maximumLines,
            laidOut.showsPictures == showsPictures
        {
            return laidOut.lines
        }
        let lines = ProfileHeaderCell.lines(for: header, width: columns, maximumLines: maximumLines, showsPictures: showsPictures)
        headerLines = (columns, maximumLines, showsPictures, lines)
        return lines
    }

    // MARK: - ListDataDisplayManagerDelegate

    func didReachEndOfList() {
        output?.didReachEndOfList()
    }
}
