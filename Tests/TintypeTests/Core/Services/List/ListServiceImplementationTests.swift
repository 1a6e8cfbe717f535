import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct ListServiceImplementationTests {
    private static func service(answering bodies: [String]) throws -> ListServiceImplementation {
        let transport = StubTransport(
            bodies.map { .success(HTTPResponse(status: 200, headers: [("Content-Type", "application/json")], body: Data($0.utf8))) })
        return ListServiceImplementation(client: try MastodonClient.stubbed(transport))
    }

    @Test func testThatEachListSaysWhetherTheAccountIsInIt() async throws {
        // given: my lists, then those the account is in
        let service = try Self.service(answering: [
            #"[{"id": "1", "title": "Lab"}, {"id": "2", "title": "Poets"}]"#, #"[{"id": "2", "title": "Poets"}]"#,
        ])
        // when
        let lists = try await service.obtainLists(showingMembershipOf: "9")
        // then
        #expect(lists.map(\.holdsAccount) == [false, true])
    }

    @Test func testThatListsForNoAccountSayNothingOfMembers() async throws {
        // given
        let service = try Self.service(answering: [#"[{"id": "1", "title": "Lab"}]"#])
        // when
        let lists = try await service.obtainLists(showingMembershipOf: nil)
        // then
        #expect(lists == [MyList(id: "1", title: "Lab")])
    }

    @Test func testThatAHostileTitleIsCleaned() async throws {
        // given
        let service = try Self.service(answering: [#"{"id": "1", "title": "Lab\u001b[2J"}"#])
        // when
        let list = try await service.makeList(titled: "Lab")
        // then
        #expect(!list.title.contains("\u{1B}"))
    }
}
