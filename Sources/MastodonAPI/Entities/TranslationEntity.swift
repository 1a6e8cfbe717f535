/// A status's text in another language, as the server's translation service gave it.
public struct TranslationEntity: Decodable, Sendable, Equatable {
    /// The translated text, as HTML.
    public var content: String
    public var spoilerText: String
    /// The language the server found the status written in, as ISO 639 ("es").
    public var detectedSourceLanguage: String
    /// The service that translated it ("DeepL.com").
    public var provider: String

    enum CodingKeys: String, CodingKey {
        case content, provider
        case spoilerText = "spoiler_text"
        case detectedSourceLanguage = "detected_source_language"
    }

    public init(content: String, spoilerText: String = "", detectedSourceLanguage: String = "", provider: String = "") {
        self.content = content
        self.spoilerText = spoilerText
        self.detectedSourceLanguage = detectedSourceLanguage
        self.provider = provider
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        content = container.lenientString(.content) ?? ""
        spoilerText = container.lenientString(.spoilerText) ?? ""
        detectedSourceLanguage = container.lenientString(.detectedSourceLanguage) ?? ""
        provider = container.lenientString(.provider) ?? ""
    }
}
