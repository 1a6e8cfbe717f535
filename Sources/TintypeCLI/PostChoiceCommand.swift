import ArgumentParser
import MastodonAPI
import Tintype
import TintypeApp

/// A command that makes or takes back one choice on a post by its id (a boost, a bookmark): the
/// account resolved, the choice sent through the outbox, a failure worded for the instance.
protocol PostChoiceCommand: AsyncParsableCommand {
    var account: AccountOptions { get }
    var undo: Bool { get }
    var postId: String { get }

    /// Makes the choice, or with `undo` takes it back.
    static func perform(postId: String, undo: Bool, configuration: ApplicationConfiguration) async throws
}

extension PostChoiceCommand {
    func run() async throws {
        let configuration = try account.resolve()
        do {
            try await Self.perform(postId: postId, undo: undo, configuration: configuration)
            // The post's id, as every command that changes a post prints it.
            TerminalWriter.write(postId)
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
