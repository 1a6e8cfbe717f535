import Foundation
import Imaging
import MastodonAPI
import Testing

@testable import Tintype

@MainActor
struct PostDetailInteractorTests {
    let output = PostDetailInteractorOutputSpy()

    @Test func testThatInteractorAnswersWithTheLoadedPostThenTheServersCopy() async {
        // given
        let loaded = TimelineSlice(statuses: [EntityFixture.status(id: "7", content: "<p>old</p>")], hasOlder: false, fetchedAt: Date())
        let fresh = TimelineSlice(statuses: [EntityFixture.status(id: "7", content: "<p>new</p>")], hasOlder: false, fetchedAt: Date())
        let interactor = PostDetailInteractor(
            postService: PostServiceStub(cached: loaded, newest: .success(fresh)), likeService: LikeServiceStub(),
            mediaService: MediaServiceStub())
        interactor.output = output
        // when
        interactor.obtainPost(withId: "7")
        await interactor.work.idle()
        // then
        #expect(output.posts.map(\.caption) == ["old", "new"])
    }

    @Test func testThatInteractorReportsAMissingPost() async {
        // given
        let empty = TimelineSlice(statuses: [], hasOlder: false, fetchedAt: Date())
        let interactor = PostDetailInteractor(
            postService: PostServiceStub(newest: .success(empty)), likeService: LikeServiceStub(), mediaService: MediaServiceStub())
        interactor.output = output
        // when
        interactor.obtainPost(withId: "404")
        await interactor.work.idle()
        // then
        #expect(output.problems == [.notFound])
    }

    @Test func testThatInteractorReportsTheLikedPost() async {
        // given
        let interactor = PostDetailInteractor(
            postService: PostServiceStub(), likeService: LikeServiceStub(), mediaService: MediaServiceStub())
        interactor.output = output
        // when
        interactor.performLike(true, postId: "7")
        await interactor.work.idle()
        // then
        #expect(output.likedPosts.first?.isLiked == true)
    }

    @Test func testThatInteractorReportsARefusedLike() async {
        // given
        let interactor = PostDetailInteractor(
            postService: PostServiceStub(), likeService: LikeServiceStub(refusal: .forbidden(nil)), mediaService: MediaServiceStub())
        interactor.output = output
        // when
        interactor.performLike(true, postId: "7")
        await interactor.work.idle()
        // then
        #expect(output.likeProblems == [.forbidden(nil)])
    }

    @Test func testThatALikeIsKeptInTheTimelineEveryScreenReads() async {
        // given
        let posts = PostServiceStub()
        let interactor = PostDetailInteractor(postService: posts, likeService: LikeServiceStub(), mediaService: MediaServiceStub())
        interactor.output = output
        // when
        interactor.performLike(true, postId: "7")
        await interactor.work.idle()
        // then
        #expect(await posts.updatedPosts.map(\.isFavourited) == [true])
    }

    @Test func testThatAPhotosLikenessComesBeforeThePhoto() async {
        // given
        let likeness = PixelImage(width: 1, height: 1, filledWith: .black)
        let media = MediaServiceStub(likeness: likeness)
        let interactor = PostDetailInteractor(postService: PostServiceStub(), likeService: LikeServiceStub(), mediaService: media)
        interactor.output = output
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
        let interactor = PostDetailInteractor(postService: PostServiceStub(), likeService: LikeServiceStub(), mediaService: media)
        interactor.output = output
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
        let interactor = PostDetailInteractor(postService: PostServiceStub(), likeService: LikeServiceStub(), mediaService: media)
        interactor.output = output
        // when
        interactor.obtainPicture(of: MediaItem(kind: .photo, altText: nil, url: "https://x/1.jpg"))
        await interactor.work.idle()
        // then
        #expect(output.pictureProblems.map(\.problem) == [.unreachable(.unreachable)])
    }
}
