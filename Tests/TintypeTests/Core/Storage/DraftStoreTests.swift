import Foundation
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct DraftStoreTests {
    let directory = TestFolders.unique("tintype-drafts")

    @Test func testThatAConversationsDraftIsApartFromAReplysWithTheSameId() throws {
        // given
        let store = DraftStore(directory: directory)
        try store.save("to Grace", for: .conversation(key: "42"))
        // when
        let reply = store.draft(for: .reply(toId: "42"))
        // then
        #expect(reply == "" && store.draft(for: .conversation(key: "42")) == "to Grace")
    }

    @Test func testThatADraftSurvivesReopening() throws {
        // given
        try DraftStore(directory: directory).save("à demain 👋", forReplyToId: "42")
        // when
        let draft = DraftStore(directory: directory).draft(forReplyToId: "42")
        // then
        #expect(draft == "à demain 👋")
    }

    @Test func testThatDraftsAreKeptPerPost() throws {
        // given
        let store = DraftStore(directory: directory)
        try store.save("for 42", forReplyToId: "42")
        // when
        let other = store.draft(forReplyToId: "43")
        // then
        #expect(other == "")
    }

    @Test func testThatSavingAnEmptyDraftRemovesIt() throws {
        // given
        let store = DraftStore(directory: directory)
        try store.save("soon", forReplyToId: "42")
        // when
        try store.save("", forReplyToId: "42")
        // then
        #expect(store.draft(forReplyToId: "42") == "")
    }

    @Test func testThatANewPostDraftSurvivesReopeningWithItsPhotosAndChoices() throws {
        // given
        let post = OutboxPost(
            text: "Sunday", photos: [.init(path: "/p/cat.jpg", altText: "A cat")], visibility: "unlisted", contentWarning: "cats",
            isSensitive: true, language: "en")
        try DraftStore(directory: directory).saveNewPostDraft(post)
        // when
        let draft = DraftStore(directory: directory).newPostDraft()
        // then
        #expect(draft == post)
    }

    @Test func testThatAnEmptyNewPostDraftIsRemoved() throws {
        // given
        let store = DraftStore(directory: directory)
        try store.saveNewPostDraft(OutboxPost(text: "Sunday"))
        // when
        try store.saveNewPostDraft(OutboxPost(text: "  "))
        // then
        #expect(store.newPostDraft() == nil)
    }
}
