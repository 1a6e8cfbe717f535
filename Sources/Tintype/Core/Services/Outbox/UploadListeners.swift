import Foundation

/// Who hears the uploads of which outbox item: told as each piece of a photo goes, before the
/// send that uploads it returns, so a listener hears every step of its own post.
final class UploadListeners: @unchecked Sendable {
    // Guarded by `lock`: sends run on any task.
    private var listeners: [String: @Sendable (UploadProgress) -> Void] = [:]
    private let lock = NSLock()

    func listen(toItemId itemId: String, _ listener: @escaping @Sendable (UploadProgress) -> Void) {
        lock.withLock { listeners[itemId] = listener }
    }

    func stopListening(toItemId itemId: String) {
        _ = lock.withLock { listeners.removeValue(forKey: itemId) }
    }

    func tell(_ progress: UploadProgress) {
        lock.withLock { listeners[progress.itemId] }?(progress)
    }
}
