import TextBasics

/// A photo's description as a screen shows it, from the server or from the outbox alike.
package enum AltTextMapper {
    /// Cleaned of what a terminal would act on, and none where nothing is left.
    package static func altText(_ description: String?) -> String? {
        let cleaned = description.map { TextSanitizer.clean($0, maximumLength: 1500) }
        return cleaned?.isEmpty == true ? nil : cleaned
    }
}
