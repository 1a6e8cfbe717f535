/// Where I stopped reading Home, kept on the server so that every client of the account, and the
/// next start on any machine, opens there.
public protocol ReadMarkerService: Sendable {
    /// The post Home was last read at; nil when no client has said yet.
    func obtainHomeReadPosition() async throws -> String?
    /// Keeps Home's read position at this post.
    func saveHomeReadPosition(postId: String) async throws
}
