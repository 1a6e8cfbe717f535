import TextBasics

/// What the composer's poll keys make of a draft's poll: the options typed, the next length, as
/// the server's limits allow.
enum ComposePoll {
    /// The lengths `O` goes through, as Mastodon's own form offers them: five minutes to a week.
    static let lengths = [300, 1800, 3600, 6 * 3600, 86_400, 3 * 86_400, 7 * 86_400]

    /// The options typed, separated by commas, each trimmed, the empty ones left out; nothing typed
    /// is no poll. The length and the choice are kept from the poll there was.
    static func poll(withOptionsTyped typed: String, keeping poll: PostDraft.Poll?) -> PostDraft.Poll? {
        let options = typed.split(separator: ",").map { $0.trimmed() }.filter { !$0.isEmpty }
        guard !options.isEmpty else { return nil }
        return PostDraft.Poll(
            options: options, expiresInSeconds: poll?.expiresInSeconds ?? 86_400, allowsMultiple: poll?.allowsMultiple ?? false)
    }

    /// The length after this one among those the server allows, back to the shortest after the
    /// longest.
    static func length(after seconds: Int, limits: PollLimits) -> Int {
        let allowed = lengths.filter { (limits.shortestSeconds...limits.longestSeconds).contains($0) }
        guard let first = allowed.first else { return min(max(seconds, limits.shortestSeconds), limits.longestSeconds) }
        return allowed.first { $0 > seconds } ?? first
    }
}
