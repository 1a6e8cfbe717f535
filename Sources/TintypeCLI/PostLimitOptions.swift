import ArgumentParser
import Localisation

/// How many posts a listing prints: one page at the most.
struct PostLimitOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Strings.cliFeedLimitHelp))
    var limit = 20

    func validate() throws {
        if !(1...40).contains(limit) { throw ValidationError(Strings.cliFeedLimitError) }
    }
}
