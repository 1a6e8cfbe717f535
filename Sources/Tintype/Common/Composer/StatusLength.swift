/// A post's length as Mastodon counts it against the instance's limit: each link is worth a fixed
/// number of characters however long it is, a mention of someone elsewhere counts only its
/// `@name`, and characters are Unicode code points (an emoji with a skin tone counts two).
///
/// Read in one pass over the code points, as the server's two patterns would find them: a link is
/// `http://` or `https://` and what follows up to a space, `<`, `>` or `"`; a remote mention is
/// `@name@domain` at the start or after a space.
enum StatusLength {
    static func count(_ text: String, charactersPerURL: Int) -> Int {
        let scalars = Array(text.unicodeScalars)
        var count = 0
        var index = 0
        while index < scalars.count {
            if let end = linkEnd(in: scalars, from: index) {
                count += charactersPerURL
                index = end
            } else if index == 0 || scalars[index - 1].properties.isWhitespace,
                let (nameLength, end) = remoteMention(in: scalars, from: index)
            {
                count += nameLength
                index = end
            } else {
                count += 1
                index += 1
            }
        }
        return count
    }

    private static let schemes: [[Unicode.Scalar]] = [Array("http://".unicodeScalars), Array("https://".unicodeScalars)]

    private static func linkEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard scalars[start] == "h",
            let scheme = schemes.first(where: { scalars[start...].starts(with: $0) })
        else { return nil }
        var end = start + scheme.count
        while end < scalars.count, !isLinkEnd(scalars[end]) { end += 1 }
        return end > start + scheme.count ? end : nil
    }

    private static func isLinkEnd(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar == "<" || scalar == ">" || scalar == "\""
    }

    /// `@name@domain` from `start`: the length of `@name` and where the domain ends. The domain is
    /// letters, digits, dots and hyphens, ending with a letter or digit.
    private static func remoteMention(in scalars: [Unicode.Scalar], from start: Int) -> (nameLength: Int, end: Int)? {
        guard scalars[start] == "@" else { return nil }
        var at = start + 1
        while at < scalars.count, isNameScalar(scalars[at]) { at += 1 }
        guard at > start + 1, at < scalars.count, scalars[at] == "@" else { return nil }
        var domainEnd = at + 1
        while domainEnd < scalars.count, isASCIIAlphanumeric(scalars[domainEnd]) || scalars[domainEnd] == "." || scalars[domainEnd] == "-" {
            domainEnd += 1
        }
        while domainEnd > at + 1, !isASCIIAlphanumeric(scalars[domainEnd - 1]) { domainEnd -= 1 }
        guard domainEnd - (at + 1) >= 2 else { return nil }
        return (at - start, domainEnd)
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        isASCIIAlphanumeric(scalar) || scalar == "_"
    }

    private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
