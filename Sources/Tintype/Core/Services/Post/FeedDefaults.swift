/// How the feed shows before the person chose otherwise with `v` and `z` (the configuration
/// file's `[feed]`); a choice made is remembered and wins.
public struct FeedDefaults: Sendable, Equatable {
    public var showsReplies: Bool
    public var showsLargePhotos: Bool

    public init(showsReplies: Bool = false, showsLargePhotos: Bool = false) {
        self.showsReplies = showsReplies
        self.showsLargePhotos = showsLargePhotos
    }
}
