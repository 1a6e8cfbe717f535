import FoundationEssentials
import Localisation
import Tintype

/// A translated caption as `tintype translate` prints it: the words, then where they came from;
/// or JSON for scripts.
public enum TranslationListing {
    public static func text(of translation: PostTranslation, format: FeedListing.Format) throws -> String {
        switch format {
        case .plain:
            let warning = translation.contentWarning.isEmpty ? [] : [Strings.contentWarning(translation.contentWarning)]
            let note = Strings.translationNoteShort(translation.sourceLanguage) + " · " + translation.provider
            return (warning + [translation.caption, note]).joined(separator: "\n") + "\n"
        case .json:
            return try ListingJSON.text(of: Record(translation))
        }
    }

    /// The JSON shape: stable names, clean text.
    struct Record: Encodable {
        var caption: String
        var contentWarning: String?
        var sourceLanguage: String
        var provider: String

        init(_ translation: PostTranslation) {
            caption = translation.caption
            contentWarning = translation.contentWarning.isEmpty ? nil : translation.contentWarning
            sourceLanguage = translation.sourceLanguage
            provider = translation.provider
        }
    }
}
