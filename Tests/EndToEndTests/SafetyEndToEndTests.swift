import Foundation
import MastodonAPI
import TestSupport
import Testing

/// Blocking, muting and reporting in the real binary, in tmux, against the demo instance.
@Suite(.serialized)
struct SafetyEndToEndTests {
    /// Alan's app showing Grace's new post on top of his feed, and her profile opened from it.
    private func openGracesProfile(_ tintype: TintypeBinary, on server: DemoServer) async throws -> TmuxSession {
        try tintype.run(["post", "Punch cards at dawn"], instance: server.baseURL, token: "grace_token")
        let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"))
        try await session.screenShowing { $0.contains("online ·") && $0.contains("Punch cards at dawn") }
        try session.send("g", "u")
        try await session.screenShowing { $0.contains("Grace Hopper @grace@") && $0.contains("you follow") }
        return session
    }

    @Test func testThatBlockingGraceTakesHerPostsOutOfHomeAndReachesTheServer() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let session = try await openGracesProfile(tintype, on: server)
            defer { session.close() }
            let alan = try server.client(as: "alan")
            let grace = try await alan.lookupAccount(handle: "grace")

            // when: X asks, X again blocks, and Esc goes back to Home
            try session.send("X")
            let asked = try await session.screenShowing { $0.contains("X again blocks @grace") }
            try session.send("X")
            try await session.screenShowing { $0.contains("you blocked @grace") }
            try session.send("Escape")
            let home = try await session.screenShowing { Self.titleBar(of: $0).hasPrefix(" Home") && $0.contains("online ·") }
            let blocking = try await ServerPolling.relationship(of: alan, with: grace.id) { $0.isBlocking }

            // then
            #expect(asked.contains("neither of you will see the other"), "\(asked)")
            #expect(!home.contains("Punch cards at dawn") && !home.contains("Grace Hopper @grace"), "\(home)")
            #expect(blocking.isBlocking, "the server does not have the block")
        }
    }

    @Test func testThatABlockIsUndoneFromTheListOfWhomIBlock() async throws {
        try await DemoServer.run { server in
            // given: Grace blocked by Alan through the API, his app on his own profile
            let alan = try server.client(as: "alan")
            let graceId = try await alan.lookupAccount(handle: "grace").id
            _ = try await alan.block(accountId: graceId)
            let session = try await Self.openOwnProfile(as: "alan", on: server)
            defer { session.close() }

            // when: X lists whom he blocks, Enter opens Grace, X unblocks her
            try session.send("X")
            let blockedList = try await session.screenShowing { $0.contains("Accounts you block") && $0.contains("Grace Hopper") }
            try session.send("Enter")
            try await session.screenShowing { $0.contains("Grace Hopper @grace@") && $0.contains("blocked") }
            try session.send("X")
            let unblocked = try await session.screenShowing { $0.contains("you no longer block @grace") }
            let isBlocking = try await ServerPolling.relationship(of: alan, with: graceId) { !$0.isBlocking }.isBlocking

            // then
            #expect(!blockedList.contains("Katherine"), "\(blockedList)")
            #expect(!unblocked.contains("X again"), "\(unblocked)")
            #expect(!isBlocking, "the server still has the block")
        }
    }

    /// The account's app in a new pane, on its own profile.
    private static func openOwnProfile(as user: String, on server: DemoServer) async throws -> TmuxSession {
        let session = try TmuxSession(command: try TintypeBinary().shellLine(instance: server.baseURL, token: "\(user)_token"))
        try await session.screenShowing { $0.contains("online ·") }
        try session.send("5")
        try await session.screenShowing { $0.contains("this is you") }
        return session
    }

    @Test func testThatAReportWithARuleAndACommentReachesTheModerators() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let session = try await openGracesProfile(tintype, on: server)
            defer { session.close() }
            let grace = try await server.client(as: "alan").lookupAccount(handle: "grace")

            // when: ! opens the form with the demo's rules; up to the rule on spam, a comment, Enter
            try session.send("!")
            let form = try await session.screenShowing { $0.contains("Report @grace") && $0.contains("It breaks a rule: No harassment") }
            for _ in 0..<4 { try session.send("Up") }
            try await session.screenShowing { $0.contains("› ● It breaks a rule: No harassment") }
            try session.send("-l", "The same link to everyone")
            try await session.screenShowing { $0.contains("The same link to everyone") }
            try session.send("Enter")
            let sent = try await session.screenShowing { $0.contains("the moderators have your report on @grace") }
            let reports = try await server.json(at: "/api/v1/admin/reports", as: "ada") as? [[String: Any]] ?? []
            let report = reports.first { ($0["target_account"] as? [String: Any])?["id"] as? String == grace.id }

            // then
            #expect(form.contains("› ● Something else"), "\(form)")
            #expect(sent.contains("Grace Hopper @grace@"), "the profile is in front again: \(sent)")
            #expect(report?["category"] as? String == "violation", "\(reports)")
            #expect(report?["comment"] as? String == "The same link to everyone", "\(reports)")
        }
    }

    @Test func testThatLeavingTheReportFormSendsNothing() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let session = try await openGracesProfile(tintype, on: server)
            defer { session.close() }

            // when
            try session.send("!")
            try await session.screenShowing { $0.contains("Report @grace") }
            try session.send("-l", "never mind")
            try session.send("Escape")
            let profile = try await session.screenShowing { $0.contains("Grace Hopper @grace@") && !$0.contains("Report @grace") }
            let reports = try await server.json(at: "/api/v1/admin/reports", as: "ada") as? [[String: Any]] ?? []

            // then
            #expect(reports.isEmpty, "\(reports)")
            #expect(!profile.contains("never mind"), "\(profile)")
        }
    }

    @Test func testThatGraceMutedForADayReachesTheServerWithItsEnd() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let session = try await openGracesProfile(tintype, on: server)
            defer { session.close() }
            let grace = try await server.client(as: "alan").lookupAccount(handle: "grace")

            // when: M asks for how long; j three times is a day; Ctrl-O leaves her notifications
            try session.send("M")
            try await session.screenShowing { $0.contains("Mute @grace") && $0.contains("For how long?") }
            try session.send("j", "j", "j", "C-o")
            try await session.screenShowing { $0.contains("› ● For a day") && $0.contains("[ ] Hide their notifications too") }
            try session.send("Enter")
            let muted = try await session.screenShowing { $0.contains("you muted @grace (for a day)") }
            let relationship = try await ServerPolling.relationshipJSON(of: "alan", with: grace.id, on: server) {
                $0["muting"] as? Bool == true
            }

            // then
            #expect(muted.contains("muted"), "\(muted)")
            #expect(relationship["muting_expires_at"] is String, "\(relationship)")
            #expect(relationship["muting_notifications"] as? Bool == false, "\(relationship)")
        }
    }

    @Test func testThatAFilterWarnsOrHidesAsItsActionSays() async throws {
        try await DemoServer.run { server in
            // given: Alan's filters, one warning about tides and one hiding the finale, and Grace's
            // posts that match each
            for (title, keyword, action) in [("Tides", "tide", "warn"), ("Spoilers", "finale", "hide")] {
                try await server.post(
                    json: [
                        "title": title, "context": ["home"], "filter_action": action,
                        "keywords_attributes": [["keyword": keyword, "whole_word": false]],
                    ], to: "/api/v2/filters", as: "alan")
            }
            let tintype = try TintypeBinary()
            try tintype.run(["post", "Low tide at the pier"], instance: server.baseURL, token: "grace_token")
            try tintype.run(["post", "The finale was a surprise"], instance: server.baseURL, token: "grace_token")
            try tintype.run(["post", "Moths in the relay"], instance: server.baseURL, token: "grace_token")

            // when
            let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"))
            defer { session.close() }
            let home = try await session.screenShowing { $0.contains("online ·") && $0.contains("Moths in the relay") }
            // and the warned post opened: the filter is for Home only
            try session.send("g", "j", "Enter")
            let opened = try await session.screenShowing { $0.contains("Post by Grace Hopper") && $0.contains("Low tide at the pier") }

            // then
            #expect(home.contains("Filtered: Tides") && !home.contains("Low tide at the pier"), "\(home)")
            #expect(!home.contains("finale"), "\(home)")
            #expect(!opened.contains("Filtered: Tides"), "\(opened)")
        }
    }

    /// The line under the tab bar, where the screen in front names itself.
    private static func titleBar(of screen: String) -> String {
        String(screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().first ?? "")
    }

    @Test func testThatAPostReportedFromItsScreenReachesTheModeratorsWithIt() async throws {
        try await DemoServer.run { server in
            // given: Grace's post open in Alan's app
            let tintype = try TintypeBinary()
            let postId = try tintype.run(["post", "Punch cards at dawn"], instance: server.baseURL, token: "grace_token")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"))
            defer { session.close() }
            try await session.screenShowing { $0.contains("online ·") && $0.contains("Punch cards at dawn") }
            try session.send("g", "Enter")
            try await session.screenShowing { $0.contains("Post by Grace Hopper") && $0.contains("♡ 0 likes") }

            // when
            try session.send("!")
            try await session.screenShowing { $0.contains("About the post: “Punch cards at dawn”") }
            try session.send("Enter")
            try await session.screenShowing { $0.contains("the moderators have your report on @grace") }
            let reports = try await server.json(at: "/api/v1/admin/reports", as: "ada") as? [[String: Any]] ?? []

            // then
            let reportedPostIds = reports.flatMap { ($0["statuses"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String } }
            #expect(reportedPostIds.contains(postId), "the reports name \(reportedPostIds)")
        }
    }
}
