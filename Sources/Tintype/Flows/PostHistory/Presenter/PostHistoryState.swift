/// Everything the post history presenter remembers.
struct PostHistoryState {
    /// The post whose versions are shown.
    var postId: String?
    var versions: [PostVersion] = []
}
