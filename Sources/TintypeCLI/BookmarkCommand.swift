import ArgumentParser
import Localisation
import Tintype
import TintypeApp

/// `tintype bookmark`: saves a post by its id, or takes it out of the saved ones.
struct BookmarkCommand: PostChoiceCommand {
    static let configuration = CommandConfiguration(commandName: "bookmark", abstract: Strings.cliBookmarkAbstract)

    @OptionGroup var account: AccountOptions

    @Flag(name: .long, help: ArgumentHelp(Strings.cliUndoBookmarkHelp))
    var undo = false

    @Argument(help: ArgumentHelp(Strings.cliPostIdHelp))
    var postId: String

    static func perform(postId: String, undo: Bool, configuration: ApplicationConfiguration) async throws {
        try await PostPublishing.save(postId: postId, undo: undo, configuration: configuration)
    }
}
