/// Translation of posts by the server, where it offers it.
public protocol TranslationService: Sendable {
    /// The post's caption in the language the app speaks.
    func translate(postId: String) async throws -> PostTranslation
}
