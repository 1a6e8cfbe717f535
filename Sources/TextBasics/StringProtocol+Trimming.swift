/// Trimming, which the Foundation the app links (FoundationEssentials, without ICU) leaves to
/// the full Foundation.
extension StringProtocol {
    /// Without the spaces, tabs and line breaks at either end.
    public func trimmed() -> String {
        trimmed(where: \.isWhitespace)
    }

    /// Without the characters at either end that `isTrimmed` picks.
    public func trimmed(where isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(self[first...last])
    }
}
