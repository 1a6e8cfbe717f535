import ArgumentParser
import Localisation

/// How long a poll stays open, as typed after `--poll-expires`: a number and a unit, `30m`, `6h`,
/// `3d` or `1w`.
struct PollLength: ExpressibleByArgument {
    var seconds: Int

    init(seconds: Int) {
        self.seconds = seconds
    }

    init?(argument: String) {
        guard let match = argument.wholeMatch(of: /([0-9]{1,6})([mhdw])/), let count = Int(match.1), count > 0 else { return nil }
        let unit =
            switch match.2 {
            case "m": 60
            case "h": 3600
            case "d": 86_400
            default: 7 * 86_400
            }
        seconds = count * unit
    }

    /// A day, as Mastodon's own form offers first.
    static let usual = PollLength(seconds: 86_400)
}
