import ArgumentParser
import Localisation
import Tintype

/// `--pictures`: how photos are drawn, shared by the app and `tintype show`.
struct PictureOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            Strings.cliPicturesHelp,
            valueName: "protocol"))
    var pictures: String?

    func validate() throws {
        do {
            _ = try PictureChoice.resolve(option: pictures)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
