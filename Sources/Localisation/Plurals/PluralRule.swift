/// How a language picks the plural form of a whole number, after the CLDR plural rules
/// (unicode.org/cldr, `plurals.xml`), keeping only what they say about integers: Tintype counts
/// posts, likes and people, never fractions.
public struct PluralRule: Sendable {
    /// The categories the language's integers fall into, in CLDR order: `msgstr[0]` is the first.
    public let categories: [PluralCategory]
    private let categorise: @Sendable (Int) -> PluralCategory

    init(_ categories: [PluralCategory], _ categorise: @escaping @Sendable (Int) -> PluralCategory) {
        self.categories = categories
        self.categorise = categorise
    }

    public func category(for count: Int) -> PluralCategory {
        categorise(count.magnitude > UInt(Int.max) ? Int.max : abs(count))
    }

    /// The index of the count's form among a catalogue entry's forms.
    public func formIndex(for count: Int) -> Int {
        categories.firstIndex(of: category(for: count)) ?? categories.count - 1
    }

    /// The rule for a language code such as `ru` or `pt_BR`; languages not listed take the
    /// English one, which is right for most European languages.
    public static func forLanguage(_ code: String) -> PluralRule {
        let language = code.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init)?.lowercased() ?? ""
        switch language {
        case "ja", "zh", "ko", "vi", "th", "id", "ms", "lo", "my": return .otherOnly
        case "fr", "pt", "hi", "bn", "fa": return .zeroAndOneAreOne
        case "ru", "uk", "be": return .eastSlavic
        case "pl": return .polish
        case "cs", "sk": return .czech
        case "hr", "sr", "bs": return .southSlavic
        case "ro", "mo": return .romanian
        case "lt": return .lithuanian
        case "ar": return .arabic
        case "he", "iw": return .hebrew
        default: return .english
        }
    }

    /// English, German, Dutch, Italian, Spanish, the Nordic languages: 1 is singular.
    static let english = PluralRule([.one, .other]) { $0 == 1 ? .one : .other }

    static let otherOnly = PluralRule([.other]) { _ in .other }

    /// French, Portuguese: 0 and 1 both take the singular.
    static let zeroAndOneAreOne = PluralRule([.one, .other]) { $0 <= 1 ? .one : .other }

    /// Russian, Ukrainian, Belarusian: 1, 21, 101 → one; 2–4, 22–24 → few; the rest → many.
    static let eastSlavic = slavic(rest: .many)

    static let polish = PluralRule([.one, .few, .many]) { count in
        let (lastDigit, lastTwo) = (count % 10, count % 100)
        if count == 1 { return .one }
        if (2...4).contains(lastDigit) && !(12...14).contains(lastTwo) { return .few }
        return .many
    }

    static let czech = PluralRule([.one, .few, .other]) { count in
        count == 1 ? .one : (2...4).contains(count) ? .few : .other
    }

    /// Croatian, Serbian, Bosnian: as Russian, but the rest is other.
    static let southSlavic = slavic(rest: .other)

    private static func slavic(rest: PluralCategory) -> PluralRule {
        PluralRule([.one, .few, rest]) { count in
            let (lastDigit, lastTwo) = (count % 10, count % 100)
            if lastDigit == 1 && lastTwo != 11 { return .one }
            if (2...4).contains(lastDigit) && !(12...14).contains(lastTwo) { return .few }
            return rest
        }
    }

    static let romanian = PluralRule([.one, .few, .other]) { count in
        count == 1 ? .one : (count == 0 || (2...19).contains(count % 100)) ? .few : .other
    }

    static let lithuanian = PluralRule([.one, .few, .other]) { count in
        let (lastDigit, lastTwo) = (count % 10, count % 100)
        if lastDigit == 1 && !(11...19).contains(lastTwo) { return .one }
        if (2...9).contains(lastDigit) && !(11...19).contains(lastTwo) { return .few }
        return .other
    }

    static let arabic = PluralRule([.zero, .one, .two, .few, .many, .other]) { count in
        switch (count, count % 100) {
        case (0, _): return .zero
        case (1, _): return .one
        case (2, _): return .two
        case (_, 3...10): return .few
        case (_, 11...99): return .many
        default: return .other
        }
    }

    static let hebrew = PluralRule([.one, .two, .other]) { count in
        count == 1 ? .one : count == 2 ? .two : .other
    }
}
