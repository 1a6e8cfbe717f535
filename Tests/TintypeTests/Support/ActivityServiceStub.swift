import MastodonAPI

@testable import Tintype

/// Notifications as the test set them, or a refusal, remembering which types were asked for.
struct ActivityServiceStub: ActivityService {
    var notifications: Result<[NotificationEntity], MastodonError> = .success([])
    let askedTypes = LockedList<[String]>()

    func obtainNewestNotifications(ofTypes types: [String]) async throws -> [NotificationEntity] {
        askedTypes.append(types)
        return try notifications.get()
    }
}
