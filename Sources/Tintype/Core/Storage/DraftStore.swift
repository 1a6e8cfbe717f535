import Foundation

/// Unsent text, one draft per post it answers, kept across restarts. A draft file that cannot be
/// read is set aside and reported, never deleted.
public final class DraftStore: Sendable {
    private let store: FileCache

    public init(directory: URL, reportDamagedFile: @escaping @Sendable (URL) -> Void = { _ in }) {
        store = FileCache(
            directory: directory, maximumTotalBytes: 16 * 1024 * 1024, damagedFilePolicy: .setAside(report: reportDamagedFile))
    }

    public func draft(forReplyToId postId: String) -> String {
        store.read(Self.key(postId)).flatMap { String(data: $0, encoding: .utf8) } ?? ""
    }

    /// Keeps the text; an empty draft is removed.
    public func save(_ text: String, forReplyToId postId: String) throws {
        try save(text, forKey: Self.key(postId))
    }

    /// Adds text to the draft of a reply without losing what the draft holds: the two are kept
    /// one after the other, and text the draft already holds is not added again. Answers with
    /// the draft as it now is.
    @discardableResult
    public func merge(_ text: String, intoDraftForReplyToId postId: String) throws -> String {
        let merged = Self.merged(draft(forReplyToId: postId), text)
        try save(merged, forReplyToId: postId)
        return merged
    }

    /// A draft brought from an older layout, merged with one kept here already.
    func adopt(_ text: String, forKey key: String) throws {
        let existing = store.read(key).flatMap { String(data: $0, encoding: .utf8) } ?? ""
        try save(Self.merged(existing, text), forKey: key)
    }

    static func merged(_ existing: String, _ added: String) -> String {
        if existing.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return added }
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

    private static func key(_ postId: String) -> String {
        "reply-" + postId
    }
}
