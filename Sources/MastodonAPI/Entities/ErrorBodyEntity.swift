/// The body of a Mastodon error response: `{"error": "…", "error_description": "…"}`.
struct ErrorBodyEntity: Decodable {
    var error: String?
    var errorDescription: String?

    enum CodingKeys: String, CodingKey {
        case error
        case errorDescription = "error_description"
    }
}
