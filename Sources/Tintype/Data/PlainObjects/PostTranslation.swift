/// A post's caption in my language, as the server's translation service gave it, every string
/// already clean. A class so that a post without one stays as small as before.
public final class PostTranslation: Sendable, Equatable {
    public let caption: String
    public let contentWarning: String
    /// The language the server found the post written in ("es"); empty where it did not say.
    public let sourceLanguage: String
    /// Who translated it ("DeepL.com").
    public let provider: String

    public init(caption: String, contentWarning: String = "", sourceLanguage: String = "", provider: String = "") {
        self.caption = caption
        self.contentWarning = contentWarning
        self.sourceLanguage = sourceLanguage
        self.provider = provider
    }

    public static func == (lhs: PostTranslation, rhs: PostTranslation) -> Bool {
        lhs.caption == rhs.caption && lhs.contentWarning == rhs.contentWarning && lhs.sourceLanguage == rhs.sourceLanguage
            && lhs.provider == rhs.provider
    }
}
