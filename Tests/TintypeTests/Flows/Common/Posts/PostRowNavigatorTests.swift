import Localisation
import Testing

@testable import Tintype

@MainActor
struct PostRowNavigatorTests {
    private let router = PostRowsRouterInputSpy()
    private let statuses = StatusLines()
    private let clipboard = StatusLines()
    private let navigator: PostRowNavigator

    init() {
        navigator = PostRowNavigator(
            router: router,
            copyToClipboard: { [clipboard] in
                clipboard.lines.append($0)
                return true
            },
            showStatus: { [statuses] text, _ in statuses.lines.append(text) })
    }

    @Test func testThatAPostOnTheServerOpensInFull() {
        // given
        let post = Post.fixture(id: "7")
        // when
        navigator.open(post)
        // then
        #expect(router.openedPostIds == ["7"])
    }

    @Test func testThatMyPostOnItsWaySaysSoInsteadOfOpening() {
        // given
        let post = Self.post(delivery: .sending)
        // when
        navigator.open(post)
        // then
        #expect(router.openedPostIds.isEmpty && statuses.lines == [Strings.postStillSending])
    }

    @Test func testThatMyRefusedPostOpensTheComposer() {
        // given
        let post = Self.post(delivery: .notSent("too long"))
        // when
        navigator.open(post)
        // then
        #expect(router.composeRequests == 1)
    }

    @Test func testThatWhoLikedAPostOnItsWayIsNotAsked() {
        // given
        let post = Self.post(delivery: .sending)
        // when
        navigator.openLikers(of: post)
        // then
        #expect(router.openedAccountLists.isEmpty)
    }

    @Test func testThatTheAuthorsProfileOpens() {
        // given
        let post = Post.fixture(id: "7")
        // when
        navigator.openAuthor(of: post)
        // then
        #expect(router.openedProfileIds == [post.author.id])
    }

    @Test func testThatAPostDeletedInFullIsSaidAndOpensNoComposer() {
        // given
        navigator.open(Post.fixture(id: "7"))
        // when
        router.postDetailOutput?.didDeletePost(writingAgain: false)
        // then
        #expect(statuses.lines == [Strings.postDeleted] && router.composeRequests == 0)
    }

    @Test func testThatAPostDeletedToBeWrittenAgainOpensTheComposer() {
        // given
        navigator.open(Post.fixture(id: "7"))
        // when
        router.postDetailOutput?.didDeletePost(writingAgain: true)
        // then
        #expect(router.composeRequests == 1)
    }

    @Test func testThatYPutsThePostsAddressOnTheClipboard() {
        // given
        var post = Post.fixture(id: "7")
        post.address = "https://example.social/@grace/7"
        // when
        navigator.copyAddress(of: post)
        // then
        #expect(
            clipboard.lines == ["https://example.social/@grace/7"]
                && statuses.lines == [Strings.addressCopied("https://example.social/@grace/7")])
    }

    @Test func testThatAPostWithNoAddressSaysSo() {
        // given
        let post = Post.fixture(id: "7")
        // when
        navigator.copyAddress(of: post)
        // then
        #expect(clipboard.lines.isEmpty && statuses.lines == [Strings.noAddressToCopy])
    }

    private static func post(delivery: Delivery) -> Post {
        var post = Post.fixture(id: "q1")
        post.delivery = delivery
        return post
    }
}

@MainActor
private final class StatusLines {
    var lines: [String] = []
}

@MainActor
private final class PostRowsRouterInputSpy: PostRowsRouterInput {
    var openedPostIds: [String] = []
    var openedProfileIds: [String] = []
    var openedAccountLists: [AccountListSource] = []
    var composeRequests = 0
    var postDetailOutput: (any PostDetailModuleOutput)?

    func openPostDetailModule(postId: String, moduleOutput: any PostDetailModuleOutput) {
        openedPostIds.append(postId)
        postDetailOutput = moduleOutput
    }
    func openComposeModule() { composeRequests += 1 }
    func openProfileModule(accountId: String) { openedProfileIds.append(accountId) }
    func openAccountListModule(source: AccountListSource) { openedAccountLists.append(source) }
}
