import ArgumentParser
import Tintype

/// `tintype open`, the default: the home feed on the terminal.
struct OpenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "open", abstract: "Open the home feed (the default).")

    @OptionGroup var account: AccountOptions
    @OptionGroup var pictureOptions: PictureOptions

    func run() async throws {
        var configuration = try account.resolve()
        configuration.pictures = try PictureChoice.resolve(option: pictureOptions.pictures)
        do {
            try await TintypeApplication.run(configuration: configuration)
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
