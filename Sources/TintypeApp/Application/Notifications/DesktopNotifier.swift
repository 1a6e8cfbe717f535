import FoundationEssentials
import Localisation
import TerminalUI
import Tintype

/// Raises a desktop notification, through the terminal, for what someone wrote to me: a direct
/// message, a mention, a comment on my post. Only while it would go unseen: the terminal is not in
/// front, or the tab that shows it (Messages for a message, Activity for the rest) is not; and at
/// most one a minute for each conversation, so a quick exchange is one notification, not ten.
@MainActor
final class DesktopNotifier {
    /// The least time between two notifications of one conversation.
    static let quietInterval: TimeInterval = 60
    /// The widest text a notification carries, in columns; the rest is in the app.
    static let longestText = 200

    private let screen: any Screen
    private let now: () -> Date
    private var lastRaised: [String: Date] = [:]

    init(screen: any Screen, now: @escaping () -> Date = Date.init) {
        self.screen = screen
        self.now = now
    }

    /// The tab that shows the notice, for those that raise a notification; nil for the rest.
    static func tab(showing notice: Notice) -> RootTab? {
        switch notice.kind {
        case .mention where isMessage(notice): .messages
        case .mention, .comment: .likes
        default: nil
        }
    }

    /// A direct message: a mention seen by those it names alone.
    private static func isMessage(_ notice: Notice) -> Bool {
        notice.post?.visibility == .mentioned
    }

    /// Raises one for `notice` when it would go unseen; `isTabInFront` says whether the tab that
    /// shows it is in front of the account shown. True when one was raised.
    @discardableResult
    func noticeArrived(_ notice: Notice, isTabInFront: Bool) -> Bool {
        guard Self.tab(showing: notice) != nil, !(screen.isFocused && isTabInFront) else { return false }
        let conversation = Self.conversation(of: notice)
        let time = now()
        if let last = lastRaised[conversation], time.timeIntervalSince(last) < Self.quietInterval { return false }
        guard screen.notify(title: Self.title(of: notice), body: Self.text(of: notice)) else { return false }
        lastRaised[conversation] = time
        return true
    }

    /// As Activity words it ("Grace Hopper commented on your post"), but for a message.
    private static func title(of notice: Notice) -> String {
        let name = notice.account.displayName
        return isMessage(notice) ? Strings.notificationWroteToYou(name) : Strings.notice(notice.kind, names: [name], count: 1)
    }

    /// What was written, without the mentions it opens with (mine, and the others').
    private static func text(of notice: Notice) -> String {
        var words = (notice.post?.caption ?? "").split(separator: " ", omittingEmptySubsequences: false)[...]
        while let first = words.first, first.hasPrefix("@"), words.count > 1 { words = words.dropFirst() }
        return DisplayWidth.truncate(words.joined(separator: " "), toWidth: longestText)
    }

    /// Who writes, and where: a person's messages are one conversation, as are their comments.
    private static func conversation(of notice: Notice) -> String {
        let place = isMessage(notice) ? "direct" : "posts"
        return place + ":" + notice.account.handle
    }
}
