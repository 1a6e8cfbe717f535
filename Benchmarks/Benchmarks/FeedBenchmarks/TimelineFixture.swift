import Foundation

/// A home timeline page as a Mastodon server sends it: HTML captions with mentions, hashtags and
/// a long link, accounts, and photos with alt text; where asked, each post also carries a poll I
/// voted in and quotes another post.
enum TimelineFixture {
    static func page(count: Int, startingAt firstId: Int = 1_000_000, withPollsAndQuotes: Bool = false) -> Data {
        let statuses = (0..<count).map { index in status(id: firstId - index, withPollAndQuote: withPollsAndQuotes) }
        return Data(("[" + statuses.joined(separator: ",") + "]").utf8)
    }

    private static func poll(id: Int) -> String {
        let titles = ["espresso", "filter coffee", "a flat white, no sugar", "tea, obviously"]
        let options = titles.enumerated().map { #"{"title":"\#($0.element)","votes_count":\#(($0.offset + 1) * 7)}"# }
        return
            #"{"id":"p\#(id)","expires_at":"2026-12-21T10:00:00.000Z","expired":false,"multiple":false,"votes_count":70,"voters_count":null,"options":[\#(options.joined(separator: ","))],"voted":true,"own_votes":[2]}"#
    }

    private static func quote(id: Int) -> String {
        #"{"state":"accepted","quoted_status":\#(status(id: id))}"#
    }

    private static func status(id: Int, withPollAndQuote: Bool = false) -> String {
        let account =
            #"{"id":"\#(id % 7)","username":"grace","acct":"grace@pixelfed.social","display_name":"Grace Hopper 🐛","note":"<p>Compilers.</p>","avatar":"https://pixelfed.social/a.png","followers_count":1200,"following_count":80,"statuses_count":3400,"bot":false,"locked":false}"#
        let content =
            #"<p>Coffee first, then compilers ☕ with <span class=\"h-card\"><a href=\"https://pixelfed.social/@ada\" class=\"u-url mention\">@<span>ada</span></a></span> — post number \#(id). <a href=\"https://pixelfed.social/tags/photo\" class=\"mention hashtag\" rel=\"tag\">#<span>photo</span></a></p><p>More at <a href=\"https://example.com/a/very/long/path\"><span class=\"invisible\">https://</span><span class=\"ellipsis\">example.com/a/very</span><span class=\"invisible\">/long/path</span></a> &amp; 写真.</p>"#
        let media =
            #"{"id":"m\#(id)","type":"image","url":"https://pixelfed.social/m/\#(id).jpg","preview_url":"https://pixelfed.social/m/\#(id)_s.jpg","description":"A cup of coffee with latte art on a wooden table","blurhash":"UFBWY:8_0Jxv4mx]t8t64.%M-:IUWGWAt6M}","meta":{"original":{"width":640,"height":480}}}"#
        return
            #"{"id":"\#(id)","created_at":"2026-11-21T10:00:00.000Z","in_reply_to_id":null,"sensitive":false,"spoiler_text":"","visibility":"public","language":"en","url":"https://pixelfed.social/p/\#(id)","replies_count":3,"reblogs_count":1,"favourites_count":\#(id % 1500),"favourited":\#(id % 3 == 0),"reblogged":false,"content":"\#(content)","reblog":null,"account":\#(account),"media_attachments":[\#(media)],"mentions":[],"tags":[],"emojis":[],"card":null,"poll":\#(withPollAndQuote ? poll(id: id) : "null"),"quote":\#(withPollAndQuote ? quote(id: id - 5_000_000) : "null")}"#
    }
}
