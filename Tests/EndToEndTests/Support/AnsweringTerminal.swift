import Foundation
import TestSupport

/// A terminal of the test's own between tmux and the app (`Terminals/answering_terminal.py`): it
/// answers the picture questions itself, in the pieces asked for, and writes down the desktop
/// notifications the app raises and the links it writes.
struct AnsweringTerminal {
    private static let script = DemoServer.packageRoot.appendingPathComponent("Tests/EndToEndTests/Terminals/answering_terminal.py").path

    /// Made once the last piece of the answers was written.
    let answered: URL
    /// Each notification raised, a line "title: body".
    let notifications: URL
    /// Each link written, a line "address text".
    let links: URL
    let cuts: String
    let pause: Double

    /// A terminal whose files live in `folder`, answering cut at `cuts`, `pause` seconds apart.
    init(in folder: URL, cuts: String = "", pause: Double = 0) {
        answered = folder.appendingPathComponent("answered")
        notifications = folder.appendingPathComponent("notifications")
        links = folder.appendingPathComponent("links")
        self.cuts = cuts
        self.pause = pause
    }

    /// What goes before tintype on its shell line.
    var launcher: [String] {
        ["python3", Self.script, String(pause), cuts, answered.path, "--"]
    }

    /// Its environment, added to tintype's (the terminal reads it, and tintype ignores it).
    var environment: [String: String] {
        ["NOTIFICATIONS_TO": notifications.path, "LINKS_TO": links.path]
    }

    /// The links written so far, as "address text", each once.
    func writtenLinks() -> Set<String> {
        Set(((try? String(contentsOf: links, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init))
    }

    /// The notifications raised so far.
    func raisedNotifications() -> [String] {
        ((try? String(contentsOf: notifications, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }
}
