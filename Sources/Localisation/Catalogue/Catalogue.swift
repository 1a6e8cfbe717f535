/// The texts of one language, by key (the entry's `msgctxt`), as a gettext catalogue holds them.
public struct Catalogue: Equatable, Sendable {
    /// The `Language:` of the catalogue's header, such as `ru`.
    public var language: String
    /// The texts by key; an entry whose translation is empty is left out, so English shows.
    public var entries: [String: CatalogueEntry]
    /// The English source of each key (`msgid`, and `msgid_plural` as the second form), as written.
    public var sources: [String: [String]]
    /// Extracted comments (`#.`) by key: notes for translators, and the accessors' documentation.
    public var notes: [String: [String]]
    /// The keys in the order the file lists them.
    public var keys: [String]

    public init(
        language: String, entries: [String: CatalogueEntry] = [:], sources: [String: [String]] = [:],
        notes: [String: [String]] = [:], keys: [String] = []
    ) {
        self.language = language
        self.entries = entries
        self.sources = sources
        self.notes = notes
        self.keys = keys
    }
}
