import MastodonAPI
import Tintype

/// What the instance allows, asked once and shared by everything that writes.
public actor InstanceLimits {
    private let client: MastodonClient
    private var instance: InstanceEntity?

    public init(client: MastodonClient) {
        self.client = client
    }

    /// A server that does not say, or cannot be reached, gets the usual 500 (and is asked again).
    public func obtainCharacterLimit() async -> Int {
        await obtainPostingLimits().characters
    }

    /// Everything a new post is checked against; the usual limits while the server cannot be
    /// reached (and it is asked again next time).
    public func obtainPostingLimits() async -> PostingLimits {
        guard let instance = await obtainInstance() else { return .usual }
        return PostingLimits(
            characters: instance.maxCharacters, photos: instance.maxMediaAttachments,
            charactersPerURL: instance.charactersReservedPerURL, altTextCharacters: instance.maxDescriptionCharacters,
            files: MediaFileLimits(
                pictureBytes: instance.imageSizeLimit, videoBytes: instance.videoSizeLimit,
                videoFramesPerSecond: instance.videoFrameRateLimit, videoPixels: instance.videoMatrixLimit,
                videoFrames: instance.videoFrameLimit),
            poll: PollLimits(
                options: instance.maxPollOptions, charactersPerOption: instance.maxCharactersPerPollOption,
                shortestSeconds: instance.minPollExpiration, longestSeconds: instance.maxPollExpiration))
    }

    private func obtainInstance() async -> InstanceEntity? {
        if let instance { return instance }
        instance = try? await client.instanceInformation()
        return instance
    }
}
