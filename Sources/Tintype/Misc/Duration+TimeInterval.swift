import FoundationEssentials

extension Duration {
    /// The same length in seconds, to compare with how long ago a date was.
    var timeInterval: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
