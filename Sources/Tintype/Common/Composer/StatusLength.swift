import Foundation

/// A post's length as Mastodon counts it against the instance's limit: each link is worth a fixed
/// number of characters however long it is, a mention of someone elsewhere counts only its
/// `@name`, and characters are Unicode code points (an emoji with a skin tone counts two).
enum StatusLength {
    static func count(_ text: String, charactersPerURL: Int) -> Int {
        var counted = text
        counted = replacing(link, in: counted) { _ in String(repeating: "x", count: charactersPerURL) }
        counted = replacing(remoteMention, in: counted) { match in "@" + (match.split(separator: "@").first ?? "") }
        return counted.unicodeScalars.count
    }

    private static let link = try! NSRegularExpression(pattern: #"https?://[^\s<>"]+"#)
    /// `@name@domain` preceded by nothing or a space; the domain's part is not counted.
    private static let remoteMention = try! NSRegularExpression(pattern: #"(?<=^|\s)@[A-Za-z0-9_]+@[A-Za-z0-9.\-]+[A-Za-z0-9]"#)

    private static func replacing(_ pattern: NSRegularExpression, in text: String, with replacement: (Substring) -> String) -> String {
        var result = ""
        var last = text.startIndex
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let range = Range(match.range, in: text) else { continue }
            result += text[last..<range.lowerBound]
            result += replacement(text[range])
            last = range.upperBound
        }
        return result + text[last...]
    }
}
