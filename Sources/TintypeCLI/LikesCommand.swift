import ArgumentParser
import Tintype

/// `tintype likes`: who liked my posts, or the posts I liked, printed for a pipe or a script.
struct LikesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "likes",
        abstract: "Print who liked your posts, grouped by post, without the screen.",
        discussion: "With --mine, the posts you liked instead, the latest like first."
    )

    @OptionGroup var account: AccountOptions

    @Flag(name: .long, help: "The posts you liked.")
    var mine = false

    @OptionGroup var output: OutputFormatOptions

    func run() async throws {
        let configuration = try account.resolve()
        do {
            TerminalWriter.write(
                try await LikesListing.render(configuration: configuration, mine: mine, format: output.format),
                terminator: "")
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
