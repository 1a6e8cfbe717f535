import Localisation
import TerminalUI

/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
///
/// A passive panel over the feed: a title bar, the post's lines, the thread embedded under them,
/// a status line. The thread is offered each key first.
@MainActor
final class PostDetailView: PostDetailViewInput, ModuleView, EmbeddingTransitionHandler {
    /// The most of the body a photo takes while the thread under it is not in use.
    static let photoShare = (numerator: 2, denominator: 3)
    /// The share of the body the post keeps, its photo smaller, while the thread is in use (a
    /// comment chosen, one being written).
    static let postShareWhileThreadInUse = (numerator: 2, denominator: 5)
    /// The rows the thread keeps under the post while not in use: its heading, the first comments.
    static let threadRows = 6

    var output: (any PostDetailViewOutput)?
    let dataDisplayManager: PostDetailDataDisplayManager
    private let panel = ModulePanel()
    private(set) var embedded: (any EmbeddedModuleView)?
    /// The rows the thread in use wanted when the post was last laid out; nil when it was not in use.
    private var laidOutThreadRows: Int?
    /// A confirming press is the same key again with none between.
    private var keyRepeat = KeyRepeat()
    private var isChoosingPollOptions = false

    init(dataDisplayManager: PostDetailDataDisplayManager) {
        self.dataDisplayManager = dataDisplayManager
    }

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        panel.attach(to: screen, frame: frame, navigator: navigator)
        output?.didTriggerViewReadyEvent()
    }

    func detach() {
        embedded?.detach()
        panel.detach()
    }

    func layout(in frame: Rect) { panel.layout(in: frame) }

    /// The thread is shown after the panel so that it stays above it.
    func setHidden(_ hidden: Bool) {
        panel.setHidden(hidden)
        embedded?.setHidden(hidden)
        hidden ? output?.didTriggerViewDidDisappearEvent() : output?.didTriggerViewWillAppearEvent()
    }

    var isCapturingText: Bool { isChoosingPollOptions || (embedded?.isCapturingText ?? false) }

    /// A click on the photo opens it as large as the terminal allows; one in the thread is the
    /// thread's.
    func keys(forClick click: MouseEvent) -> [KeyEvent] {
        if click.isClick, let line = panel.contentPlace(of: click)?.line, dataDisplayManager.isPicture(atLine: line) {
            let viewPhoto = PostDetailKeyMap.keyMap.bindings.first {
                if case .viewPhoto = $0.action { return true }
                return false
            }
            return viewPhoto?.keys.first.map { [$0] } ?? []
        }
        return embedded?.keys(forClick: click) ?? []
    }

    func handle(_ key: KeyEvent) {
        let isRepeated = keyRepeat.isRepeat(key)
        if isChoosingPollOptions, handlePollKey(key) { return }
        if panel.handleKeyHelpKey(key) { return }
        if let embedded, embedded.handleIfOwned(key) {
            keyRepeat.forget()
            return
        }
        switch PostDetailKeyMap.keyMap.action(for: key) {
        case .scroll(let action)?:
            dataDisplayManager.perform(action)
            panel.setNeedsDisplay()
        case .back?: output?.didTriggerBackEvent()
        case .reveal?: output?.didTriggerRevealEvent()
        case .like?: output?.didTriggerLikeEvent()
        case .boost?: output?.didTriggerBoostEvent(isRepeated: isRepeated)
        case .save?: output?.didTriggerSaveEvent()
        case .edit?: output?.didTriggerEditEvent()
        case .delete?: output?.didTriggerDeleteEvent(writingAgain: false, isRepeated: isRepeated)
        case .deleteAndWriteAgain?: output?.didTriggerDeleteEvent(writingAgain: true, isRepeated: isRepeated)
        case .history?: output?.didTriggerHistoryEvent()
        case .openQuote?: output?.didTriggerOpenQuoteEvent()
        case .quote?: output?.didTriggerQuoteEvent()
        case .quotes?: output?.didTriggerQuotesEvent()
        case .copyAddress?: output?.didTriggerCopyAddressEvent()
        case .revokeQuote?: output?.didTriggerRevokeQuoteEvent(isRepeated: isRepeated)
        case .vote?: output?.didTriggerPollEvent(.vote)
        case .translate?: output?.didTriggerTranslateEvent()
        case .report?: output?.didTriggerReportEvent(isRepeated: isRepeated)
        case .profile?: output?.didTriggerProfileEvent()
        case .photo(let offset)?: output?.didTriggerPhotoEvent(offset: offset)
        case .openOriginal?: output?.didTriggerOpenOriginalEvent()
        case .viewPhoto?: output?.didTriggerViewPhotoEvent()
        case .help?: panel.showKeyHelp((embedded?.keyHelpEntries ?? []) + PostDetailKeyMap.keyMap.helpEntries)
        case nil: break
        }
    }

    /// While choosing: a number marks an option, `V` or Enter votes, Esc stops; any other key stops
    /// choosing and does what it does. Whether the key was the poll's.
    private func handlePollKey(_ key: KeyEvent) -> Bool {
        switch key {
        case .character(let character) where ("1"..."9").contains(character):
            output?.didTriggerPollEvent(.option(Int(String(character)) ?? 0))
        case .character("V"), .enter:
            output?.didTriggerPollEvent(.vote)
        case .escape:
            output?.didTriggerPollEvent(.stop)
        default:
            output?.didTriggerPollEvent(.stop)
            return false
        }
        return true
    }

    func drawIfNeeded() {
        // The thread is used and left by its own keys and by answers it waits for, and grows as
        // a comment is written.
        if embedded != nil, wantedThreadRows() != laidOutThreadRows {
            panel.setNeedsDisplay()
        }
        panel.drawIfNeeded { canvas, top, size in
            dataDisplayManager.adoptPictures(of: canvas)
            let postRows = layOutPost(in: size)
            dataDisplayManager.draw(in: canvas, top: top, size: TerminalSize(rows: postRows, columns: size.columns))
            if let embedded, let frame = panel.embeddedFrame(below: postRows) {
                embedded.layout(in: frame)
            }
        }
        embedded?.drawIfNeeded()
    }

    // MARK: - PostDetailViewInput

    func setupInitialState() {
        panel.setNeedsDisplay()
    }

    func update(with cellObjects: [PostDetailCellObject]) {
        dataDisplayManager.update(with: cellObjects)
        panel.setNeedsDisplay()
    }

    func showTitle(_ title: String) {
        panel.showTitle(title, trailing: Strings.backHint)
    }

    func showStatus(_ status: StatusLineViewModel) {
        panel.showStatus(status)
    }

    func copyToClipboard(_ text: String) -> Bool {
        panel.copyToClipboard(text)
    }

    func showChoosingPollOptions(_ isChoosing: Bool) {
        isChoosingPollOptions = isChoosing
    }

    // MARK: - EmbeddingTransitionHandler

    func openModule(_ view: any ModuleView) { panel.push(view) }
    func closeCurrentModule() { panel.pop() }

    func embedModule(_ view: any EmbeddedModuleView) {
        embedded?.detach()
        embedded = view
        guard let frame = panel.embeddedFrame(below: 0) else { return }
        panel.attach(embedded: view, frame: frame)
        panel.setNeedsDisplay()
    }

    // MARK: - Private

    /// The rows the thread in use wants, at most the panel's body; nil while it is not in use.
    private func wantedThreadRows() -> Int? {
        guard let embedded, embedded.isInUse, let frame = panel.frame else { return nil }
        let bodyRows = max(0, frame.size.rows - 2)
        return embedded.wantedRows(columns: frame.size.columns, upTo: bodyRows)
    }

    /// Gives the post its rows and its photo's largest size, and answers the rows it takes. The
    /// post takes the rows it needs up to its share, and the thread gets the rest, at least one:
    /// all but the thread's first rows, the photo up to its share, while the thread is not in
    /// use; while it is, what the thread does not need, at least a smaller share (the photo
    /// smaller too) when the thread is long.
    private func layOutPost(in body: TerminalSize) -> Int {
        guard embedded != nil else {
            dataDisplayManager.availableRows = body.rows
            dataDisplayManager.largestPictureRows = body.rows
            return body.rows
        }
        laidOutThreadRows = wantedThreadRows()
        let idleShare = body.rows - Self.threadRows
        let inUseShare = body.rows * Self.postShareWhileThreadInUse.numerator / Self.postShareWhileThreadInUse.denominator
        let share =
            laidOutThreadRows.map { min(idleShare, max(inUseShare, body.rows - $0)) } ?? idleShare
        dataDisplayManager.availableRows = share
        dataDisplayManager.largestPictureRows = body.rows * Self.photoShare.numerator / Self.photoShare.denominator
        return max(0, min(dataDisplayManager.lineCount(width: body.columns), share, body.rows - 1))
    }
}
