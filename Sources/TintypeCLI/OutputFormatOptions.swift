import ArgumentParser
import Localisation
import Tintype
import TintypeApp

/// How a listing command prints: plain text for reading, or JSON for scripts.
struct OutputFormatOptions: ParsableArguments {
    @Flag(name: .long, help: ArgumentHelp(Strings.cliPlainHelp))
    var plain = false

    @Flag(name: .long, help: ArgumentHelp(Strings.cliJSONHelp))
    var json = false

    func validate() throws {
        if Self.format(plain: plain, json: json) == nil { throw ValidationError(Strings.cliPlainAndJSON) }
    }

    var format: FeedListing.Format { Self.format(plain: plain, json: json) ?? .json }

    /// The format the two flags ask for; nil when both are given, which exclude each other.
    static func format(plain: Bool, json: Bool) -> FeedListing.Format? {
        guard !(plain && json) else { return nil }
        return json ? .json : .plain
    }
}
