/// One text of a catalogue: a plain sentence, or the forms of a plural in the language's order.
public enum CatalogueEntry: Equatable, Sendable {
    case text(String)
    case plural([String])
}
