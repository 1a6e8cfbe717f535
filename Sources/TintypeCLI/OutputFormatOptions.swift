import ArgumentParser
import Localisation
import Tintype

/// How a listing command prints: plain text for reading, or JSON for scripts.
struct OutputFormatOptions: ParsableArguments {
    @Flag(name: .long, help: ArgumentHelp(Strings.cliPlainHelp))
    var plain = false

    @Flag(name: .long, help: ArgumentHelp(Strings.cliJSONHelp))
    var json = false

    func validate() throws {
        if plain && json { throw ValidationError(Strings.cliPlainAndJSON) }
    }

    var format: FeedListing.Format { json ? .json : .plain }
}
