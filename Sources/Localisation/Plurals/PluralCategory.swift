/// The CLDR plural categories, in CLDR's order, which is also the order of a gettext
/// catalogue's `msgstr[n]` forms for the languages Tintype knows.
public enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other
}
