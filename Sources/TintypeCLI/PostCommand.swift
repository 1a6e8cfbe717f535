import ArgumentParser
import FoundationEssentials
import Localisation
import MastodonAPI
import TextBasics
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

    @Option(name: .long, help: ArgumentHelp(Strings.cliPollHelp, valueName: "options"))
    var poll: String?

    @Option(name: .long, help: ArgumentHelp(Strings.cliPollExpiresHelp, valueName: "length"))
    var pollExpires: PollLength?

    @Flag(name: .long, help: ArgumentHelp(Strings.cliPollMultipleHelp))
    var pollMultiple = false

    @Option(name: .long, help: ArgumentHelp(Strings.cliQuoteHelp, valueName: "post-id"))
    var quote: String?

    @Option(name: .long, help: ArgumentHelp(Strings.cliQuotesHelp, valueName: "who"))
    var quotes: String?

    @Option(name: .long, help: ArgumentHelp(Strings.cliAtHelp, valueName: "time"))
    var at: String?

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
        try validatePoll()
        _ = try TypedTime.argument(at, now: Date())
        if let quotes, quotePolicy == nil { throw ValidationError(Strings.cliQuotesError + " (\(quotes))") }
    }

    /// Who may quote the post, as `--quotes` says it in the person's words.
    private var quotePolicy: QuotePolicy? {
        switch quotes {
        case "anyone": .anyone
        case "followers": .followers
        case "nobody": .nobody
        default: nil
        }
    }

    private func validatePoll() throws {
        guard let options = pollOptions else {
            if pollExpires != nil || pollMultiple { throw ValidationError(Strings.cliPollLengthWithoutPoll) }
            return
        }
        if options.count < 2 || options.contains(where: \.isEmpty) { throw ValidationError(Strings.cliPollOptionsError) }
        if !media.isEmpty { throw ValidationError(Strings.cliPollWithPhotosError) }
    }

    /// The poll's options, each trimmed; nil without `--poll`.
    private var pollOptions: [String]? {
        poll.map { $0.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmed() } }
    }

    func run() async throws {
        // Nothing to post, typed at a terminal: the person means to write it, in the composer.
        if caption.isEmpty, media.isEmpty, replyTo == nil, poll == nil, quote == nil, isatty(STDIN_FILENO) == 1,
            isatty(STDOUT_FILENO) == 1
        {
            return try await AppOpening.run(OpenArguments(account: account.choice), opensComposer: true)
        }
        let configuration = try account.resolve()
        let request = PostPublishing.Request(
            caption: caption, mediaFiles: media.map { URL(fileURLWithPath: $0) }, altTexts: alt,
            inReplyToId: replyTo, visibility: visibility, contentWarning: contentWarning, isSensitive: sensitive,
            language: language,
            poll: pollOptions.map {
                OutboxPost.Poll(options: $0, expiresInSeconds: (pollExpires ?? .usual).seconds, allowsMultiple: pollMultiple)
            },
            quotedPostId: quote, publishesAt: try TypedTime.argument(at, now: Date()), quotePolicy: quotePolicy
        )
        do {
            switch try await PostPublishing.publish(request, configuration: configuration) {
            case .published(let post): TerminalWriter.write(post.id)
            case .scheduled(let scheduled): TerminalWriter.write(scheduled.id)
            }
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
