import FoundationEssentials
import TextBasics
import Tintype

/// Unsent text, one draft per post it answers and per conversation, and the one new post being
/// composed, kept across restarts. A draft file that cannot be read is set aside and reported,
/// never deleted.
public final class DraftStore: Sendable {
    /// What a draft is written to.
    public enum Subject: Sendable, Equatable {
        /// A comment answering this post or comment.
        case reply(toId: String)
        /// A message to the conversation with these people (`ConversationTarget.key`).
        case conversation(key: String)

        var key: String {
            switch self {
            case .reply(let postId): return "reply-" + postId
            case .conversation(let key): return "conversation-" + key
            }
        }
    }

    private let store: FileCache

    public init(directory: URL, reportDamagedFile: @escaping @Sendable (URL) -> Void = { _ in }) {
        store = FileCache(
            directory: directory, maximumTotalBytes: 16 * 1024 * 1024, damagedFilePolicy: .setAside(report: reportDamagedFile))
    }

    public func draft(for subject: Subject) -> String {
        store.read(subject.key).flatMap { String(data: $0, encoding: .utf8) } ?? ""
    }

    /// Keeps the text; an empty draft is removed.
    public func save(_ text: String, for subject: Subject) throws {
        try save(text, forKey: subject.key)
    }

    /// Adds text to a draft without losing what the draft holds: the two are kept one after the
    /// other, and text the draft already holds is not added again. Answers with the draft as it
    /// now is.
    @discardableResult
    public func merge(_ text: String, intoDraftFor subject: Subject) throws -> String {
        let merged = Self.merged(draft(for: subject), text)
        try save(merged, for: subject)
        return merged
    }

    /// The new post being composed: its words, photos and choices; nil when there is none.
    public func newPostDraft() -> OutboxPost? {
        store.read(Self.newPostKey).flatMap(NewPostDraftRecord.decode)
    }

    /// Keeps the new post being composed; one with nothing in it is removed.
    public func saveNewPostDraft(_ post: OutboxPost) throws {
        if post.isEmpty {
            try store.remove(Self.newPostKey)
        } else {
            try store.write(NewPostDraftRecord.encode(post), for: Self.newPostKey)
        }
    }

    private static let newPostKey = "new-post"

    public func draft(forReplyToId postId: String) -> String {
        draft(for: .reply(toId: postId))
    }

    public func save(_ text: String, forReplyToId postId: String) throws {
        try save(text, for: .reply(toId: postId))
    }

    /// A draft brought from an older layout, merged with one kept here already.
    func adopt(_ text: String, forKey key: String) throws {
        let existing = store.read(key).flatMap { String(data: $0, encoding: .utf8) } ?? ""
        try save(Self.merged(existing, text), forKey: key)
    }

    static func merged(_ existing: String, _ added: String) -> String {
        if existing.trimmed().isEmpty { return added }
        if added.isEmpty || existing.contains(added) { return existing }
        return existing + "\n\n" + added
    }

    private func save(_ text: String, forKey key: String) throws {
        if text.isEmpty {
            try store.remove(key)
        } else {
            try store.write(Data(text.utf8), for: key)
        }
    }
}
