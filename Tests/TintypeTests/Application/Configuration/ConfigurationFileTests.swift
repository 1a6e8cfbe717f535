import Foundation
import Imaging
import TerminalUI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct ConfigurationFileTests {
    private func parse(_ text: String) throws -> ConfigurationFile {
        try ConfigurationFile.parse(text, path: "config.toml").file
    }

    private func failure(_ text: String) -> ConfigurationFileError? {
        do {
            _ = try ConfigurationFile.parse(text, path: "config.toml")
            return nil
        } catch {
            return error
        }
    }

    @Test func testThatAnEmptyFileIsTheDefaults() throws {
        // given
        let text = ""
        // when
        let file = try parse(text)
        // then
        #expect(file == ConfigurationFile())
    }

    @Test func testThatTheMouseIsOnUnlessTurnedOff() throws {
        // given
        let text = ""
        // when
        let file = try parse(text)
        // then
        #expect(file.reportsMouse)
    }

    @Test func testThatTheMouseIsTurnedOff() throws {
        // given
        let text = "[mouse]\nenabled = false\n"
        // when
        let file = try parse(text)
        // then
        #expect(!file.reportsMouse)
    }

    @Test func testThatNotificationsAreTurnedOff() throws {
        // given
        let text = "[notifications]\nenabled = false\n"
        // when
        let file = try parse(text)
        // then
        #expect(!file.notifies)
    }

    @Test func testThatLinksAreTurnedOff() throws {
        // given
        let text = "[links]\nenabled = false\n"
        // when
        let file = try parse(text)
        // then
        #expect(!file.makesLinks)
    }

    @Test func testThatTheMouseSettingMustBeTrueOrFalse() {
        // given
        let text = "[mouse]\nenabled = \"yes\"\n"
        // when
        let error = failure(text)
        // then
        #expect(error?.line == 2)
    }

    @Test func testThatTheDefaultAccountIsRead() throws {
        // given
        let text = "default_account = \"grace@pixelfed.social\"\n"
        // when
        let file = try parse(text)
        // then
        #expect(file.defaultAccount == "grace@pixelfed.social")
    }

    @Test func testThatThePictureProtocolIsRead() throws {
        // given
        let text = "[pictures]\nprotocol = \"sixel\"\n"
        // when
        let file = try parse(text)
        // then
        #expect(file.pictures == .fixed(.sixel))
    }

    @Test func testThatAnimationsPlayUnlessTheFileSaysOtherwise() throws {
        // when
        let file = try parse("[pictures]\nprotocol = \"sixel\"\n")
        // then
        #expect(file.playsAnimations)
    }

    @Test func testThatAutoplayOffKeepsAnimationsStill() throws {
        // given
        let text = "[pictures]\nautoplay = false\n"
        // when
        let file = try parse(text)
        // then
        #expect(!file.playsAnimations)
    }

    @Test func testThatAutoplayThatIsNoTrueOrFalseIsNamed() {
        // when
        let error = failure("[pictures]\nautoplay = \"no\"\n")
        // then
        #expect(error?.line == 2)
    }

    @Test func testThatAKeyChosenForAnActionIsRead() throws {
        // given
        let text = "[keys.feed]\nrefresh = \"R\"\n"
        // when
        let file = try parse(text)
        // then
        #expect(file.keys.screens["feed"]?["refresh"] == [.character("R")])
    }

    @Test func testThatSeveralKeysForAnActionAreRead() throws {
        // given
        let text = "[keys.feed]\nrefresh = [\"R\", \"F5\"]\n"
        // when
        let file = try parse(text)
        // then
        #expect(file.keys.screens["feed"]?["refresh"] == [.character("R"), .function(5)])
    }

    @Test func testThatBrokenTOMLIsNamedWithItsLineAndColumn() {
        // given
        let text = "[pictures]\nprotocol = \"sixel\n"
        // when
        let error = failure(text)
        // then
        #expect(error?.line == 2 && error?.message.isEmpty == false)
    }

    @Test func testThatAWrongTypeIsNamedWithTheSettingsLine() {
        // given
        let text = "# mine\n\ndefault_account = 3\n"
        // when
        let error = failure(text)
        // then
        #expect(error == ConfigurationFileError(path: "config.toml", line: 3, column: 19, message: "expected a string in quotes"))
    }

    @Test func testThatAnUnknownPictureProtocolIsAnError() {
        // given
        let text = "[pictures]\nprotocol = \"holograms\"\n"
        // when
        let error = failure(text)
        // then
        #expect(error?.line == 2 && error?.message.contains("holograms") == true)
    }

    @Test func testThatAnUnknownScreenIsAnErrorNamingTheScreensThereAre() {
        // given
        let text = "[keys.feeds]\nrefresh = \"R\"\n"
        // when
        let error = failure(text)
        // then
        #expect(error?.line == 1 && error?.message.contains("there are tabs, feed") == true)
    }

    @Test func testThatAnUnknownActionIsAnErrorOnItsLine() {
        // given
        let text = "[keys.feed]\nrefresh = \"R\"\nteleport = \"t\"\n"
        // when
        let error = failure(text)
        // then
        #expect(error?.line == 3 && error?.message.hasPrefix("feed has no action teleport") == true)
    }

    @Test func testThatAnUnreadableKeyNameIsAnErrorOnItsLine() {
        // given
        let text = "[keys.feed]\nrefresh = \"Hyper-r\"\n"
        // when
        let error = failure(text)
        // then
        #expect(error?.line == 2 && error?.message.contains("Hyper-r") == true)
    }

    @Test func testThatAKeyChosenOverAnotherActionsOwnTakesItWithAWarningOnItsLine() throws {
        // given: j is the next post's own key
        let text = "[keys.feed]\n\nrefresh = \"j\"\n"
        // when
        let warnings = try ConfigurationFile.parse(text, path: "config.toml").warnings
        // then
        #expect(warnings == ["config.toml:3:11: j now does refresh in feed, no longer next"])
    }

    @Test func testThatAKeyChosenForTwoActionsIsAnErrorOnTheLineThatDidIt() {
        // given
        let text = "[keys.feed]\nnext = \"x\"\nrefresh = \"x\"\n"
        // when
        let error = failure(text)
        // then
        #expect(error?.line == 3 && error?.message == "x would do both next and refresh in feed")
    }

    @Test func testThatAKeyTakenFromAnActionLeavesItItsOtherKeys() {
        // given
        let overrides = KeyOverrides(screens: ["feed": ["refresh": [.character("j")]]])
        // when: Home's own keys, and those of its posts
        let home = FeedKeyMap.declared.configured("feed", by: overrides)
        let posts = PostListKeyMap.declared.configured("feed", by: overrides)
        // then
        #expect(
            home.action(for: .character("j")).map { "\($0)" } == "refresh" && posts.action(for: .character("j")) == nil
                && posts.action(for: .down).map { "\($0)" }?.hasSuffix("next)") == true)
    }

    @Test func testThatATabKeyTakenByAScreenIsAnError() {
        // given: 2 shows the Likes tab from every screen
        let text = "[keys.feed]\nrefresh = \"2\"\n"
        // when
        let error = failure(text)
        // then
        #expect(error?.line == 2 && error?.message == "2 would do both position_2 and refresh in feed")
    }

    @Test func testThatAKeyFreedByAnotherChoiceMayBeTaken() throws {
        // given: next moves to N, so j is free for refresh
        let text = "[keys.feed]\nnext = \"N\"\nrefresh = \"j\"\n"
        // when
        let file = try parse(text)
        // then
        #expect(file.keys.screens["feed"]?["refresh"] == [.character("j")])
    }

    @Test func testThatAnUnknownSettingIsAWarningNotAnError() throws {
        // given
        let text = "[pictures]\ncolour = 3\n"
        // when
        let warnings = try ConfigurationFile.parse(text, path: "config.toml").warnings
        // then
        #expect(warnings == ["config.toml:2:10: no setting pictures.colour is known; it is left out"])
    }

    @Test func testThatTheDefaultFileLoadsAsTheDefaults() throws {
        // given
        let text = ConfigurationFile.defaultText
        // when
        let file = try parse(text)
        // then
        #expect(file == ConfigurationFile())
    }

    @Test func testThatEverySettingOfTheDefaultFileTakenInChangesNothing() throws {
        // given: every commented setting's # taken off, but the example account
        let text = ConfigurationFile.defaultText.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("# ") && line.contains(" = ") && !line.contains("default_account") ? String(line.dropFirst(2)) : String(line)
        }.joined(separator: "\n")
        // when
        let file = try parse(text)
        // then
        let declared = Dictionary(
            uniqueKeysWithValues: KeyMapCatalogue.screens.map { screen in
                (screen.name, Dictionary(uniqueKeysWithValues: screen.actions.map { ($0.action, $0.keys) }))
            })
        #expect(file.keys.screens == declared && file.pictures == .automatic && file.imageViewer == "xdg-open")
        let colors = { (theme: Theme?) in theme?.colors.mapValues { [$0.foreground, $0.background] } }
        #expect(file.theme?.name == "default" && colors(file.theme) == colors(.standard))
    }

    @Test func testThatAMissingFileIsTheDefaults() throws {
        // given
        let home = TestFolders.unique("tintype-config")
        // when
        let loaded = try ConfigurationFile.load(paths: StoragePaths.fromEnvironment(["HOME": home.path]))
        // then
        #expect(loaded.file == ConfigurationFile() && loaded.warnings.isEmpty)
    }

    @Test func testThatABuiltInThemeIsChosenByName() throws {
        // given
        let text = "[theme]\nname = \"light\"\n"
        // when
        let file = try parse(text)
        // then
        #expect(file.theme == .light)
    }

    @Test func testThatAnUnknownThemeIsAnErrorNamingTheThemesThereAre() {
        // given
        let text = "[theme]\nname = \"neon\"\n"
        // when
        let error = failure(text)
        // then
        #expect(error?.line == 2 && error?.message == "no theme is called neon; there are default, light, monochrome, high-contrast")
    }

    @Test func testThatARolesColourIsChangedOnTopOfTheTheme() throws {
        // given
        let text = "[theme]\nname = \"light\"\n\n[theme.colors]\nauthor = \"#d75f00\"\n"
        // when
        let file = try parse(text)
        // then
        #expect(file.theme?.colors[.author]?.foreground == .rgb(RGBColor(hex: 0xD75F00)) && file.theme?.name == "light")
    }

    @Test func testThatABarsTwoColoursAreRead() throws {
        // given
        let text = "[theme.colors]\nbar = [\"white\", 24]\n"
        // when
        let file = try parse(text)
        // then
        #expect(file.theme?.colors[.bar] == ThemeColors(.basic(7), on: .index(24)))
    }

    @Test func testThatAColourThatIsNoneIsAnErrorOnItsLine() {
        // given
        let text = "[theme.colors]\nliked = \"pinkish\"\n"
        // when
        let error = failure(text)
        // then
        #expect(error?.line == 2 && error?.message.hasPrefix("expected a colour") == true)
    }

    @Test func testThatAnUnknownRoleIsAnError() {
        // given
        let text = "[theme.colors]\nsparkle = 3\n"
        // when
        let error = failure(text)
        // then
        #expect(error?.line == 2 && error?.message.hasPrefix("no colour role is called sparkle") == true)
    }

    @Test func testThatTheFeedsDefaultsAreRead() throws {
        // given
        let text = "[feed]\nreplies = true\nlayout = \"photos\"\n"
        // when
        let file = try parse(text)
        // then
        #expect(file.feed == FeedDefaults(showsReplies: true, showsLargePhotos: true))
    }

    @Test func testThatTheREADMEsExampleIsAValidFile() throws {
        // given: the example a person copies from the README
        let readme = try String(contentsOf: DemoServer.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let example = try #require(readme.components(separatedBy: "```toml\n").dropFirst().first?.components(separatedBy: "```").first)
        // when
        let warnings = try ConfigurationFile.parse(example, path: "config.toml").warnings
        // then
        #expect(warnings.isEmpty)
    }

    @Test func testThatRequiringAltTextIsRead() throws {
        // given
        let text = "[compose]\nrequire_alt_text = true\n"
        // when
        let file = try parse(text)
        // then
        #expect(file.requiresAltText)
    }

    @Test func testThatRequiringAltTextTakesOnlyTrueOrFalse() {
        // given
        let text = "[compose]\nrequire_alt_text = \"yes\"\n"
        // when
        let error = failure(text)
        // then
        #expect(error?.line == 2)
    }

    @Test func testThatAnUnknownLayoutIsAnErrorOnItsLine() {
        // given
        let text = "[feed]\nlayout = \"grid\"\n"
        // when
        let error = failure(text)
        // then
        #expect(error?.line == 2 && error?.message == "expected one of compact, photos, not “grid”")
    }

    @Test func testThatTheRefreshIntervalIsRead() throws {
        // given
        let text = "refresh_interval = 300\n"
        // when
        let file = try parse(text)
        // then
        #expect(file.refreshSeconds == 300)
    }

    @Test func testThatARefreshIntervalOutOfBoundsIsAnError() {
        // given
        let text = "refresh_interval = 1\n"
        // when
        let error = failure(text)
        // then
        #expect(error?.line == 1 && error?.message == "expected a number of seconds from 10 to 3600")
    }
}
