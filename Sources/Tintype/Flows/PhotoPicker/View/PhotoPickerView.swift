import TerminalUI

/// Module is responsible for the pictures in a folder with their thumbnails, to add one to a post.
///
/// A passive panel: a title bar naming the folder, its entries as a list, a status line. Keys go
/// through the module's key map; what to show comes from the presenter.
@MainActor
final class PhotoPickerView: PhotoPickerViewInput, ListModuleView {
    var output: (any PhotoPickerViewOutput)?
    let dataDisplayManager: ListDataDisplayManager<PhotoFileCell>
    let panel = ModulePanel()

    init(dataDisplayManager: ListDataDisplayManager<PhotoFileCell>) {
        self.dataDisplayManager = dataDisplayManager
    }

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        panel.attach(to: screen, frame: frame, navigator: navigator)
        output?.didTriggerViewReadyEvent()
    }

    func handle(_ key: KeyEvent) {
        if panel.handleKeyHelpKey(key) { return }
        switch PhotoPickerKeyMap.keyMap.action(for: key) {
        case .list(let action)?: perform(action)
        case .open?: dataDisplayManager.selectedIndex.map { output?.didSelectEntry(at: $0) }
        case .up?: output?.didTriggerUpEvent()
        case .help?: panel.showKeyHelp(PhotoPickerKeyMap.keyMap.helpEntries)
        case .back?: output?.didTriggerBackEvent()
        case nil: break
        }
    }

    func drawIfNeeded() {
        panel.drawIfNeeded { canvas, top, size in
            dataDisplayManager.draw(in: canvas, top: top, size: size)
        }
        if let shown = dataDisplayManager.takeVisibleRangeChange() { output?.didShowEntries(at: shown) }
    }

    // MARK: - PhotoPickerViewInput

    func update(with cellObjects: [PhotoFileCellObject], selecting index: Int?) {
        dataDisplayManager.update(with: cellObjects)
        dataDisplayManager.select(index ?? 0)
        panel.setNeedsDisplay()
    }

    func refresh(with cellObjects: [PhotoFileCellObject]) {
        dataDisplayManager.update(with: cellObjects)
        panel.setNeedsDisplay()
    }
}
