import TerminalUI

/// Module is responsible for a list of posts embedded in another module: paging, thumbnails, the
/// grid or the list, and every post as the store has it.
///
/// A passive panel inside its host's, without bars: the posts as a grid of photos or as a list,
/// and a footer. It takes the keys that move, open and change the layout; the rest are the host's.
@MainActor
final class PostListView: PostListViewInput, EmbeddedModuleView, TransitionHandler, ListDataDisplayManagerDelegate {
    var output: (any PostListViewOutput)?
    let dataDisplayManager: ListDataDisplayManager<PostCell>
    let gridDataDisplayManager: GridDataDisplayManager
    private let panel = ModulePanel(showsBars: false)
    /// The keys of either layout, as the host's section of the configuration file has them.
    private var listKeyMap: KeyMap<PostListKeyMap.Action>
    private let gridKeyMap: KeyMap<PostListKeyMap.Action>
    private var asksForGrid = true
    /// Whether the posts may be drawn as the grid at all: without it (Home) the grid is not kept.
    private var offersGrid = true
    /// Whether the posts were last drawn as the grid: what the keys act on.
    private(set) var drawsGrid = false

    /// `hostKeys`: the keys the host binds while the posts are shown, which the selected post's
    /// actions leave to it.
    init(
        keysScreen: String, hostKeys: Set<KeyEvent>, dataDisplayManager: ListDataDisplayManager<PostCell>,
        gridDataDisplayManager: GridDataDisplayManager
    ) {
        listKeyMap = PostListKeyMap.keyMap(on: keysScreen, asGrid: false, leaving: hostKeys)
        gridKeyMap = PostListKeyMap.keyMap(on: keysScreen, asGrid: true, leaving: hostKeys)
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
        _ = handleIfOwned(key)
    }

    func copyToClipboard(_ text: String) -> Bool {
        panel.copyToClipboard(text)
    }

    func keys(forClick click: MouseEvent) -> [KeyEvent] {
        guard click.isClick, let place = panel.contentPlace(of: click) else { return [] }
        if drawsGrid { return gridDataDisplayManager.keys(forClickOnLine: place.line, column: place.column) }
        return dataDisplayManager.keys(forClickOnLine: place.line)
    }

    // MARK: - EmbeddedModuleView

    func handleIfOwned(_ key: KeyEvent) -> Bool {
        switch keyMap.action(for: key) {
        case .list(let action)?:
            if dataDisplayManager.perform(action) { panel.setNeedsDisplay() }
            dataDisplayManager.selectedIndex.map { output?.didMoveSelection(to: $0) }
        case .grid(let action)?:
            if gridDataDisplayManager.perform(action) { panel.setNeedsDisplay() }
        case .open?: selectedIndex.map { output?.didSelectPost(at: $0) }
        case .like?: selectedIndex.map { output?.didTriggerLikeEvent(at: $0) }
        case .profile?: selectedIndex.map { output?.didTriggerProfileEvent(at: $0) }
        case .likers?: selectedIndex.map { output?.didTriggerLikersEvent(at: $0) }
        case .copyAddress?: selectedIndex.map { output?.didTriggerCopyAddressEvent(at: $0) }
        case .layout?: output?.didTriggerLayoutEvent()
        case nil: return false
        }
        return true
    }

    var keyHelpEntries: [KeyHelpEntry] { keyMap.helpEntries }

    /// The posts are the host's body: always in use.
    var isInUse: Bool { true }

    func wantedRows(columns: Int, upTo limit: Int) -> Int { limit }

    func drawIfNeeded() {
        panel.drawIfNeeded { canvas, top, size in
            showGrid(offersGrid && asksForGrid && canvas.pictureColors != .none)
            if drawsGrid {
                gridDataDisplayManager.draw(in: canvas, top: top, size: size)
            } else {
                dataDisplayManager.draw(in: canvas, top: top, size: size)
            }
        }
        let shown = drawsGrid ? gridDataDisplayManager.takeVisibleRangeChange() : dataDisplayManager.takeVisibleRangeChange()
        if let shown { output?.didShowPosts(at: shown) }
    }

    // MARK: - PostListViewInput

    func setupInitialState() {
        panel.setNeedsDisplay()
    }

    func update(with cellObjects: [PostCellObject], renamedIds: [String: String]) {
        dataDisplayManager.update(with: cellObjects, renamedIds: renamedIds)
        if offersGrid { gridDataDisplayManager.update(with: cellObjects) }
        panel.setNeedsDisplay()
    }

    func updateRows(_ cellObjects: [PostCellObject]) {
        dataDisplayManager.replace(cellObjects)
        if offersGrid { gridDataDisplayManager.replace(cellObjects) }
        panel.setNeedsDisplay()
    }

    func showPostsAsGrid(_ asGrid: Bool) {
        asksForGrid = asGrid
        panel.setNeedsDisplay()
    }

    func showFooter(_ text: String?) {
        dataDisplayManager.showFooter(text)
        if offersGrid { gridDataDisplayManager.showFooter(text) }
        panel.setNeedsDisplay()
    }

    /// Without the grid the layout key is the host's (Home's `v` shows replies).
    func offerGrid(_ offered: Bool) {
        offersGrid = offered
        guard !offered else { return }
        listKeyMap = PostListKeyMap.withoutLayout(listKeyMap)
    }

    func showReadPosition(at index: Int) {
        dataDisplayManager.selectOnTop(index)
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
        drawsGrid ? gridDataDisplayManager.selectedTile : dataDisplayManager.selectedIndex
    }

    private var keyMap: KeyMap<PostListKeyMap.Action> {
        drawsGrid ? gridKeyMap : listKeyMap
    }

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
}
