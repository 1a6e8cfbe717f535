import ArgumentParser
import Localisation
import Tintype
import TintypeApp

/// `tintype boost`: boosts a post by its id, or takes the boost back.
struct BoostCommand: PostChoiceCommand {
    static let configuration = CommandConfiguration(commandName: "boost", abstract: Strings.cliBoostAbstract)

    @OptionGroup var account: AccountOptions

    @Flag(name: .long, help: ArgumentHelp(Strings.cliUndoBoostHelp))
    var undo = false

    @Argument(help: ArgumentHelp(Strings.cliPostIdHelp))
    var postId: String

    static func perform(postId: String, undo: Bool, configuration: ApplicationConfiguration) async throws {
        try await PostPublishing.boost(postId: postId, undo: undo, configuration: configuration)
    }
}
