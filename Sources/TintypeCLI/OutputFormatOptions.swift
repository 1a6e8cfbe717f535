import ArgumentParser
import Tintype

/// How a listing command prints: plain text for reading, or JSON for scripts.
struct OutputFormatOptions: ParsableArguments {
    @Flag(name: .long, help: "Plain text (the default).")
    var plain = false

    @Flag(name: .long, help: "JSON, with clean text, for scripts.")
    var json = false

    func validate() throws {
        if plain && json { throw ValidationError("--plain and --json exclude each other") }
    }

    var format: FeedListing.Format { json ? .json : .plain }
}
