import FoundationEssentials

extension MastodonClient {
    /// Public posts with the hashtag, newest first; `onlyMedia`, those with photos or other
    /// attachments, as a hashtag's grid shows them. The filter is sent with every page: some
    /// servers drop it from their next links.
    public func tagTimeline(_ name: String, _ page: PageRequest, onlyMedia: Bool = false) async throws -> Page<StatusEntity> {
        try await paged(
            "/api/v1/timelines/tag/\(Self.tagSegment(name))", page,
            query: onlyMedia ? [URLQueryItem(name: "only_media", value: "true")] : [])
    }

    /// The hashtag as the server knows it, with whether the signed-in account follows it.
    public func tag(_ name: String) async throws -> TagEntity {
        try decode(TagEntity.self, from: await perform(.get, "/api/v1/tags/\(Self.tagSegment(name))"))
    }

    /// Follows a hashtag: its public posts come into my home timeline.
    public func followTag(_ name: String) async throws -> TagEntity {
        try decode(TagEntity.self, from: await perform(.post, "/api/v1/tags/\(Self.tagSegment(name))/follow"))
    }

    public func unfollowTag(_ name: String) async throws -> TagEntity {
        try decode(TagEntity.self, from: await perform(.post, "/api/v1/tags/\(Self.tagSegment(name))/unfollow"))
    }

    /// The hashtags I follow.
    public func followedTags(_ page: PageRequest) async throws -> Page<TagEntity> {
        try await paged("/api/v1/followed_tags", page)
    }

    /// A tag's name as a path segment: a hashtag is letters, digits and underscores in any script,
    /// so anything else (a `/`, a `#`) is left out, and the rest is encoded once, with the path.
    static func tagSegment(_ name: String) -> String {
        var segment = String.UnicodeScalarView()
        segment.append(contentsOf: name.unicodeScalars.filter { isWordScalar($0) || $0 == "_" })
        return String(segment)
    }

    /// A letter, a mark that belongs to one, or a digit, in any script.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        case .decimalNumber, .letterNumber, .otherNumber: true
        default: false
        }
    }
}
