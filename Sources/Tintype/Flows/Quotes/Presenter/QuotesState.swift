/// Everything the quotes presenter remembers.
struct QuotesState {
    var postId = ""
}
