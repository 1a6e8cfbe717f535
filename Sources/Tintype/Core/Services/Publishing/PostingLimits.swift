/// What the instance lets one post hold, as the composer checks it before anything is sent.
public struct PostingLimits: Sendable, Equatable {
    public var characters: Int
    public var photos: Int
    /// What a link counts for against `characters`, however long it is.
    public var charactersPerURL: Int
    public var altTextCharacters: Int
    /// The largest picture and video, and the video's rate, frame size and length, the server takes.
    public var files: MediaFileLimits
    public var poll: PollLimits

    public init(
        characters: Int, photos: Int, charactersPerURL: Int, altTextCharacters: Int, files: MediaFileLimits = MediaFileLimits(),
        poll: PollLimits = .usual
    ) {
        self.poll = poll
        self.characters = characters
        self.photos = photos
        self.charactersPerURL = charactersPerURL
        self.altTextCharacters = altTextCharacters
        self.files = files
    }

    /// The limits of a server that does not say (or cannot be reached yet): Mastodon's own.
    public static let usual = PostingLimits(characters: 500, photos: 4, charactersPerURL: 23, altTextCharacters: 1500)
}
