import ArgumentParser
import FoundationEssentials
import Localisation
import MastodonAPI
import Tintype
import TintypeApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tintype post`: publishes a post with photos, and prints its id; with nothing to post, on a
/// terminal, opens the app's composer.
struct PostCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "post",
        abstract: Strings.cliPostAbstract,
        discussion: Strings.cliPostDiscussion
    )

    @OptionGroup var account: AccountOptions

    @Option(name: .long, help: ArgumentHelp(Strings.cliMediaHelp, valueName: "file"))
    var media: [String] = []

    @Option(name: .long, help: ArgumentHelp(Strings.cliAltHelp, valueName: "text"))
    var alt: [String] = []

    @Option(name: .long, help: ArgumentHelp(Strings.cliReplyToHelp, valueName: "post-id"))
    var replyTo: String?

    @Option(name: .long, help: ArgumentHelp(Strings.cliVisibilityHelp, valueName: "visibility"))
    var visibility: String?

    @Option(name: .customLong("cw"), help: ArgumentHelp(Strings.cliContentWarningHelp, valueName: "text"))
    var contentWarning: String = ""

    @Flag(name: .long, help: ArgumentHelp(Strings.cliSensitiveHelp))
    var sensitive = false

    @Option(name: .long, help: ArgumentHelp(Strings.cliLanguageHelp, valueName: "code"))
    var language: String?

    @Argument(help: ArgumentHelp(Strings.cliCaptionHelp))
    var caption: String = ""

    func validate() throws {
        if media.count > 4 { throw ValidationError(Strings.cliTooManyPhotos) }
        if let visibility, !["public", "unlisted", "private", "direct"].contains(visibility) {
            throw ValidationError(Strings.cliVisibilityError)
        }
        if let language, language.wholeMatch(of: /[a-z]{2,3}/) == nil {
            throw ValidationError(Strings.cliLanguageError)
        }
    }

    func run() async throws {
        // Nothing to post, typed at a terminal: the person means to write it, in the composer.
        if caption.isEmpty, media.isEmpty, replyTo == nil, isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 {
            return try await AppOpening.run(OpenArguments(account: account.choice), opensComposer: true)
        }
        let configuration = try account.resolve()
        let request = PostPublishing.Request(
            caption: caption, mediaFiles: media.map { URL(fileURLWithPath: $0) }, altTexts: alt,
            inReplyToId: replyTo, visibility: visibility, contentWarning: contentWarning, isSensitive: sensitive,
            language: language
        )
        do {
            TerminalWriter.write(try await PostPublishing.publish(request, configuration: configuration))
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
