import TerminalUI

/// Module is responsible for the tab bar and the tabs under it.
///
/// The tab bar on the top row and, under it, one navigation stack per tab: only the stack in
/// front is shown and given keys, the others keep their modules, scroll and selection as they
/// were. A tab's first module is put on screen when the tab is first shown, so a tab nobody
/// opened costs nothing at start. Keys go to the tab bar first, unless the module in front is
/// taking text.
@MainActor
final class RootView: RootViewInput, ModuleView, RootTransitionHandler {
    var output: (any RootViewOutput)?
    private let panel = ModulePanel(showsBars: false)
    private var screen: (any Screen)?
    private var frame = Rect(row: 0, column: 0, rows: 0, columns: 0)
    private(set) var stacks: [NavigationStack] = []
    private(set) var activeIndex = 0
    private var tabBar = TabBarViewModel(tabs: [], activeIndex: 0, trailing: "")
    /// First modules of tabs not shown yet, by tab.
    private var unshownFirstModules: [Int: any ModuleView] = [:]

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        self.screen = screen
        self.frame = frame
        panel.attach(to: screen, frame: Self.barFrame(in: frame), navigator: navigator)
        output?.didTriggerViewReadyEvent()
    }

    func detach() {
        unshownFirstModules.removeAll()
        for stack in stacks { stack.removeAll() }
        stacks.removeAll()
        panel.detach()
    }

    func layout(in frame: Rect) {
        self.frame = frame
        panel.layout(in: Self.barFrame(in: frame))
        for stack in stacks { stack.layout(in: Self.tabFrame(in: frame)) }
    }

    func setHidden(_ hidden: Bool) {
        panel.setHidden(hidden)
        activeStack?.setHidden(hidden)
    }

    var isCapturingText: Bool { activeStack?.isCapturingText ?? false }

    func handle(_ key: KeyEvent) {
        output?.didReceiveKey()
        guard let activeStack else { return }
        if case .mouse(let click) = key, click.row == frame.row {
            let tab = TabBarRenderer.tab(atColumn: click.column - frame.column, of: tabBar, columns: frame.size.columns)
            if click.isClick, let tab { output?.didTriggerTabAction(.position(tab + 1)) }
            return
        }
        if !activeStack.isCapturingText, let action = TabKeyMap.keyMap.action(for: key) {
            output?.didTriggerTabAction(action)
            return
        }
        activeStack.handle(key)
    }

    func drawIfNeeded() {
        panel.drawIfNeeded { canvas, top, _ in
            TabBarRenderer.draw(tabBar, in: canvas, row: top)
        }
        activeStack?.drawIfNeeded()
    }

    // MARK: - RootViewInput

    func setupInitialState(tabCount: Int) {
        guard let screen else { return }
        stacks = (0..<tabCount).map { _ in
            let stack = NavigationStack(screen: screen, frame: Self.tabFrame(in: frame))
            stack.onNeedsRedraw = { [weak panel] in panel?.setNeedsRedraw() }
            stack.onCloseRoot = { [weak self] in self?.output?.didTriggerCloseEvent() }
            stack.setHidden(true)
            return stack
        }
    }

    func showTab(at index: Int) {
        guard stacks.indices.contains(index) else { return }
        if index != activeIndex { stacks[activeIndex].setHidden(true) }
        activeIndex = index
        stacks[index].setHidden(false)
        if let firstModule = unshownFirstModules.removeValue(forKey: index) {
            stacks[index].push(firstModule)
        }
        panel.setNeedsDisplay()
    }

    func showTabBar(_ model: TabBarViewModel) {
        tabBar = model
        panel.setNeedsDisplay()
    }

    func showTerminalTitle(_ title: String) {
        screen?.setTitle(title)
    }

    // MARK: - RootTransitionHandler

    func embedModule(_ view: any ModuleView, inTab tab: RootTab) {
        guard stacks.indices.contains(tab.rawValue) else { return }
        if stacks[tab.rawValue].isHidden {
            unshownFirstModules[tab.rawValue] = view
        } else {
            stacks[tab.rawValue].push(view)
        }
    }

    func openModule(_ view: any ModuleView) {
        activeStack?.push(view)
    }

    func closeCurrentModule() {
        panel.pop()
    }

    // MARK: - Private

    private var activeStack: NavigationStack? {
        stacks.indices.contains(activeIndex) ? stacks[activeIndex] : nil
    }

    private static func barFrame(in frame: Rect) -> Rect {
        Rect(row: frame.row, column: frame.column, rows: min(1, frame.size.rows), columns: frame.size.columns)
    }

    private static func tabFrame(in frame: Rect) -> Rect {
        Rect(row: frame.row + 1, column: frame.column, rows: max(0, frame.size.rows - 1), columns: frame.size.columns)
    }
}
