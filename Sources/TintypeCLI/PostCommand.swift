import ArgumentParser
import Foundation
import Tintype

/// `tintype post`: publishes a post with photos, and prints its id.
struct PostCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "post",
        abstract: "Publish a post with photos; prints the new post's id.",
        discussion: """
            The post is saved in the outbox before it is sent; run the same command again after a \
            lost answer and it continues that post rather than publishing a second.
            Example: tintype post --media cat.jpg --alt "A cat asleep" --media dog.jpg --alt "A dog" "Sunday"
            """
    )

    @OptionGroup var account: AccountOptions

    @Option(name: .long, help: ArgumentHelp("A photo to attach; repeat for each, up to 4.", valueName: "file"))
    var media: [String] = []

    @Option(name: .long, help: ArgumentHelp("Alt text for the photos, in order; repeat for each.", valueName: "text"))
    var alt: [String] = []

    @Option(name: .long, help: ArgumentHelp("Post as a comment on this post.", valueName: "post-id"))
    var replyTo: String?

    @Option(name: .long, help: ArgumentHelp("public, unlisted, private or direct.", valueName: "visibility"))
    var visibility: String?

    @Argument(help: "The caption.")
    var caption: String = ""

    func validate() throws {
        if media.count > 4 { throw ValidationError("at most 4 photos in one post") }
        if let visibility, !["public", "unlisted", "private", "direct"].contains(visibility) {
            throw ValidationError("--visibility takes public, unlisted, private or direct")
        }
    }

    func run() async throws {
        let configuration = try account.resolve()
        let request = PostPublishing.Request(
            caption: caption, mediaFiles: media.map { URL(fileURLWithPath: $0) }, altTexts: alt,
            inReplyToId: replyTo, visibility: visibility
        )
        do {
            TerminalWriter.write(try await PostPublishing.publish(request, configuration: configuration))
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
