import Localisation
import TerminalUI

/// The form, top to bottom: the photos, the caption, the warning, who sees it; the field in use
/// has a bold heading with its keys, and the question asked (a path, an alt text) takes the last
/// rows.
extension ComposeView {
    static let maximumCaptionRows = 8

    func draw(in canvas: any Canvas, top: Int, size: TerminalSize) {
        for row in top..<top + size.rows {
            canvas.fill(row: row, column: 0, width: size.columns, style: .plain)
        }
        guard let viewModel else { return }
        let promptRows = prompt.map { 1 + min(4, $0.candidates.count) } ?? 0
        let bottom = top + size.rows - promptRows
        var row = top
        row = drawPhotos(viewModel, in: canvas, row: row, bottom: bottom, columns: size.columns)
        if let quote = viewModel.quote, row < bottom {
            canvas.put(DisplayWidth.truncate(quote, toWidth: size.columns - 2), row: row + 1, column: 1, style: TextStyle(role: .accent))
            row += 1
        }
        row = drawHeading(
            Strings.composeCaptionLabel, of: .caption, trailing: viewModel.captionCount, isOver: viewModel.isCaptionOver, in: canvas,
            row: row + 1, columns: size.columns)
        let captionRows = min(Self.maximumCaptionRows, max(3, caption.rowCount(width: editorWidth)))
        row = drawEditor(caption, of: .caption, in: canvas, row: row, rows: min(captionRows, max(1, bottom - row - 5)))
        row = drawHeading(Strings.composeWarningLabel, of: .contentWarning, in: canvas, row: row + 1, columns: size.columns)
        row = drawEditor(contentWarning, of: .contentWarning, in: canvas, row: row, rows: 1)
        row = drawHeading(
            Strings.composeOptionsLabel, of: .options, trailing: field == .options ? Strings.composeOptionsHint : "", in: canvas,
            row: row + 1, columns: size.columns)
        for line in [viewModel.options] + [viewModel.publishing, viewModel.poll].compactMap({ $0 }) where row < bottom {
            canvas.put(
                DisplayWidth.truncate(line, toWidth: size.columns - 4), row: row, column: 2,
                style: TextStyle(role: field == .options ? .normal : .muted))
            row += 1
        }
        if let prompt { drawPrompt(prompt, in: canvas, row: bottom, columns: size.columns) }
    }

    private func drawPhotos(_ viewModel: ComposeViewModel, in canvas: any Canvas, row: Int, bottom: Int, columns: Int) -> Int {
        var row = drawHeading(
            viewModel.photosTitle, of: .photos, trailing: field == .photos ? Strings.composePhotosHint : "", in: canvas, row: row,
            columns: columns)
        guard !viewModel.photos.isEmpty else {
            canvas.put(
                DisplayWidth.truncate(Strings.composeNoPhotos, toWidth: columns - 4), row: row, column: 2, style: TextStyle(role: .muted))
            return row + 1
        }
        for (index, photo) in viewModel.photos.enumerated() where row < bottom {
            let isChosen = field == .photos && index == selectedPhoto
            let name = "\(index + 1). " + photo.name + "  "
            if isChosen { canvas.fill(row: row, column: 1, width: columns - 2, style: TextStyle(isReversed: true)) }
            let used = canvas.put(
                DisplayWidth.truncate(name, toWidth: columns - 4), row: row, column: 2, style: TextStyle(isBold: true, isReversed: isChosen)
            )
            if let upload = photo.upload {
                let bar = Self.progressBar(upload, width: max(0, min(30, columns - 6 - used)))
                canvas.put(bar, row: row, column: 2 + used, style: TextStyle(role: .accent))
                row += 1
                continue
            }
            canvas.put(
                DisplayWidth.truncate(photo.altText, toWidth: max(0, columns - 4 - used)), row: row, column: 2 + used,
                style: TextStyle(role: photo.isMissingAltText ? .warning : .normal, isReversed: isChosen))
            row += 1
        }
        return row
    }

    /// "▕██████░░░░▏ 60%": how far an upload has gone, in `width` columns at most.
    static func progressBar(_ fraction: Double, width: Int) -> String {
        let percent = " \(Int((fraction * 100).rounded(.down)))%"
        let cells = max(0, width - 2 - percent.count)
        let filled = Int((Double(cells) * fraction).rounded(.down))
        return "▕" + String(repeating: "█", count: filled) + String(repeating: "░", count: cells - filled) + "▏" + percent
    }

    /// A field's heading, bold and marked when the field is in use; answers the row below it.
    private func drawHeading(
        _ title: String, of heading: ComposeField, trailing: String = "", isOver: Bool = false, in canvas: any Canvas, row: Int,
        columns: Int
    ) -> Int {
        let isInUse = field == heading && prompt == nil
        let marker = isInUse ? "▸ " : "  "
        canvas.put(
            marker + DisplayWidth.truncate(title, toWidth: columns - 4), row: row, column: 0,
            style: TextStyle(role: isInUse ? .accent : .muted, isBold: true))
        // The hint takes the room the title leaves, and is cut rather than drawn over it.
        let room = columns - 2 - DisplayWidth.of(title) - 3
        if !trailing.isEmpty, room > 0 {
            let shown = DisplayWidth.truncate(trailing, toWidth: room)
            canvas.put(
                shown, row: row, column: max(0, columns - DisplayWidth.of(shown) - 1),
                style: isOver ? TextStyle(role: .error, isBold: true, isReversed: true) : TextStyle(role: .muted))
        }
        return row + 1
    }

    private func drawEditor(_ editor: TextEditor, of editorField: ComposeField, in canvas: any Canvas, row: Int, rows: Int) -> Int {
        let isInUse = field == editorField && prompt == nil
        let frame = Rect(row: row, column: 2, rows: rows, columns: editorWidth)
        editor.draw(in: canvas, frame: frame, style: TextStyle(role: isInUse ? .normal : .muted), showsCursor: isInUse)
        return row + rows
    }

    private func drawPrompt(_ prompt: ComposePrompt, in canvas: any Canvas, row: Int, columns: Int) {
        var row = row
        for candidate in prompt.candidates.prefix(4) {
            canvas.put(DisplayWidth.truncate(candidate, toWidth: columns - 4), row: row, column: 2, style: TextStyle(role: .muted))
            row += 1
        }
        let label: String =
            switch prompt.subject {
            case .photoPath: Strings.composePromptPhoto
            case .altText(let index): Strings.composePromptAltText(String(index + 1))
            case .language: Strings.composePromptLanguage
            case .publishingTime: Strings.composeTimePrompt
            case .pollOptions: Strings.composePollPrompt
            }
        canvas.fill(row: row, column: 0, width: columns, style: TextStyle(role: .bar))
        let used = canvas.put(
            DisplayWidth.truncate(label, toWidth: columns / 2) + " ", row: row, column: 1, style: TextStyle(role: .bar, isBold: true))
        prompt.editor.draw(
            in: canvas, frame: Rect(row: row, column: 1 + used, rows: 1, columns: max(2, columns - used - 2)), style: TextStyle(role: .bar))
    }
}
