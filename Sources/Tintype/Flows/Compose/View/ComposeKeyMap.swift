import Localisation
import TerminalUI

/// Module is responsible for a new post: photos with their alt text, a caption, who may see it.
///
/// The composer's keys. Ctrl-S, Tab and Esc work in every field; the letters act only in the
/// photos and options fields, since in the caption and the warning they are text.
enum ComposeKeyMap {
    enum Action: Sendable, Equatable {
        case post, nextField, previousField, close, help
        case addPhoto, pickPhoto, altText, removePhoto, nextPhoto, previousPhoto, movePhotoLater, movePhotoEarlier
        case visibility, sensitive, language, publishingTime, poll, pollLength, pollChoices, quotePolicy
    }

    /// The keys as declared, before the configuration file has its say.
    static let declared = KeyMap<Action>([
        KeyBinding([.control("s")], "Ctrl-S", Strings.keysComposePost, .post),
        KeyBinding([.tab], "Tab", Strings.keysComposeNextField, .nextField),
        KeyBinding([.backTab], "Shift-Tab", Strings.keysComposePreviousField, .previousField),
        KeyBinding([.escape], "Esc", Strings.keysComposeClose, .close),
        KeyBinding([.character("a")], "a", Strings.keysComposeAddPhoto, .addPhoto),
        KeyBinding([.character("p")], "p", Strings.keysComposePickPhoto, .pickPhoto),
        KeyBinding([.enter], "Enter", Strings.keysComposeAltText, .altText),
        KeyBinding([.character("d"), .delete], "d / Del", Strings.keysComposeRemovePhoto, .removePhoto),
        KeyBinding([.character("J")], "J", Strings.keysComposeMovePhoto, .movePhotoLater),
        KeyBinding([.character("K")], "K", "", .movePhotoEarlier),
        KeyBinding([.character("j"), .down], "", "", .nextPhoto),
        KeyBinding([.character("k"), .up], "", "", .previousPhoto),
        KeyBinding([.character("v")], "v", Strings.keysComposeVisibility, .visibility),
        KeyBinding([.character("s")], "s", Strings.keysComposeSensitive, .sensitive),
        KeyBinding([.character("l")], "l", Strings.keysComposeLanguage, .language),
        KeyBinding([.character("t")], "t", Strings.keysComposeTime, .publishingTime),
        KeyBinding([.character("Q")], "Q", Strings.keysComposeQuotePolicy, .quotePolicy),
        KeyBinding([.character("o")], "o", Strings.keysComposePoll, .poll),
        KeyBinding([.character("O")], "O", Strings.keysComposePollLength, .pollLength),
        KeyBinding([.character("m")], "m", Strings.keysComposePollChoices, .pollChoices),
        KeyBinding([.character("?")], "?", Strings.keysShowHelp, .help),
    ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.compose]` on top.
    static let keyMap = declared.configured("compose", takingEveryKey: true)

    /// The keys that act in every field, the text fields too.
    static func actsInText(_ action: Action) -> Bool {
        [.post, .nextField, .previousField, .close].contains(action)
    }
}
