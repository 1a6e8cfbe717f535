import ArgumentParser
import Tintype

/// `--pictures`: how photos are drawn, shared by the app and `tintype show`.
struct PictureOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "How photos are drawn: auto (ask the terminal), kitty, sixel, iterm, blocks (half blocks of colour) or none (alt text); or TINTYPE_PICTURES.",
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
