import Foundation
import Imaging
import MastodonAPI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PostDetailInteractorTests {
    let output = PostDetailInteractorOutputSpy()
    let postStore = PostStore()
    let opened = LockedList<String>()

    /// An interactor over stub services, its output the spy.
    private func stubbedInteractor(
        posts: PostServiceStub = PostServiceStub(), likes: LikeServiceStub = LikeServiceStub(),
        boosts: BoostServiceStub = BoostServiceStub(), saves: SaveServiceStub = SaveServiceStub(),
        media: MediaServiceStub = MediaServiceStub(), publishing: PublishingServiceStub = PublishingServiceStub(),
        polls: PollServiceStub = PollServiceStub(), translations: TranslationServiceStub = TranslationServiceStub(),
        quotes: QuoteServiceStub = QuoteServiceStub()
    ) -> PostDetailInteractor {
        let interactor = PostDetailInteractor(
            postService: posts, likeService: likes, boostService: boosts, saveService: saves, pollService: polls,
            translationService: translations,
            mediaService: media,
            accountService: AccountServiceStub(), publishingService: publishing, quoteService: quotes, postStore: postStore,
            externalViewer: ExternalViewer { [opened] in opened.append($0) })
        interactor.output = output
        return interactor
    }

    @Test func testThatInteractorAnswersWithTheLoadedPostThenTheServersCopy() async {
        // given
        let loaded = TimelineSlice(
            posts: PostMapper.posts(from: [EntityFixture.status(id: "7", content: "<p>old</p>")]), hasOlder: false, fetchedAt: Date())
        let fresh = TimelineSlice(
            posts: PostMapper.posts(from: [EntityFixture.status(id: "7", content: "<p>new</p>")]), hasOlder: false, fetchedAt: Date())
        let interactor = stubbedInteractor(posts: PostServiceStub(cached: loaded, newest: .success(fresh)))
        // when
        interactor.obtainPost(withId: "7")
        await interactor.work.idle()
        // then
        #expect(output.posts.map(\.caption) == ["old", "new"])
    }

    @Test func testThatInteractorReportsAMissingPost() async {
        // given
        let empty = TimelineSlice(posts: PostMapper.posts(from: []), hasOlder: false, fetchedAt: Date())
        let interactor = stubbedInteractor(posts: PostServiceStub(newest: .success(empty)))
        // when
        interactor.obtainPost(withId: "404")
        await interactor.work.idle()
        // then
        #expect(output.problems == [.notFound])
    }

    @Test func testThatALikedPostIsLikedOnEveryScreen() async {
        // given
        let interactor = stubbedInteractor()
        // when
        interactor.performChoice(.like, true, originalId: "7")
        await interactor.work.idle()
        // then
        #expect(postStore.post(withOriginalId: "7")?.isLiked == true)
    }

    @Test func testThatARefusedLikeIsUndoneOnEveryScreen() async {
        // given
        let interactor = stubbedInteractor(likes: LikeServiceStub(refusal: .forbidden(nil)))
        postStore.receive([.fixture(id: "7", likes: 2)], askedAt: postStore.now)
        // when
        interactor.performChoice(.like, true, originalId: "7")
        await interactor.work.idle()
        // then
        #expect(postStore.post(withOriginalId: "7") == .fixture(id: "7", likes: 2))
    }

    @Test func testThatALikeIsShownOnEveryScreenBeforeTheServerAnswers() {
        // given
        let interactor = stubbedInteractor()
        postStore.receive([.fixture(id: "7", likes: 2)], askedAt: postStore.now)
        // when
        interactor.performChoice(.like, true, originalId: "7")
        // then
        #expect(postStore.post(withOriginalId: "7")?.likesCount == 3)
    }

    @Test func testThatInteractorReportsARefusedLike() async {
        // given
        let interactor = stubbedInteractor(likes: LikeServiceStub(refusal: .forbidden(nil)))
        // when
        interactor.performChoice(.like, true, originalId: "7")
        await interactor.work.idle()
        // then
        #expect(output.choiceProblems == [.forbidden(nil)])
    }

    @Test func testThatAPhotosLikenessComesBeforeThePhoto() async {
        // given
        let likeness = PixelImage(width: 1, height: 1, filledWith: .black)
        let media = MediaServiceStub(likeness: likeness)
        let interactor = stubbedInteractor(media: media)
        // when
        interactor.obtainPicture(
            of: MediaItem(kind: .photo, altText: nil, url: "https://x/1.jpg", blurhash: "LEHV6nWB2yk8pyo0adR*.7kCMdnj"))
        await interactor.work.idle()
        // then
        #expect(output.pictures.map(\.isLikeness) == [true, false])
    }

    @Test func testThatTheLikenessHasThePhotosShape() async {
        // given
        let media = MediaServiceStub(likenessOfAskedSize: true)
        let interactor = stubbedInteractor(media: media)
        // when: a photo twice as wide as tall
        interactor.obtainPicture(
            of: MediaItem(kind: .photo, altText: nil, url: "https://x/1.jpg", blurhash: "LEHV6nWB2yk8pyo0adR*.7kCMdnj", aspectRatio: 2))
        await interactor.work.idle()
        // then
        #expect(output.pictures.first.map { $0.picture.width == 2 * $0.picture.height } == true)
    }

    @Test func testThatAPhotoThatFailsIsReported() async {
        // given
        let media = MediaServiceStub(answer: { _ in .failure(.unreachable(.unreachable)) })
        let interactor = stubbedInteractor(media: media)
        // when
        interactor.obtainPicture(of: MediaItem(kind: .photo, altText: nil, url: "https://x/1.jpg"))
        await interactor.work.idle()
        // then
        #expect(output.pictureProblems.map(\.problem) == [.unreachable(.unreachable)])
    }

    @Test func testThatABoostedPostIsBoostedOnEveryScreen() async {
        // given
        let interactor = stubbedInteractor()
        // when
        interactor.performChoice(.boost, true, originalId: "7")
        await interactor.work.idle()
        // then
        #expect(postStore.post(withOriginalId: "7")?.isBoosted == true)
    }

    @Test func testThatAnUnsavedPostIsUnsavedOnEveryScreen() async {
        // given
        let interactor = stubbedInteractor()
        // when
        interactor.performChoice(.save, false, originalId: "7")
        await interactor.work.idle()
        // then
        #expect(postStore.post(withOriginalId: "7")?.isSaved == false)
    }

    @Test func testThatARefusedBoostIsReportedAsABoost() async {
        // given
        let interactor = stubbedInteractor(boosts: BoostServiceStub(refusal: .forbidden(nil)))
        // when
        interactor.performChoice(.boost, true, originalId: "7")
        await interactor.work.idle()
        // then
        #expect(output.failedChoices == [.boost])
    }

    @Test func testThatADeletedPostLeavesTheLoadedTimeline() async {
        // given
        let posts = PostServiceStub()
        let interactor = stubbedInteractor(posts: posts)
        // when
        interactor.deletePost(withId: "7", keepingAsDraft: false)
        await interactor.work.idle()
        // then
        #expect(await posts.forgottenPostIds == ["7"] && output.deletedPosts.map(\.postId) == ["7"])
    }

    @Test func testThatARefusedDeleteIsReported() async {
        // given
        let publishing = PublishingServiceStub()
        await publishing.refuseDeletes(with: .forbidden(nil))
        let interactor = stubbedInteractor(publishing: publishing)
        // when
        interactor.deletePost(withId: "7", keepingAsDraft: false)
        await interactor.work.idle()
        // then
        #expect(output.deleteProblems == [.forbidden(nil)])
    }

    @Test func testThatAQuoteTakenBackShowsMyPostRemovedThroughTheStore() async {
        // given: Ada's post "9" quoting mine, in the store
        var quoting = Post.fixture(id: "9")
        quoting.quote = .shown(QuotedPost(id: "7", author: Post.fixture(id: "7").author, createdAt: nil, caption: "Moths"))
        _ = postStore.receive([quoting], askedAt: postStore.now)
        let interactor = stubbedInteractor()
        // when
        interactor.revokeQuote(ofPostId: "7", quotingPostId: "9")
        await interactor.work.idle()
        // then
        #expect(postStore.post(withOriginalId: "9")?.quote == .removed && output.revokedQuotes == 1)
    }

    @Test func testThatARefusedQuoteTakenBackIsReported() async {
        // given
        let interactor = stubbedInteractor(quotes: QuoteServiceStub(refusal: .forbidden(nil)))
        // when
        interactor.revokeQuote(ofPostId: "7", quotingPostId: "9")
        await interactor.work.idle()
        // then
        #expect(output.revokeProblems == [.forbidden(nil)])
    }

    @Test func testThatTheOriginalGoesToTheExternalViewer() {
        // given
        let interactor = stubbedInteractor()
        // when
        interactor.openOriginal(at: "https://x/dog.jpg")
        // then
        #expect(opened.items == ["https://x/dog.jpg"] && output.openedOriginals == 1)
    }

    private func pollPost() -> Post {
        var post = Post.fixture(id: "7")
        post.poll = Poll(id: "p", options: [.init(title: "moth", votesCount: 0)])
        return post
    }

    @Test func testThatAVoteShowsOnEveryScreenAtOnce() {
        // given
        postStore.receive([pollPost()], askedAt: postStore.now)
        let interactor = stubbedInteractor()
        // when
        interactor.vote([0], inPollOf: pollPost())
        // then
        #expect(postStore.post(withOriginalId: "7")?.poll?.hasVoted == true)
    }

    @Test func testThatARefusedVoteIsUndoneAndReported() async {
        // given
        postStore.receive([pollPost()], askedAt: postStore.now)
        let interactor = stubbedInteractor(polls: PollServiceStub(refusal: .unprocessable("ended")))
        // when
        interactor.vote([0], inPollOf: pollPost())
        await interactor.work.idle()
        // then
        #expect(postStore.post(withOriginalId: "7")?.poll?.hasVoted == false && output.voteProblems == [.rejected("ended")])
    }

    @Test func testThatATranslationGoesIntoTheStore() async {
        // given
        postStore.receive([.fixture(id: "7")], askedAt: postStore.now)
        let interactor = stubbedInteractor()
        // when
        interactor.toggleTranslation(of: .fixture(id: "7"))
        await interactor.work.idle()
        // then
        #expect(postStore.post(withOriginalId: "7")?.translation?.caption == "TRANSLATED 7")
    }

    @Test func testThatATranslationRefusedIsReported() async {
        // given
        let interactor = stubbedInteractor(translations: TranslationServiceStub(refusal: .forbidden(nil)))
        // when
        interactor.toggleTranslation(of: .fixture(id: "7"))
        await interactor.work.idle()
        // then
        #expect(output.translationProblems == [.forbidden(nil)])
    }

    @Test func testThatTheSameKeyAgainShowsTheOriginal() {
        // given
        var translated = Post.fixture(id: "7")
        translated.translation = PostTranslation(caption: "Una leyenda")
        postStore.receive([.fixture(id: "7")], askedAt: postStore.now)
        postStore.showTranslation(PostTranslation(caption: "Una leyenda"), originalId: "7")
        let interactor = stubbedInteractor()
        // when
        interactor.toggleTranslation(of: translated)
        // then
        #expect(postStore.post(withOriginalId: "7")?.translation == nil)
    }
}
