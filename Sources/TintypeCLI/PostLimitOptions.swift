import ArgumentParser
import Localisation

/// How many posts a listing prints: one page at the most.
struct PostLimitOptions: ParsableArguments {
    static let allowed = 1...40
    static let standard = 20

    @Option(name: .long, help: ArgumentHelp(Strings.cliFeedLimitHelp))
    var limit = standard

    func validate() throws {
        if !Self.allowed.contains(limit) { throw ValidationError(Strings.cliFeedLimitError) }
    }
}
