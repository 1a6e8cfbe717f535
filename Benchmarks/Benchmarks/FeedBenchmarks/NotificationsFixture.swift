import Foundation

/// A page of `/api/v2/notifications` as Mastodon sends it, every kind in turn: a group of likes of
/// a post, its boosts, a comment, the follows; each group names three accounts, the accounts and
/// the posts given once, apart.
enum NotificationsFixture {
    private static let kinds = ["favourite", "reblog", "mention", "follow"]

    static func groupedPage(count: Int) -> Data {
        let statuses = (try? JSONSerialization.jsonObject(with: TimelineFixture.page(count: count))) as? [Any] ?? []
        let accounts = (0..<7).map { index in
            #"{"id":"a\#(index)","username":"liker\#(index)","acct":"liker\#(index)@pixelfed.social","display_name":"Liker Number \#(index) 📷","note":"","followers_count":10,"following_count":5,"statuses_count":40}"#
        }
        let groups = (0..<count).map { index in
            let statusId = 1_000_000 - index
            let accounts = (0..<3).map { #""a\#((index + $0) % 7)""# }.joined(separator: ",")
            let kind = kinds[index % kinds.count]
            let status = kind == "follow" ? "null" : #""\#(statusId)""#
            let key =
                kind == "mention" ? "ungrouped-\(9_000_000 - index)" : "\(kind)-\(kind == "follow" ? "self\(index)" : String(statusId))"
            return
                #"{"group_key":"\#(key)","type":"\#(kind)","notifications_count":\#(3 + index % 40),"most_recent_notification_id":"\#(9_000_000 - index)","sample_account_ids":[\#(accounts)],"status_id":\#(status),"latest_page_notification_at":"2026-11-21T10:00:00.000Z"}"#
        }
        let statusesJSON = String(decoding: (try? JSONSerialization.data(withJSONObject: statuses)) ?? Data("[]".utf8), as: UTF8.self)
        return Data(
            (#"{"accounts":["# + accounts.joined(separator: ",") + #"],"statuses":"# + statusesJSON + #","notification_groups":["#
                + groups.joined(separator: ",") + "]}").utf8)
    }
}
