import Testing

@testable import Localisation

struct LanguagePreferenceTests {
    @Test func testThatLCAllGoesBeforeLang() {
        // given, when
        let preference = LanguagePreference(environment: ["LC_ALL": "ru_RU.UTF-8", "LANG": "de_DE.UTF-8"])
        // then
        #expect(preference.candidates == ["ru_RU", "ru"])
    }

    @Test func testThatLCMessagesGoesBeforeLang() {
        // given, when
        let preference = LanguagePreference(environment: ["LC_MESSAGES": "uk_UA", "LANG": "de_DE.UTF-8"])
        // then
        #expect(preference.candidates == ["uk_UA", "uk"])
    }

    @Test func testThatAnEmptyLCAllIsPassedOver() {
        // given, when
        let preference = LanguagePreference(environment: ["LC_ALL": "", "LANG": "ru_RU.UTF-8"])
        // then
        #expect(preference.candidates == ["ru_RU", "ru"])
    }

    @Test func testThatTheCLocaleMeansEnglish() {
        // given, when
        let preference = LanguagePreference(environment: ["LC_ALL": "C.UTF-8", "LANGUAGE": "ru"])
        // then
        #expect(preference.candidates.isEmpty)
    }

    @Test func testThatLanguageListGoesFirst() {
        // given, when
        let preference = LanguagePreference(environment: ["LANG": "de_DE.UTF-8", "LANGUAGE": "uk:ru"])
        // then
        #expect(preference.candidates == ["uk", "ru", "de_DE", "de"])
    }

    @Test func testThatEnglishEndsTheList() {
        // given, when
        let preference = LanguagePreference(environment: ["LANG": "ru_RU.UTF-8", "LANGUAGE": "en_GB:ru"])
        // then
        #expect(preference.candidates.isEmpty)
    }

    @Test func testThatAModifierIsDropped() {
        // given, when
        let preference = LanguagePreference(environment: ["LANG": "sr_RS@latin"])
        // then
        #expect(preference.candidates == ["sr_RS", "sr"])
    }

    @Test func testThatAPathLikeValueIsIgnored() {
        // given, when
        let preference = LanguagePreference(environment: ["LANG": "../../etc/passwd"])
        // then
        #expect(preference.candidates.isEmpty)
    }

    @Test func testThatTintypesOwnVariableGoesFirst() {
        // given, when
        let preference = LanguagePreference(environment: ["TINTYPE_LANGUAGE": "ru", "LC_ALL": "de_DE.UTF-8"])
        // then
        #expect(preference.candidates == ["ru"])
    }

    @Test func testThatTintypesOwnVariableCanAskForEnglish() {
        // given, when
        let preference = LanguagePreference(environment: ["TINTYPE_LANGUAGE": "en", "LANG": "ru_RU.UTF-8"])
        // then
        #expect(preference.candidates.isEmpty)
    }
}
