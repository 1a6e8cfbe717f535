import Foundation

/// Unsent text, one draft per post it answers, kept across restarts.
public final class DraftStore: Sendable {
    private let store: FileCache

    public init(directory: URL) {
        store = FileCache(directory: directory, maximumTotalBytes: 16 * 1024 * 1024)
    }

    public func draft(forReplyToId postId: String) -> String {
        store.read(Self.key(postId)).flatMap { String(data: $0, encoding: .utf8) } ?? ""
    }

    /// Keeps the text; an empty draft is removed.
    public func save(_ text: String, forReplyToId postId: String) throws {
        if text.isEmpty {
            store.remove(Self.key(postId))
        } else {
            try store.write(Data(text.utf8), for: Self.key(postId))
        }
    }

    private static func key(_ postId: String) -> String {
        "reply-" + postId
    }
}
