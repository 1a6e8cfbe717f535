import Foundation
import Testing

@testable import MastodonAPI

struct AccountEntityTests {
    private func decode(_ json: String) throws -> AccountEntity {
        try FlatJSONDecoder().decode(AccountEntity.self, from: Data(json.utf8))
    }

    @Test func testThatProfileFieldsAreRead() throws {
        // given
        let json =
            #"{"id":"1","username":"g","acct":"g","display_name":"G","fields":[{"name":"Web","value":"<a href=\"x\">x</a>"},{"bogus":1}]}"#
        // when
        let account = try decode(json)
        // then
        #expect(account.fields == [AccountFieldEntity(name: "Web", value: #"<a href="x">x</a>"#), AccountFieldEntity(name: "", value: "")])
    }

    @Test func testThatAMovedAccountNamesWhereItWent() throws {
        // given
        let json = #"{"id":"1","username":"g","acct":"g","display_name":"G","moved":{"id":"2","username":"g","acct":"g@new.example"}}"#
        // when
        let account = try decode(json)
        // then
        #expect(account.movedToAcct == "g@new.example")
    }

    @Test func testThatASuspendedAccountSaysSo() throws {
        // given
        let json = #"{"id":"1","username":"g","acct":"g","display_name":"","suspended":true}"#
        // when
        let account = try decode(json)
        // then
        #expect(account.isSuspended)
    }

    @Test func testThatAnAccountSurvivesASaveAndALoad() throws {
        // given
        let account = AccountEntity(
            id: "1", username: "g", acct: "g", displayName: "G", fields: [AccountFieldEntity(name: "a", value: "b")],
            movedToAcct: "g@new.example", isSuspended: true)
        // when
        let loaded = try FlatJSONDecoder().decode(AccountEntity.self, from: JSONEncoder().encode(account))
        // then
        #expect(loaded == account)
    }

    @Test func testThatARelationshipWithoutAnIdIsRefused() {
        // given
        let json = #"{"following":true}"#
        // when
        let relationship = try? FlatJSONDecoder().decode(RelationshipEntity.self, from: Data(json.utf8))
        // then
        #expect(relationship == nil)
    }
}
