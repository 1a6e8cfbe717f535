import ArgumentParser
import Localisation
import MastodonAPI
import Tintype
import TintypeApp

/// `tintype translate`: a post's caption in the language Tintype speaks, as the server
/// translates it, with where it came from.
struct TranslateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "translate", abstract: Strings.cliTranslateAbstract)

    @OptionGroup var account: AccountOptions
    @OptionGroup var output: OutputFormatOptions

    @Argument(help: ArgumentHelp(Strings.cliPostIdHelp))
    var postId: String

    func run() async throws {
        let configuration = try account.resolve()
        do {
            let translation = try await PostPublishing.translate(postId: postId, configuration: configuration)
            TerminalWriter.write(try TranslationListing.text(of: translation, format: output.format), terminator: "")
        } catch MastodonError.forbidden {
            TerminalWriter.writeError("tintype: " + Strings.translationNotOffered)
            throw ExitCode.failure
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
