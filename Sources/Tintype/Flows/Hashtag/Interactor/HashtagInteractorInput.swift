/// Module is responsible for a hashtag's photo posts as a grid.
@MainActor
protocol HashtagInteractorInput: AnyObject {
    /// The tag's posts with photos: the first page, or with `more` every one loaded with the next.
    func obtainPosts(taggedWith name: String, more: Bool)
    /// The tiles' pictures, four at a time; requests not in this list stop loading.
    func obtainThumbnails(for requests: [ThumbnailFetcher.Request])
    /// Stops every request in flight, when the module closes.
    func cancelAllRequests()
}
