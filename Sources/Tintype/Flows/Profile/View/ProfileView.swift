import TerminalUI

/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
///
/// A passive panel: a title bar, the profile's header, the account's posts (a list module
/// embedded under the header, offered each key first), a status line. What to show comes from
/// the presenter.
@MainActor
final class ProfileView: ProfileViewInput, ModuleView, EmbeddingTransitionHandler {
    /// The share of the body the header may take; the posts get the rest.
    static let headerShare = (numerator: 1, denominator: 2)

    var output: (any ProfileViewOutput)?
    private let panel = ModulePanel()
    /// A confirming press is the same key again with none between.
    private var keyRepeat = KeyRepeat()
    private(set) var header: ProfileHeaderCellObject?
    /// The header laid out for the last width and height it was drawn at.
    private var headerLines: (columns: Int, maximumLines: Int, showsPictures: Bool, lines: [StyledLine])?
    /// The account's posts, under the header.
    private(set) var embedded: (any EmbeddedModuleView)?

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

    func setHidden(_ hidden: Bool) {
        panel.setHidden(hidden)
        embedded?.setHidden(hidden)
        hidden ? output?.didTriggerViewDidDisappearEvent() : output?.didTriggerViewWillAppearEvent()
    }

    func handle(_ key: KeyEvent) {
        let isRepeated = keyRepeat.isRepeat(key)
        if panel.handleKeyHelpKey(key) { return }
        if let embedded, embedded.handleIfOwned(key) { return }
        switch ProfileKeyMap.keyMap.action(for: key) {
        case .saved?: output?.didTriggerSavedEvent()
        case .scheduled?: output?.didTriggerScheduledEvent()
        case .lists?: output?.didTriggerListsEvent()
        case .compose?: output?.didTriggerComposeEvent()
        case .follow?: output?.didTriggerFollowEvent()
        case .block?: output?.didTriggerBlockEvent(isRepeated: isRepeated)
        case .mute?: output?.didTriggerMuteEvent(isRepeated: isRepeated)
        case .report?: output?.didTriggerReportEvent(isRepeated: isRepeated)
        case .message?: output?.didTriggerMessageEvent()
        case .followers?: output?.didTriggerFollowersEvent()
        case .following?: output?.didTriggerFollowingEvent()
        case .refresh?: output?.didTriggerRefreshEvent()
        case .help?: panel.showKeyHelp((embedded?.keyHelpEntries ?? []) + ProfileKeyMap.keyMap.helpEntries)
        case .back?: output?.didTriggerBackEvent()
        case .close?: output?.didTriggerCloseEvent()
        case nil: break
        }
    }

    func keys(forClick click: MouseEvent) -> [KeyEvent] {
        embedded?.keys(forClick: click) ?? []
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
            if let embedded, let frame = panel.embeddedFrame(below: headerLines.count) {
                embedded.layout(in: frame)
            }
        }
        embedded?.drawIfNeeded()
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

    func showStatus(_ status: StatusLineViewModel) {
        panel.showStatus(status)
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
}
