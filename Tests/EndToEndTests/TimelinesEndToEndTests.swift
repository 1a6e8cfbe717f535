import Foundation
import TestSupport
import Testing

/// The timelines besides Home, from the command line, against the demo instance over HTTP.
@Suite(.serialized)
struct TimelinesEndToEndTests {
    @Test func testThatAListsFeedHoldsThePostsOfItsAccountsAlone() async throws {
        try await DemoServer.run { server in
            // given: Alan's list "Scientists" holds Grace; Grace and Ada each post
            let tintype = try TintypeBinary()
            try tintype.run(["post", "Moths in relay 70"], instance: server.baseURL, token: "grace_token")
            try tintype.run(["post", "Notes on the engine"], instance: server.baseURL, token: "ada_token")
            try await server.post(json: ["title": "Scientists"], to: "/api/v1/lists", as: "alan")
            let lists = try #require(try await server.json(at: "/api/v1/lists", as: "alan") as? [[String: Any]])
            let listId = try #require(lists.first?["id"] as? String)
            let grace = try #require(try await server.json(at: "/api/v1/accounts/lookup?acct=grace", as: "alan") as? [String: Any])
            try await server.post(
                json: ["account_ids": [try #require(grace["id"] as? String)]], to: "/api/v1/lists/\(listId)/accounts", as: "alan")
            // when: the title as typed, whatever its case
            let printed = try tintype.run(["feed", "--list", "scientists"], instance: server.baseURL, token: "alan_token")
            // then
            #expect(printed.contains("Moths in relay 70") && !printed.contains("Notes on the engine"), "\(printed)")
        }
    }

    @Test func testThatTheLocalTimelineHoldsThisServersPosts() async throws {
        try await DemoServer.run { server in
            // given: a post by someone Alan does not follow would not be in Home, but is local
            let tintype = try TintypeBinary()
            try tintype.run(["post", "Local news from the lab"], instance: server.baseURL, token: "ada_token")
            // when
            let printed = try tintype.run(["feed", "--local", "--json"], instance: server.baseURL, token: "alan_token")
            // then
            let posts = try #require(try JSONSerialization.jsonObject(with: Data(printed.utf8)) as? [[String: Any]])
            #expect(posts.contains { ($0["caption"] as? String) == "Local news from the lab" }, "\(printed)")
        }
    }

    @Test func testThatListsPrintsTheTitlesOfMyLists() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            try await server.post(json: ["title": "Scientists"], to: "/api/v1/lists", as: "alan")
            try await server.post(json: ["title": "Poets"], to: "/api/v1/lists", as: "alan")
            // when
            let printed = try tintype.run(["lists"], instance: server.baseURL, token: "alan_token")
            // then
            #expect(Set(printed.split(separator: "\n")) == ["Scientists", "Poets"], "\(printed)")
        }
    }

    @Test func testThatAListMadeRenamedAndFilledFromTheCommandLineIsTheServersAndItsFeed() async throws {
        try await DemoServer.run { server in
            // given: Grace and Ada each post; Alan makes a list, puts Grace in it, and renames it
            let tintype = try TintypeBinary()
            try tintype.run(["post", "Moths in relay 70"], instance: server.baseURL, token: "grace_token")
            try tintype.run(["post", "Notes on the engine"], instance: server.baseURL, token: "ada_token")
            try tintype.run(["lists", "--create", "Close friends"], instance: server.baseURL, token: "alan_token")
            try tintype.run(["lists", "--add", "@grace", "--to", "close friends"], instance: server.baseURL, token: "alan_token")
            try tintype.run(["lists", "--rename", "Close friends", "--to", "Lab"], instance: server.baseURL, token: "alan_token")
            // when
            let members = try tintype.run(["lists", "--members", "Lab"], instance: server.baseURL, token: "alan_token")
            let printed = try tintype.run(["feed", "--list", "Lab"], instance: server.baseURL, token: "alan_token")
            // then
            let titles = (try await server.json(at: "/api/v1/lists", as: "alan") as? [[String: Any]])?.compactMap { $0["title"] as? String }
            #expect(titles == ["Lab"], "the server's lists: \(String(describing: titles))")
            #expect(members.hasPrefix("@grace") && !members.contains("ada"), "members: \(members)")
            #expect(printed.contains("Moths in relay 70") && !printed.contains("Notes on the engine"), "\(printed)")
        }
    }

    @Test func testThatAListTakenDownLeavesTheServerAndOneTakenDownTwiceSaysSo() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            try tintype.run(["lists", "--create", "Poets"], instance: server.baseURL, token: "alan_token")
            // when
            try tintype.run(["lists", "--delete", "Poets"], instance: server.baseURL, token: "alan_token")
            let again = try tintype.runForStatus(["lists", "--delete", "Poets"], instance: server.baseURL, token: "alan_token")
            // then
            let lists = try await server.json(at: "/api/v1/lists", as: "alan") as? [[String: Any]]
            #expect(lists?.isEmpty == true, "the server's lists: \(String(describing: lists))")
            #expect(again.status == 1, "the second delete exited with \(again.status)")
        }
    }

    @Test func testThatTFromHomeShowsTheLocalTimelineBracketsGoOnToMyListAndTRemembersIt() async throws {
        try await DemoServer.run { server in
            // given: a post by Katherine, whom Alan does not follow; Alan's list "Lab" holds Grace
            let tintype = try TintypeBinary()
            try tintype.run(["post", "Lab news today"], instance: server.baseURL, token: "katherine_token")
            try tintype.run(["post", "Moths in relay 70"], instance: server.baseURL, token: "grace_token")
            try tintype.run(["lists", "--create", "Lab"], instance: server.baseURL, token: "alan_token")
            try tintype.run(["lists", "--add", "@grace", "--to", "Lab"], instance: server.baseURL, token: "alan_token")
            let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"))
            defer { session.close() }
            try await session.screenShowing { $0.contains("online ·") }
            // when
            try session.send("t")
            let local = try await session.screenShowing { $0.contains("Local: this server") && $0.contains("Lab news today") }
            try session.send("]")
            try await session.screenShowing { $0.contains("Federated: every post") }
            try session.send("]")
            let list = try await session.screenShowing { $0.contains("List: Lab") && $0.contains("online ·") }
            try session.send("Escape")
            try await session.screenShowing { $0.contains(" Home\n") }
            try session.send("t")
            let again = try await session.screenShowing { $0.contains("List: Lab") || $0.contains("Local: this server") }
            // then
            #expect(local.contains("Lab news today"), "the local timeline:\n\(local)")
            #expect(list.contains("Moths in relay 70") && !list.contains("Lab news today"), "the list's timeline:\n\(list)")
            #expect(again.contains("List: Lab"), "t again did not open the list chosen last:\n\(again)")
        }
    }

    /// The titles of Alan's lists on the server, and who is in the one titled `title`.
    private func alansLists(on server: DemoServer, membersOf title: String) async throws -> (titles: [String], members: [String]) {
        let lists = try await server.json(at: "/api/v1/lists", as: "alan") as? [[String: Any]] ?? []
        let titles = lists.compactMap { $0["title"] as? String }
        guard let id = lists.first(where: { $0["title"] as? String == title })?["id"] as? String else { return (titles, []) }
        let accounts = try await server.json(at: "/api/v1/lists/\(id)/accounts", as: "alan") as? [[String: Any]] ?? []
        return (titles, accounts.compactMap { $0["username"] as? String })
    }

    @Test func testThatAOnAProfilePutsTheAccountInAListAndMakesANewOne() async throws {
        try await DemoServer.run { server in
            // given: Alan's list "Scientists", and Grace's post in his Home
            let tintype = try TintypeBinary()
            try tintype.run(["post", "Moths in relay 70"], instance: server.baseURL, token: "grace_token")
            try tintype.run(["lists", "--create", "Scientists"], instance: server.baseURL, token: "alan_token")
            let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"))
            defer { session.close() }
            var screen = try await session.screenShowing { $0.contains("online ·") && $0.contains("Moths in relay 70") }
            for _ in 0..<5 where !ScreenReading.selectedLines(in: screen).contains(where: { $0.contains("Moths in relay 70") }) {
                try session.send("j")
                screen = try await session.poll(upTo: 2) {
                    ScreenReading.selectedLines(in: $0).contains { $0.contains("Moths in relay 70") }
                }
            }
            // Home names @grace too: her profile is there once its header counts her followers.
            try await session.press("u", thenShowing: "followers (F)")
            // when: her lists, then Enter on Scientists, then a new list named Lab
            try await session.press("a", thenShowing: "[ ] Scientists")
            try session.send("Enter")
            let putIn = try await session.screenShowing { $0.contains("[✓] Scientists") && $0.contains("@grace is in Scientists now") }
            try session.send("n")
            try await session.screenShowing { $0.contains("Name of the new list") }
            try session.send("-l", "Lab")
            try await session.screenShowing { $0.contains("Lab") }
            try session.send("Enter")
            let made = try await session.screenShowing { $0.contains("list Lab made") && $0.contains("[ ] Lab") }
            // then
            let onServer = try await alansLists(on: server, membersOf: "Scientists")
            #expect(putIn.contains("[✓] Scientists"), "\(putIn)")
            #expect(made.contains("[ ] Lab"), "\(made)")
            #expect(onServer.members == ["grace"] && Set(onServer.titles) == ["Scientists", "Lab"], "the server has \(onServer)")
        }
    }
}
