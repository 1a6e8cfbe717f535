/// The languages a person asked for, best first, read from the environment as gettext reads it:
/// the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set names the locale; unless that is
/// the C locale, `LANGUAGE` (a colon-separated list such as `uk:ru`) goes before it.
/// `TINTYPE_LANGUAGE` (such as `ru` or `en`) goes before them all, for Tintype alone.
public struct LanguagePreference: Equatable, Sendable {
    /// Catalogue names to try in turn, such as `["pt_BR", "pt"]`; empty means English.
    public var candidates: [String]

    public init(candidates: [String]) {
        self.candidates = candidates
    }

    public init(environment: [String: String]) {
        if let own = environment["TINTYPE_LANGUAGE"], !own.isEmpty {
            self.init(candidates: Self.withoutEnglish(Self.catalogueNames(for: own)))
            return
        }
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        guard !Self.isCLocale(locale) else {
            self.init(candidates: [])
            return
        }
        let listed = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
        var candidates: [String] = []
        for name in listed + [locale] {
            for candidate in Self.catalogueNames(for: name) where !candidates.contains(candidate) {
                candidates.append(candidate)
            }
        }
        self.init(candidates: Self.withoutEnglish(candidates))
    }

    /// English is the source language: a preference that reaches it needs no catalogue.
    static func withoutEnglish(_ candidates: [String]) -> [String] {
        guard let english = candidates.firstIndex(where: { $0 == "en" || $0.hasPrefix("en_") }) else { return candidates }
        return Array(candidates[..<english])
    }

    /// `ru_RU.UTF-8@euro` → `ru_RU`, `ru`.
    static func catalogueNames(for locale: String) -> [String] {
        let name = locale.prefix { $0 != "." && $0 != "@" }.replacingDashes()
        guard !name.isEmpty, !isCLocale(name), name.allSatisfy({ $0.isLetter || $0 == "_" }) else { return [] }
        let language = String(name.prefix { $0 != "_" })
        return name == language ? [language] : [String(name), language]
    }

    static func isCLocale(_ locale: String) -> Bool {
        locale == "C" || locale == "POSIX" || locale.hasPrefix("C.")
    }
}

extension Substring {
    fileprivate func replacingDashes() -> String { String(map { $0 == "-" ? "_" : $0 }) }
}
