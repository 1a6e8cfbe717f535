@testable import Tintype

@MainActor
final class ReadPositionInteractorInputSpy: ReadPositionInteractorInput {
    var obtainRequests = 0
    var savedPostIds: [String] = []

    func obtainReadPosition() { obtainRequests += 1 }
    func saveReadPosition(postId: String) { savedPostIds.append(postId) }
}

/// Home's read position over memory: the position the test says, and what was kept.
actor ReadMarkerServiceStub: ReadMarkerService {
    var position: String?
    var kept: [String] = []

    init(position: String? = nil) {
        self.position = position
    }

    func obtainHomeReadPosition() async throws -> String? { position }
    func saveHomeReadPosition(postId: String) async throws { kept.append(postId) }
}
