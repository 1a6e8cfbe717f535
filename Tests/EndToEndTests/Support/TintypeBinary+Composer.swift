import Foundation
import TestSupport
import Testing

extension TintypeBinary {
    /// The app in a new pane, signed in with the token, its composer open from Home.
    func openComposer(on server: DemoServer, token: String) async throws -> TmuxSession {
        let session = try TmuxSession(command: shellLine(instance: server.baseURL, token: token))
        try await session.screenShowing { $0.contains("online ·") }
        try session.send("n")
        try await session.screenShowing { $0.contains("New post") && $0.contains("Photos · 0 of 4") }
        return session
    }
}
