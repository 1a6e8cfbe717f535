import MastodonAPI

/// What the instance allows, asked once and shared by everything that writes.
public actor InstanceLimits {
    private let client: MastodonClient
    private var characterLimit: Int?

    public init(client: MastodonClient) {
        self.client = client
    }

    /// A server that does not say, or cannot be reached, gets the usual 500 (and is asked again).
    public func obtainCharacterLimit() async -> Int {
        if let characterLimit { return characterLimit }
        guard let instance = try? await client.instanceInformation() else { return InstanceEntity.defaultMaxCharacters }
        characterLimit = instance.maxCharacters
        return instance.maxCharacters
    }
}
