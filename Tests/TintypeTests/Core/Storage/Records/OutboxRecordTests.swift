import Foundation
import Testing

@testable import Tintype
@testable import TintypeApp

struct OutboxRecordTests {
    @Test func testThatAPostWithPhotosReadsBackAsWritten() throws {
        // given
        let post = OutboxPost(
            text: "Sunday", photos: [OutboxPost.Photo(path: "/tmp/cat.jpg", altText: "A cat", uploadedId: "m1")], visibility: "unlisted")
        let item = OutboxItem(action: .post(post), attempts: 2, lastAttemptAt: Date(timeIntervalSince1970: 5))
        // when
        let read = OutboxRecord.decode(try OutboxRecord.encode(item))
        // then
        #expect(read == item)
    }

    @Test func testThatAnEditReadsBackAsWritten() throws {
        // given
        let edit = OutboxPost(
            text: "Sunday, edited", photos: [OutboxPost.Photo(path: "", altText: "A cat", uploadedId: "m1")], contentWarning: "cats",
            isSensitive: true)
        let item = OutboxItem(action: .edit(postId: "7", edit))
        // when
        let read = OutboxRecord.decode(try OutboxRecord.encode(item))
        // then
        #expect(read == item)
    }

    @Test(arguments: [
        OutboxItem.Action.acceptFollower(accountId: "4"), .rejectFollower(accountId: "4"), .block(accountId: "4"),
        .unblock(accountId: "4"), .mute(accountId: "4"), .mute(accountId: "4", seconds: 86400, hidesNotifications: false),
        .unmute(accountId: "4"),
    ])
    func testThatAnAnswerBlockOrMuteReadsBackAsWritten(_ action: OutboxItem.Action) throws {
        // given
        let item = OutboxItem(action: action)
        // when
        let read = OutboxRecord.decode(try OutboxRecord.encode(item))
        // then
        #expect(read == item)
    }

    @Test func testThatADeleteReadsBackAsWritten() throws {
        // given
        let item = OutboxItem(action: .delete(postId: "7"))
        // when
        let read = OutboxRecord.decode(try OutboxRecord.encode(item))
        // then
        #expect(read == item)
    }

    @Test func testThatAPostsWarningSensitivityAndLanguageReadBackAsWritten() throws {
        // given
        let post = OutboxPost(text: "Moths", contentWarning: "insects", isSensitive: true, language: "en")
        let item = OutboxItem(action: .post(post))
        // when
        let read = OutboxRecord.decode(try OutboxRecord.encode(item))
        // then
        #expect(read == item)
    }

    @Test func testThatAPostWithAWarningIsKeptFromOlderTintypes() throws {
        // given: a version 1 reader would publish it without its warning
        let item = OutboxItem(action: .post(OutboxPost(text: "Moths", contentWarning: "insects")))
        // when
        let json = String(decoding: try OutboxRecord.encode(item), as: UTF8.self)
        // then
        #expect(json.contains(#""version":2"#))
    }

    @Test func testThatAMuteForADayIsKeptFromOlderTintypes() throws {
        // given: a version 2 reader would mute for good
        let item = OutboxItem(action: .mute(accountId: "4", seconds: 86400))
        // when
        let json = String(decoding: try OutboxRecord.encode(item), as: UTF8.self)
        // then
        #expect(json.contains(#""version":3"#))
    }

    @Test func testThatAMuteForGoodIsStillReadByOlderTintypes() throws {
        // given
        let item = OutboxItem(action: .mute(accountId: "4"))
        // when
        let json = String(decoding: try OutboxRecord.encode(item), as: UTF8.self)
        // then
        #expect(json.contains(#""version":1"#))
    }

    @Test func testThatAPlainPostIsStillReadByOlderTintypes() throws {
        // given
        let item = OutboxItem(action: .post(OutboxPost(text: "Sunday")))
        // when
        let json = String(decoding: try OutboxRecord.encode(item), as: UTF8.self)
        // then
        #expect(json.contains(#""version":1"#))
    }

    @Test func testThatABoostAndASaveReadBackAsWritten() throws {
        // given
        let items = [OutboxItem(action: .boost(postId: "7")), OutboxItem(action: .unsave(postId: "8"))]
        // when
        let read = try items.map { OutboxRecord.decode(try OutboxRecord.encode($0)) }
        // then
        #expect(read == items)
    }

    @Test func testThatAMessageReadsBackAsWritten() throws {
        // given
        let message = OutboxMessage(text: "À bientôt 👋", recipients: ["grace", "alan"], inReplyToId: "12", conversationKey: "a,g")
        let item = OutboxItem(action: .message(message), attempts: 1, rejection: .refused(serverMessage: nil))
        // when
        let read = OutboxRecord.decode(try OutboxRecord.encode(item))
        // then
        #expect(read == item)
    }

    @Test func testThatAMessageStartingAConversationReadsBackAsWritten() throws {
        // given
        let item = OutboxItem(action: .message(OutboxMessage(text: "Hi", recipients: ["grace"], inReplyToId: nil, conversationKey: "g")))
        // when
        let read = OutboxRecord.decode(try OutboxRecord.encode(item))
        // then
        #expect(read == item)
    }

    @Test func testThatTheRecordSaysItsVersion() throws {
        // given
        let item = OutboxItem(action: .like(postId: "1"))
        // when
        let json = String(decoding: try OutboxRecord.encode(item), as: UTF8.self)
        // then
        #expect(json.contains(#""version":1"#))
    }

    @Test func testThatAnItemOfTheFirstLayoutIsReadAsPossiblySent() throws {
        // given
        let legacy = #"{"id":"a","idempotencyKey":"k","action":{"comment":{"text":"hi","inReplyToId":"7"}},"createdAt":0}"#
        // when
        let item = LegacyOutboxRecord.decode(Data(legacy.utf8))
        // then
        #expect(item?.action == .comment(text: "hi", inReplyToId: "7") && item?.mayHaveArrived == true)
    }

    @Test func testThatARefusalIsWrittenAsACodeNotASentence() throws {
        // given
        let item = OutboxItem(action: .comment(text: "hi", inReplyToId: "7"), rejection: .refusedWithStatus(409))
        // when
        let json = String(decoding: try OutboxRecord.encode(item), as: UTF8.self)
        // then
        #expect(json.contains(#""refusal":{"code":"refused-with-status","detail":"409"}"#))
    }

    @Test func testThatARefusalReadsBackAsWritten() throws {
        // given
        let item = OutboxItem(action: .comment(text: "hi", inReplyToId: "7"), rejection: .targetGone)
        // when
        let read = OutboxRecord.decode(try OutboxRecord.encode(item))
        // then
        #expect(read?.rejection == .targetGone)
    }

    @Test func testThatARefusalInWordsOnlyIsReadAsTheServersWords() throws {
        // given
        let earlier =
            #"{"version":1,"id":"a","idempotencyKey":"k","kind":"comment","targetId":"7","text":"hi","createdAt":0,"attempts":1,"rejection":"Text is too long"}"#
        // when
        let item = OutboxRecord.decode(Data(earlier.utf8))
        // then
        #expect(item?.rejection == .refused(serverMessage: "Text is too long"))
    }

    @Test func testThatAVoteReadsBackAsWritten() throws {
        // given
        let item = OutboxItem(action: .vote(postId: "7", pollId: "p7", choices: [0, 2]))
        // when
        let read = OutboxRecord.decode(try OutboxRecord.encode(item))
        // then
        #expect(read == item)
    }

    @Test func testThatAPostWithAPollAndAQuoteReadsBackAsWritten() throws {
        // given
        let post = OutboxPost(
            text: "Tea?", poll: OutboxPost.Poll(options: ["yes", "no"], expiresInSeconds: 600, allowsMultiple: true), quotedPostId: "7")
        let item = OutboxItem(action: .post(post))
        // when
        let read = OutboxRecord.decode(try OutboxRecord.encode(item))
        // then
        #expect(read == item)
    }

    @Test func testThatAPostWithAPollIsARecordAnOlderTintypeLeavesAlone() throws {
        // given
        let post = OutboxPost(text: "Tea?", poll: OutboxPost.Poll(options: ["yes", "no"], expiresInSeconds: 600))
        // when
        let record = OutboxRecord(OutboxItem(action: .post(post)))
        // then
        #expect(record.version == 4)
    }

    @Test func testThatAScheduledPostReadsBackAsWritten() throws {
        // given
        let item = OutboxItem(action: .post(OutboxPost(text: "Tea at four", scheduledAt: Date(timeIntervalSince1970: 1_800_000_000.25))))
        // when
        let read = OutboxRecord.decode(try OutboxRecord.encode(item))
        // then
        #expect(read == item)
    }

    @Test func testThatAScheduledPostIsARecordAnOlderTintypeLeavesAlone() throws {
        // given: a version 4 reader would publish it at once
        let post = OutboxPost(text: "Tea at four", scheduledAt: Date(timeIntervalSince1970: 1_800_000_000))
        // when
        let record = OutboxRecord(OutboxItem(action: .post(post)))
        // then
        #expect(record.version == 5)
    }

    @Test func testThatWhoMayQuoteAPostReadsBackAsWritten() throws {
        // given
        let item = OutboxItem(action: .post(OutboxPost(text: "Mine alone", quotePolicy: .nobody)))
        // when
        let read = OutboxRecord.decode(try OutboxRecord.encode(item))
        // then
        #expect(read == item)
    }
}
