import Testing

@testable import TerminalUI

struct ThemeTests {
    @Test func testThatTheDefaultThemeKeepsItsPaletteColours() {
        // given
        let theme = Theme.standard
        // when
        let author = theme.colorNumbers(for: .author, depth: .extended)
        // then
        #expect(author == (180, -1))
    }

    @Test func testThatEightColoursTakeTheThemesOwnChoice() {
        // given: the nearest basic colour to a warm sand would be white; the theme says yellow
        let theme = Theme.standard
        // when
        let author = theme.colorNumbers(for: .author, depth: .basic)
        // then
        #expect(author == (3, -1))
    }

    @Test func testThatTheLightThemesBarIsDarkOnLight() {
        // given
        let theme = Theme.light
        // when
        let bar = theme.colorNumbers(for: .bar, depth: .extended)
        // then
        #expect(bar == (236, 252))
    }

    @Test func testThatMonochromeHasNoColour() {
        // given
        let theme = Theme.monochrome
        // when
        let usesColor = theme.usesColor
        // then
        #expect(!usesColor)
    }

    @Test func testThatAChangedRoleTakesItsNewColour() {
        // given
        let theme = Theme.standard.with(.liked, ThemeColors(.index(160)))
        // when
        let liked = theme.colorNumbers(for: .liked, depth: .extended)
        // then
        #expect(liked == (160, -1))
    }

    @Test func testThatEveryBuiltInThemeIsFoundByItsName() {
        // given
        let names = Theme.builtIn.map(\.name)
        // when
        let found = names.compactMap(Theme.named)
        // then
        #expect(found == Theme.builtIn)
    }
}
