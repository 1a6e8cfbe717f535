import FoundationEssentials

/// The language texts are shown in: a catalogue and its plural rule, English where the
/// catalogue has no text for a key.
public struct Translation: Sendable {
    public let catalogue: Catalogue
    public let pluralRule: PluralRule

    public init(catalogue: Catalogue) {
        self.catalogue = catalogue
        self.pluralRule = PluralRule.forLanguage(catalogue.language)
    }

    public static let english = Translation(catalogue: Catalogue(language: "en"))

    /// The translation in force: a task's own (tests, a preview in another language), else the
    /// one the environment asked for, read once on first use.
    public static var active: Translation { scoped ?? environmental.translation }

    @TaskLocal public static var scoped: Translation?

    /// What was read at start, and why a catalogue was not taken, for the log.
    public static let environmental: Loaded = load(environment: ProcessInfo.processInfo.environment)

    public struct Loaded: Sendable {
        public var translation: Translation
        public var file: URL?
        public var problem: String?
    }

    public static func load(
        environment: [String: String], locator: CatalogueLocator? = nil
    ) -> Loaded {
        let preference = LanguagePreference(environment: environment)
        guard !preference.candidates.isEmpty else { return Loaded(translation: .english) }
        let locator = locator ?? CatalogueLocator(environment: environment)
        guard let file = locator.file(for: preference.candidates) else {
            return Loaded(translation: .english, problem: "no catalogue for \(preference.candidates.joined(separator: ", "))")
        }
        guard let bytes = FileManager.default.contents(atPath: file.path) else {
            return Loaded(translation: .english, file: file, problem: "\(file.path): cannot be read")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return Loaded(translation: .english, file: file, problem: "\(file.path): not UTF-8")
        }
        do {
            return Loaded(translation: Translation(catalogue: try CatalogueReader.read(text)), file: file)
        } catch {
            return Loaded(translation: .english, file: file, problem: "\(file.path): \(error)")
        }
    }

    /// A sentence: the catalogue's, else the English one, with its placeholders filled.
    public func text(_ key: String, _ english: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
        guard case .text(let translated) = catalogue.entries[key] else { return Placeholders.fill(english, with: Array(values)) }
        return Placeholders.fill(translated, with: Array(values))
    }

    /// A plural: the form the language's rule picks for the count; `{count}` is the count itself.
    public func plural(
        _ key: String, count: Int, one: String, other: String, _ values: KeyValuePairs<String, String> = [:]
    ) -> String {
        let form: String
        if case .plural(let forms) = catalogue.entries[key], forms.count == pluralRule.categories.count {
            form = forms[pluralRule.formIndex(for: count)]
        } else {
            form = count == 1 ? one : other
        }
        return Placeholders.fill(form, with: [(key: "count", value: String(count))] + Array(values))
    }
}
