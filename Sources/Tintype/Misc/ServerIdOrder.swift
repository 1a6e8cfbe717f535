/// Which of two ids a server gave out later. Mastodon and Pixelfed ids are decimal numbers of
/// any length, kept as strings; GoToSocial's ULIDs and Akkoma's flake ids are fixed-length and
/// sort as text. Comparing by length, then as text, orders both.
package enum ServerIdOrder {
    package static func isNewer(_ id: String, than other: String) -> Bool {
        let isDecimal = id.allSatisfy(\.isASCIIDigit) && other.allSatisfy(\.isASCIIDigit)
        if isDecimal {
            let trimmed = (id.drop { $0 == "0" }, other.drop { $0 == "0" })
            if trimmed.0.count != trimmed.1.count { return trimmed.0.count > trimmed.1.count }
            return trimmed.0 > trimmed.1
        }
        return id > other
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
