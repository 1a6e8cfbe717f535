import MastodonAPI
import Tintype

extension OutboxRequests {
    /// The waits between looks at a photo the server is still processing; the last repeats, up
    /// to about two minutes in all.
    static let processingChecks: [Duration] = [.milliseconds(500), .seconds(1), .seconds(2), .seconds(3), .seconds(5)]
    static let processingLooks = 30

    /// Returns once the server has made the photo ready (it has a `url`), or after the last look:
    /// the post is then sent anyway, and the server's own answer says what is wrong.
    func waitUntilProcessed(mediaId: String) async throws {
        for look in 0..<Self.processingLooks {
            if try await client.media(id: mediaId).url != nil { return }
            try await sleep(Self.processingChecks[min(look, Self.processingChecks.count - 1)])
        }
    }
}
