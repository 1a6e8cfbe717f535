import Localisation
import TerminalUI

/// Module is responsible for a new post: photos with their alt text, a caption, who may see it.
///
/// A form of four fields Tab goes through: the photos (each with its alt text), the caption, the
/// content warning, and who sees it. The text being typed is the view's own, told to the
/// presenter on every change; the rest it draws as the presenter says.
@MainActor
final class ComposeView: ComposeViewInput, ModuleView, TransitionHandler {
    var output: (any ComposeViewOutput)?
    let panel = ModulePanel()
    private(set) var field = ComposeField.caption
    private(set) var caption = TextEditor()
    private(set) var contentWarning = TextEditor()
    private(set) var prompt: ComposePrompt?
    private(set) var selectedPhoto = 0
    private(set) var viewModel: ComposeViewModel?
    /// Whether the form waits for the words of the post to edit.
    private(set) var isFormLocked = false

    /// Every key is the composer's: its letters are text or its own commands, never a tab's.
    var isCapturingText: Bool { true }

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        panel.attach(to: screen, frame: frame, navigator: navigator)
        output?.didTriggerViewReadyEvent()
    }

    func detach() { panel.detach() }
    func layout(in frame: Rect) { panel.layout(in: frame) }
    func setHidden(_ hidden: Bool) { panel.setHidden(hidden) }

    func handle(_ key: KeyEvent) {
        if panel.handleKeyHelpKey(key) { return }
        defer { panel.setNeedsDisplay() }
        if prompt != nil { return handlePromptKey(key) }
        let action = ComposeKeyMap.keyMap.action(for: key)
        if isFormLocked {
            if let action, action == .close || action == .help { perform(action) }
            return
        }
        if let action, ComposeKeyMap.actsInText(action) { return perform(action) }
        switch field {
        case .caption:
            // Enter is a line break in the caption; Ctrl-S posts.
            if let text = edit(&caption, with: key == .enter ? .control("j") : key) { output?.didChangeCaption(text) }
        case .contentWarning:
            guard key != .enter else {
                field = field.moved(by: 1)
                return
            }
            if let text = edit(&contentWarning, with: key) { output?.didChangeContentWarning(text) }
        case .photos, .options:
            if let action { perform(action) }
        }
    }

    func drawIfNeeded() {
        panel.drawIfNeeded { canvas, top, size in
            draw(in: canvas, top: top, size: size)
        }
    }

    // MARK: - ComposeViewInput

    func setupInitialState() {
        panel.setNeedsDisplay()
    }

    func showTitle(_ title: String, trailing: String) {
        panel.showTitle(title, trailing: trailing)
    }

    func showStatus(_ status: StatusLineViewModel) {
        panel.showStatus(status)
    }

    func setFormLocked(_ locked: Bool) {
        isFormLocked = locked
    }

    func showText(caption: String, contentWarning: String) {
        self.caption = TextEditor(text: caption)
        self.contentWarning = TextEditor(text: contentWarning)
        panel.setNeedsDisplay()
    }

    /// A photo just added is chosen, so Enter writes its alt text.
    func update(with viewModel: ComposeViewModel) {
        let added = viewModel.photos.count > (self.viewModel?.photos.count ?? viewModel.photos.count)
        self.viewModel = viewModel
        selectedPhoto = added ? viewModel.photos.count - 1 : min(selectedPhoto, max(0, viewModel.photos.count - 1))
        panel.setNeedsDisplay()
    }

    func showPathCompletion(_ completed: String, candidates: [String]) {
        guard prompt?.subject == .photoPath else { return }
        prompt?.editor = TextEditor(text: completed)
        prompt?.candidates = candidates.count > 1 ? candidates : []
        panel.setNeedsDisplay()
    }

    // MARK: - TransitionHandler

    func openModule(_ view: any ModuleView) { panel.push(view) }
    func closeCurrentModule() { panel.pop() }

    // MARK: - Private

    private func perform(_ action: ComposeKeyMap.Action) {
        let photoCount = viewModel?.photos.count ?? 0
        switch action {
        case .post: output?.didTriggerPostEvent()
        case .nextField: field = field.moved(by: 1)
        case .previousField: field = field.moved(by: -1)
        case .close: output?.didTriggerBackEvent()
        case .help: panel.showKeyHelp(ComposeKeyMap.keyMap.helpEntries)
        case .addPhoto where field == .photos: prompt = ComposePrompt(.photoPath)
        case .pickPhoto where field == .photos: output?.didTriggerPickPhotoEvent()
        case .altText where field == .photos && photoCount > 0:
            let altText = viewModel?.photos[selectedPhoto].isMissingAltText == false ? viewModel?.photos[selectedPhoto].altText : nil
            prompt = ComposePrompt(.altText(photoIndex: selectedPhoto), text: altText ?? "")
        case .removePhoto where field == .photos && photoCount > 0: output?.didRemovePhoto(at: selectedPhoto)
        case .movePhotoLater where field == .photos: movePhoto(by: 1, count: photoCount)
        case .movePhotoEarlier where field == .photos: movePhoto(by: -1, count: photoCount)
        case .nextPhoto where field == .photos: selectedPhoto = min(selectedPhoto + 1, max(0, photoCount - 1))
        case .previousPhoto where field == .photos: selectedPhoto = max(0, selectedPhoto - 1)
        case .visibility where field == .options: output?.didTriggerVisibilityEvent()
        case .sensitive where field == .options: output?.didTriggerSensitiveEvent()
        case .language where field == .options: prompt = ComposePrompt(.language)
        case .publishingTime where field == .options: prompt = ComposePrompt(.publishingTime)
        case .poll where field == .options: prompt = ComposePrompt(.pollOptions, text: viewModel?.pollOptions ?? "")
        case .pollLength where field == .options: output?.didTriggerPollLengthEvent()
        case .pollChoices where field == .options: output?.didTriggerPollChoicesEvent()
        case .quotePolicy where field == .options: output?.didTriggerQuotePolicyEvent()
        default: break
        }
    }

    /// The chosen photo moves, and stays chosen.
    private func movePhoto(by offset: Int, count: Int) {
        let target = selectedPhoto + offset
        guard (0..<count).contains(target) else { return }
        output?.didMovePhoto(at: selectedPhoto, by: offset)
        selectedPhoto = target
    }

    private func handlePromptKey(_ key: KeyEvent) {
        guard var current = prompt else { return }
        switch key {
        case .escape:
            prompt = nil
        case .enter:
            prompt = nil
            let text = current.editor.text
            switch current.subject {
            case .photoPath: output?.didAskToAddPhoto(atPath: text)
            case .altText(let index): output?.didSetAltText(text, forPhotoAt: index)
            case .language: output?.didSetLanguage(text)
            case .publishingTime: output?.didSetPublishingTime(text)
            case .pollOptions: output?.didSetPollOptions(text)
            }
        case .tab where current.subject == .photoPath:
            output?.didAskToCompletePath(current.editor.text)
        default:
            _ = current.editor.handle(key, width: editorWidth)
            current.candidates = []
            prompt = current
        }
    }

    /// The text after the key, or nil when the key changed nothing.
    private func edit(_ editor: inout TextEditor, with key: KeyEvent) -> String? {
        let before = editor.revision
        _ = editor.handle(key, width: editorWidth)
        return editor.revision == before ? nil : editor.text
    }

    var editorWidth: Int { max(2, (panel.frame?.size.columns ?? 80) - 4) }
}
