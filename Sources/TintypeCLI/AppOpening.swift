import ArgumentParser
import Localisation
import MastodonAPI
import Tintype
import TintypeApp

/// Opens the app on the terminal for the account the options name: `tintype open`, and
/// `tintype post` with nothing to post, which opens it on the composer.
enum AppOpening {
    static func run(_ arguments: OpenArguments, opensComposer: Bool = false) async throws {
        let settings: ConfigurationFile
        do {
            let loaded = try ApplicationSettings.load()
            for warning in loaded.warnings { TerminalWriter.writeError("tintype: " + warning) }
            settings = loaded.file
        } catch {
            throw fail(error, instance: "")
        }
        let pictures = try PictureChoice.resolve(option: arguments.pictures, configured: settings.pictures)
        guard var configuration = try arguments.account.resolveUnlessNobodyIsSignedIn(settings: settings) else {
            // A first start: the app's own sign-in screen, then the account signed in.
            do {
                try await TintypeApplication.runSigningIn(paths: .fromEnvironment(), file: settings, pictures: pictures)
            } catch {
                throw fail(error, instance: "")
            }
            return
        }
        configuration.apply(settings, pictures: pictures)
        configuration.opensComposer = opensComposer
        do {
            try await TintypeApplication.run(configuration: configuration)
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
