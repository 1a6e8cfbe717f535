import MastodonAPI
import Testing
import TextBasics

@testable import Tintype
@testable import TintypeApp

struct ProfileMapperTests {
    @Test func testThatTheBioIsCleanText() {
        // given
        let entity = AccountEntity(id: "1", username: "g", acct: "g", displayName: "G", note: "<p>Line one<br>two \u{1B}[2J</p>")
        // when
        let profile = ProfileMapper.profile(from: entity)
        // then
        #expect(profile.bio == "Line one\ntwo ")
    }

    @Test func testThatFieldsLoseTheirHTML() {
        // given
        let entity = AccountEntity(
            id: "1", username: "g", acct: "g", displayName: "G",
            fields: [AccountFieldEntity(name: "Web", value: #"<a href="https://x.example" rel="me">x.example</a>"#)])
        // when
        let profile = ProfileMapper.profile(from: entity)
        // then
        #expect(profile.fields.map(\.value) == ["x.example"])
    }

    @Test func testThatAFieldKeepsItsLink() {
        // given
        let entity = AccountEntity(
            id: "1", username: "g", acct: "g", displayName: "G",
            fields: [AccountFieldEntity(name: "Web", value: #"<a href="https://x.example" rel="me">x.example</a>"#)])
        // when
        let profile = ProfileMapper.profile(from: entity)
        // then
        #expect(profile.fields.first?.links == [TextLink(text: "x.example", address: "https://x.example")])
    }

    @Test func testThatTheBioKeepsItsLinks() {
        // given
        let entity = AccountEntity(
            id: "1", username: "g", acct: "g", displayName: "G",
            note: #"<p>Sailing, see <a href="https://boats.example/log">boats.example/log</a></p>"#)
        // when
        let profile = ProfileMapper.profile(from: entity)
        // then
        #expect(profile.bioLinks == [TextLink(text: "boats.example/log", address: "https://boats.example/log")])
    }

    @Test func testThatEmptyFieldsAreLeftOut() {
        // given
        let entity = AccountEntity(id: "1", username: "g", acct: "g", displayName: "G", fields: [AccountFieldEntity(name: "", value: "")])
        // when
        let profile = ProfileMapper.profile(from: entity)
        // then
        #expect(profile.fields.isEmpty)
    }

    @Test func testThatNegativeCountsBecomeZero() {
        // given
        let entity = AccountEntity(id: "1", username: "g", acct: "g", displayName: "G", followersCount: -3)
        // when
        let profile = ProfileMapper.profile(from: entity)
        // then
        #expect(profile.followersCount == 0)
    }
}
