import FoundationEssentials
import Synchronization

/// Who hears the uploads of which outbox item: told as each piece of a photo goes, before the
/// send that uploads it returns, so a listener hears every step of its own post.
package final class UploadListeners: Sendable {
    // Sends run on any task.
    private let listeners = Mutex<[String: @Sendable (UploadProgress) -> Void]>([:])

    package init() {}

    package func listen(toItemId itemId: String, _ listener: @escaping @Sendable (UploadProgress) -> Void) {
        listeners.withLock { $0[itemId] = listener }
    }

    package func stopListening(toItemId itemId: String) {
        _ = listeners.withLock { $0.removeValue(forKey: itemId) }
    }

    package func tell(_ progress: UploadProgress) {
        listeners.withLock { $0[progress.itemId] }?(progress)
    }
}
