import MastodonAPI
import TextBasics

/// A server's HTML to clean text and the links in it: each link's words cleaned as the text is,
/// and kept only with an address a terminal may be handed.
enum LinkedTextMapper {
    /// `asLine`: the text on one line, as a profile field's value is shown.
    static func text(
        from html: String, maximumLength: Int = TextSanitizer.maximumLength, asLine: Bool = false
    ) -> (text: String, links: [TextLink]) {
        let converted = HTMLToText.convertKeepingLinks(html)
        let links = converted.links.compactMap { link -> TextLink? in
            let text = TextSanitizer.cleanLine(link.text, maximumLength: maximumLength)
            guard !text.isEmpty, let address = TextLink.checkedAddress(link.address) else { return nil }
            return TextLink(text: text, address: address)
        }
        let text =
            asLine
            ? TextSanitizer.cleanLine(converted.text, maximumLength: maximumLength)
            : TextSanitizer.clean(converted.text, maximumLength: maximumLength)
        return (text, links)
    }
}
