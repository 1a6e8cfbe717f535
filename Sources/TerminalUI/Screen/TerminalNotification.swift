/// A desktop notification raised through the terminal the app runs in, in the form that terminal
/// takes: kitty's OSC 99, iTerm2's OSC 9, and OSC 777 for foot, WezTerm, VTE's terminals and the
/// rest (a terminal that knows none of them ignores the sequence).
public enum TerminalNotification {
    public enum Form: Sendable, Equatable {
        /// OSC 99: title and body as two parts of one notification, each in base64.
        case kitty
        /// OSC 9: one line of text.
        case iTerm
        /// OSC 777 `notify`: a title and a body.
        case notify
    }

    /// The form the terminal in `environment` takes, as it names itself.
    public static func form(for environment: [String: String]) -> Form {
        if environment["KITTY_WINDOW_ID"] != nil || environment["TERM"] == "xterm-kitty" { return .kitty }
        if environment["TERM_PROGRAM"] == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" { return .iTerm }
        return .notify
    }

    /// The bytes that raise the notification. Control characters are taken out of the text, so
    /// nothing in it can end the sequence or start another; kitty's carries it in base64.
    public static func sequence(title: String, body: String, form: Form) -> [UInt8] {
        let title = plain(title)
        let body = plain(body)
        switch form {
        case .kitty:
            let part = { (name: String, text: String, isLast: Bool) in
                Array("\u{1B}]99;i=tintype:e=1:d=\(isLast ? 1 : 0):p=\(name);".utf8) + Base64.encode(Array(text.utf8))
                    + Array("\u{1B}\\".utf8)
            }
            return part("title", title, false) + part("body", body, true)
        case .iTerm:
            return Array("\u{1B}]9;\(title): \(body)\u{1B}\\".utf8)
        case .notify:
            // The title ends at the first `;`.
            return Array("\u{1B}]777;notify;\(title.replacing(";", with: ","));\(body)\u{1B}\\".utf8)
        }
    }

    private static func plain(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }))
    }
}
