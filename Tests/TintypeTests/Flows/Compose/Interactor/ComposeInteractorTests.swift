import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ComposeInteractorTests {
    let output = ComposeInteractorOutputSpy()
    let folder = TestFolders.unique("tintype-compose")

    let pendingWrites = PendingWrites()

    private func interactor(_ publishing: PublishingServiceStub = PublishingServiceStub()) -> ComposeInteractor {
        let interactor = ComposeInteractor(
            publishingService: publishing, photoFiles: PhotoFiles(homeDirectory: folder.path), pendingWrites: pendingWrites,
            postStore: PostStore())
        interactor.output = output
        return interactor
    }

    @Test func testThatInteractorDoesNotKeepItsOutputAlive() {
        // given
        let interactor = interactor()
        weak var weakOutput: ComposeInteractorOutputSpy?
        do {
            let spy = ComposeInteractorOutputSpy()
            interactor.output = spy
            weakOutput = spy
        }
        // when
        interactor.cancelAllRequests()
        // then
        #expect(weakOutput == nil)
    }

    @Test func testThatTheKeptDraftComesAsADraft() async {
        // given
        let interactor = interactor(
            PublishingServiceStub(
                draft: OutboxPost(text: "Sunday", photos: [.init(path: "/p/cat.jpg", altText: "A cat")], visibility: "private")))
        // when
        interactor.obtainDraft()
        await interactor.work.idle()
        // then
        #expect(output.drafts.first?.visibility == .followers && output.drafts.first?.photos.first?.name == "cat.jpg")
    }

    @Test func testThatNoKeptDraftComesAsAnEmptyOne() async {
        // given
        let interactor = interactor()
        // when
        interactor.obtainDraft()
        await interactor.work.idle()
        // then
        #expect(output.drafts == [PostDraft()])
    }

    @Test func testThatAMissingFileIsReported() async {
        // given
        let interactor = interactor()
        // when
        interactor.checkPhoto(at: "~/nowhere.jpg", limits: MediaFileLimits())
        await interactor.work.idle()
        // then
        #expect(output.checkedPhotos.first?.problem == .missing && output.checkedPhotos.first?.photo.path == folder.path + "/nowhere.jpg")
    }

    @Test func testThatThePublishedPostComesAsAPost() async {
        // given
        let publishing = PublishingServiceStub()
        let interactor = interactor(publishing)
        var draft = PostDraft()
        draft.caption = "Sunday"
        // when
        interactor.publish(draft)
        await interactor.work.idle()
        // then
        #expect(output.publishedPosts.map(\.id) == ["100"])
    }

    @Test func testThatAPostHeldBackUntilItsTimeComesAsScheduled() async {
        // given
        let publishing = PublishingServiceStub()
        await publishing.holdBack(
            as: ScheduledStatusEntity(id: "s1", scheduledAt: Date(timeIntervalSince1970: 1_798_099_200), params: .init(text: "Sunday")))
        let interactor = interactor(publishing)
        var draft = PostDraft()
        draft.caption = "Sunday"
        draft.publishesAt = Date(timeIntervalSince1970: 1_798_099_200)
        // when
        interactor.publish(draft)
        await interactor.work.idle()
        // then
        #expect(output.scheduledPosts.map(\.id) == ["s1"] && output.publishedPosts.isEmpty)
    }

    @Test func testThatEachPhotosUploadIsTold() async {
        // given
        let interactor = interactor()
        var draft = PostDraft()
        draft.photos = [PostDraft.Photo(path: "/p/cat.jpg", name: "cat.jpg")]
        // when
        interactor.publish(draft)
        await interactor.work.idle()
        await eventually { output.uploads.count == 1 }
        // then
        #expect(output.uploads.map(\.fraction) == [1])
    }

    @Test func testThatARefusedPostIsReported() async {
        // given
        let interactor = interactor(PublishingServiceStub(answer: .failure(.unprocessable("too long"))))
        // when
        interactor.publish(PostDraft())
        await interactor.work.idle()
        // then
        #expect(output.publishProblems.count == 1)
    }

    @Test func testThatAPostIsQueuedInTheOutboxBeforeItIsSent() async {
        // given
        let publishing = PublishingServiceStub()
        let interactor = interactor(publishing)
        var draft = PostDraft()
        draft.caption = "Proofing overnight"
        // when
        interactor.publish(draft)
        await interactor.work.idle()
        let queued = await publishing.queued
        // then
        #expect(queued.map(\.action) == [.post(OutboxPost(text: "Proofing overnight", visibility: "public"))])
    }

    @Test func testThatADraftSavedJustBeforeThePostIsQueuedDoesNotLandAfterIt() async {
        // given: the last key's save of the draft still on its way to the disk
        let publishing = PublishingServiceStub()
        await publishing.slowDownSaves(by: .milliseconds(50))
        let interactor = interactor(publishing)
        var draft = PostDraft()
        draft.caption = "Spam loaf"
        interactor.saveDraft(draft)
        // when
        interactor.publish(draft)
        await interactor.work.idle()
        await pendingWrites.finish()
        // then: the queued post cleared the draft, and nothing wrote it back
        #expect(await publishing.draft == nil)
    }

    @Test func testThatARefusedPostIsTakenBackFromTheOutbox() async {
        // given
        let publishing = PublishingServiceStub(answer: .failure(.unprocessable("too long")))
        let interactor = interactor(publishing)
        var draft = PostDraft()
        draft.caption = "Sunday"
        // when
        interactor.publish(draft)
        await interactor.work.idle()
        // then
        #expect(output.keptDrafts.first??.caption == "Sunday")
    }

    @Test func testThatAPostTheServerMayTakeLaterStaysInTheOutbox() async {
        // given
        let publishing = PublishingServiceStub(answer: .failure(.server(status: 503, message: nil)))
        let interactor = interactor(publishing)
        // when
        interactor.publish(PostDraft())
        await interactor.work.idle()
        // then
        #expect(await publishing.takenBack.isEmpty)
    }
}
