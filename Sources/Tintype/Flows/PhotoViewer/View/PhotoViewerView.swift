import Imaging
import TerminalUI

/// Module is responsible for a post's photos one at a time, as large as the terminal allows.
///
/// A passive panel: the photo as large as the panel's body allows, centred, and under it the
/// counter, a note where there is one, and the alt text. Keys go through the module's key map.
@MainActor
final class PhotoViewerView: PhotoViewerViewInput, ModuleView, TransitionHandler {
    var output: (any PhotoViewerViewOutput)?
    private let panel = ModulePanel()
    private var photo = PhotoViewerViewModel(counter: "", altText: "")
    /// The photo laid out in cells for the last size, kept while neither changes.
    private var laidOut: (size: TerminalSize, picture: PixelImage?, cells: CellPicture?)?
    /// The alt text's lines at most: a long one is cut with an ellipsis, the photo keeps its room.
    static let altTextLines = 3

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
        switch PhotoViewerKeyMap.keyMap.action(for: key) {
        case .photo(let offset)?: output?.didTriggerPhotoEvent(offset: offset)
        case .step(let offset)?: output?.didTriggerStepEvent(offset: offset)
        case .playPause?: output?.didTriggerPlayPauseEvent()
        case .openOriginal?: output?.didTriggerOpenOriginalEvent()
        case .reveal?: output?.didTriggerRevealEvent()
        case .help?: panel.showKeyHelp(PhotoViewerKeyMap.keyMap.helpEntries)
        case .back?: output?.didTriggerBackEvent()
        case nil: break
        }
    }

    func drawIfNeeded() {
        panel.drawIfNeeded { canvas, top, size in
            for row in top..<top + size.rows {
                canvas.fill(row: row, column: 0, width: size.columns, style: .plain)
            }
            draw(in: canvas, top: top, size: size)
        }
    }

    // MARK: - PhotoViewerViewInput

    func setupInitialState() {
        panel.setNeedsDisplay()
    }

    func showPhoto(_ photo: PhotoViewerViewModel) {
        self.photo = photo
        panel.setNeedsDisplay()
    }

    func showTitle(_ title: String, trailing: String) {
        panel.showTitle(title, trailing: trailing)
    }

    func showStatus(_ status: StatusLineViewModel) {
        panel.showStatus(status)
    }

    // MARK: - TransitionHandler

    func openModule(_ view: any ModuleView) { panel.push(view) }
    func closeCurrentModule() { panel.pop() }

    // MARK: - Private

    /// The photo centred in the rows the words under it leave, then the words.
    private func draw(in canvas: any Canvas, top: Int, size: TerminalSize) {
        let width = max(1, size.columns - 2)
        var words = TextWrapper.wrap(photo.altText, width: width, maxLines: Self.altTextLines + 1).map {
            StyledLine([.init($0, TextStyle(role: .muted))])
        }
        if words.count > Self.altTextLines {
            words = Array(words.prefix(Self.altTextLines))
            if let last = words.popLast()?.runs.first?.text {
                words.append(StyledLine([.init(DisplayWidth.truncate(last + " …", toWidth: width), TextStyle(role: .muted))]))
            }
        }
        let heading = [photo.counter, photo.note].compactMap { $0 }.joined(separator: " · ")
        words.insert(StyledLine([.init(DisplayWidth.truncate(heading, toWidth: width), TextStyle(role: .accent, isBold: true))]), at: 0)
        let photoRows = max(0, size.rows - words.count - 1)
        if photoRows > 0, canvas.pictureColors != .none, let cells = cells(for: TerminalSize(rows: photoRows, columns: width)) {
            let left = 1 + (width - cells.columns) / 2
            let above = (photoRows - cells.rows) / 2
            for row in 0..<cells.rows {
                canvas.drawPictureRow(row, of: cells, row: top + above + row, column: left)
            }
        }
        for (offset, line) in words.enumerated() {
            line.draw(in: canvas, row: top + photoRows + 1 + offset, column: 1, maximumWidth: width)
        }
    }

    private func cells(for box: TerminalSize) -> CellPicture? {
        if let laidOut, laidOut.size == box, laidOut.picture == photo.picture { return laidOut.cells }
        let cells = photo.picture.map { CellPicture(fitting: $0, columns: box.columns, rows: box.rows) }
        laidOut = (box, photo.picture, cells)
        return cells
    }
}
