import Testing

@testable import Localisation

struct PluralRuleTests {
    @Test(arguments: [1, 21, 101, 1001])
    func testThatRussianCountsEndingInOneAreOne(count: Int) {
        // given
        let rule = PluralRule.forLanguage("ru")
        // when, then
        #expect(rule.category(for: count) == .one)
    }

    @Test(arguments: [2, 3, 4, 22, 104])
    func testThatRussianCountsEndingInTwoToFourAreFew(count: Int) {
        // given
        let rule = PluralRule.forLanguage("ru")
        // when, then
        #expect(rule.category(for: count) == .few)
    }

    @Test(arguments: [0, 5, 11, 12, 14, 19, 100, 111])
    func testThatOtherRussianCountsAreMany(count: Int) {
        // given
        let rule = PluralRule.forLanguage("ru_RU")
        // when, then
        #expect(rule.category(for: count) == .many)
    }

    @Test func testThatRussianFormsAreOneFewMany() {
        // given, when
        let rule = PluralRule.forLanguage("ru")
        // then
        #expect(rule.categories == [.one, .few, .many])
    }

    @Test func testThatEnglishZeroIsOther() {
        // given
        let rule = PluralRule.forLanguage("en")
        // when, then
        #expect(rule.category(for: 0) == .other)
    }

    @Test func testThatFrenchZeroIsOne() {
        // given
        let rule = PluralRule.forLanguage("fr")
        // when, then
        #expect(rule.category(for: 0) == .one)
    }

    @Test func testThatPolishTwentyOneIsMany() {
        // given
        let rule = PluralRule.forLanguage("pl")
        // when, then
        #expect(rule.category(for: 21) == .many)
    }

    @Test func testThatJapaneseHasOneForm() {
        // given
        let rule = PluralRule.forLanguage("ja")
        // when, then
        #expect(rule.formIndex(for: 1) == 0)
    }

    @Test func testThatArabicElevenIsMany() {
        // given
        let rule = PluralRule.forLanguage("ar")
        // when, then
        #expect(rule.category(for: 11) == .many)
    }

    @Test func testThatANegativeCountIsCategorisedByItsSize() {
        // given
        let rule = PluralRule.forLanguage("ru")
        // when, then
        #expect(rule.category(for: -3) == .few)
    }

    @Test func testThatTheSmallestIntegerDoesNotTrap() {
        // given
        let rule = PluralRule.forLanguage("ru")
        // when, then
        #expect(rule.category(for: .min) == .many)
    }
}
