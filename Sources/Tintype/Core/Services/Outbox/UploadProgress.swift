/// How far a post's photo has gone to the server: bytes handed to the connection of the whole
/// upload request.
public struct UploadProgress: Sendable, Equatable {
    /// The outbox item of the post.
    public var itemId: String
    public var photoIndex: Int
    public var photoCount: Int
    public var sentBytes: Int
    public var totalBytes: Int

    public init(itemId: String, photoIndex: Int, photoCount: Int, sentBytes: Int, totalBytes: Int) {
        self.itemId = itemId
        self.photoIndex = photoIndex
        self.photoCount = photoCount
        self.sentBytes = sentBytes
        self.totalBytes = totalBytes
    }
}
