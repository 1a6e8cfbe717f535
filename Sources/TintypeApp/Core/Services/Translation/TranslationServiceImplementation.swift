import Localisation
import MastodonAPI
import TextBasics
import Tintype

/// Translations from the server, into the language the app speaks; the text comes as HTML and is
/// cleaned here as every post's is.
public struct TranslationServiceImplementation: TranslationService {
    private let client: MastodonClient
    private let language: @Sendable () -> String

    public init(client: MastodonClient, language: @escaping @Sendable () -> String = { Translation.active.catalogue.language }) {
        self.client = client
        self.language = language
    }

    public func translate(postId: String) async throws -> PostTranslation {
        let translation = try await client.translate(statusId: postId, into: language())
        return PostTranslation(
            caption: TextSanitizer.clean(HTMLToText.convert(translation.content)),
            contentWarning: TextSanitizer.cleanLine(translation.spoilerText, maximumLength: 500),
            sourceLanguage: TextSanitizer.cleanLine(translation.detectedSourceLanguage, maximumLength: 20),
            provider: TextSanitizer.cleanLine(translation.provider, maximumLength: 100))
    }
}
