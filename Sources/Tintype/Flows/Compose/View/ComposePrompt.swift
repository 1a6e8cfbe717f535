import TerminalUI

/// The one line the composer asks something on: a photo's path, its alt text, the language, the time to publish.
struct ComposePrompt {
    enum Subject: Equatable {
        case photoPath
        case altText(photoIndex: Int)
        case language
        case publishingTime
        case pollOptions
    }

    let subject: Subject
    var editor: TextEditor
    /// What Tab found the path may go on to, shown above the line.
    var candidates: [String] = []

    init(_ subject: Subject, text: String = "") {
        self.subject = subject
        editor = TextEditor(text: text)
    }
}
