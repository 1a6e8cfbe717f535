import Foundation
import TerminalUI

@testable import Tintype
@testable import TintypeApp

/// A module view that only records what its container did with it.
@MainActor
final class ModuleViewStub: EmbeddedModuleView {
    var isAttached = false
    var hiddenStates: [Bool] = []
    var keys: [KeyEvent] = []
    var frames: [Rect] = []
    var drawRequests = 0
    var isCapturingText = false
    var takesKeys = false

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        isAttached = true
        frames.append(frame)
    }

    func detach() { isAttached = false }
    func layout(in frame: Rect) { frames.append(frame) }
    func setHidden(_ hidden: Bool) { hiddenStates.append(hidden) }
    func handle(_ key: KeyEvent) { keys.append(key) }
    func drawIfNeeded() { drawRequests += 1 }

    /// The keys a click stands for, as the view would work them out.
    var keysForClick: [KeyEvent] = []
    var clicks: [MouseEvent] = []
    func keys(forClick click: MouseEvent) -> [KeyEvent] {
        clicks.append(click)
        return keysForClick
    }

    func handleIfOwned(_ key: KeyEvent) -> Bool {
        keys.append(key)
        return takesKeys
    }

    var keyHelpEntries: [KeyHelpEntry] { [KeyHelpEntry(keys: "z", action: "the embedded module's key")] }
    var isInUse: Bool { false }
    func wantedRows(columns: Int, upTo limit: Int) -> Int { limit }
}

/// Module inputs that record how a router configured them.
@MainActor
final class ModuleInputSpy: RootModuleInput, FeedModuleInput, ScheduledPostsModuleInput, MyListsModuleInput, QuotesModuleInput,
    TimelineModuleInput,
    PostDetailModuleInput,
    CommentsModuleInput,
    ProfileModuleInput,
    AccountListModuleInput, ActivityModuleInput, ConversationsModuleInput, ConversationModuleInput, PostListModuleInput
{
    var initialTab: RootTab?
    var postId: String?
    var accountId: String?
    var isSignedInAccount = false
    var accountListSource: AccountListSource?
    var badgeOutput: (any TabBadgeModuleOutput)?
    var postDetailOutput: (any PostDetailModuleOutput)?
    var commentsOutput: (any CommentsModuleOutput)?
    var conversation: Conversation?
    var conversationOutput: (any ConversationModuleOutput)?
    var rootOutput: (any RootModuleOutput)?

    func configure(withInitialTab tab: RootTab) { initialTab = tab }
    func configure(forAccountId accountId: String, handle: String) { self.accountId = accountId }
    func setModuleOutput(_ output: any RootModuleOutput) { rootOutput = output }
    func configure(withNotice notice: RootNotice) {}
    var opensComposer = false
    /// Root's and Home's alike: both open with the composer over Home.
    func configureOpeningComposer() { opensComposer = true }
    func configure(withPostId postId: String) { self.postId = postId }
    var focusedCommentId: String?
    /// PostDetail's and Comments' alike: both pass on the comment to select.
    func configure(focusingCommentWithId commentId: String) { focusedCommentId = commentId }
    func setModuleOutput(_ moduleOutput: any PostDetailModuleOutput) { postDetailOutput = moduleOutput }
    func setModuleOutput(_ moduleOutput: any CommentsModuleOutput) { commentsOutput = moduleOutput }
    func configure(withAccountId accountId: String) { self.accountId = accountId }
    func configureWithSignedInAccount() { isSignedInAccount = true }

    func configure(withSource source: AccountListSource) { accountListSource = source }
    func configure(withBadgeOutput output: any TabBadgeModuleOutput) { badgeOutput = output }
    func configure(with conversation: Conversation) { self.conversation = conversation }
    func setModuleOutput(_ moduleOutput: any ConversationModuleOutput) { conversationOutput = moduleOutput }

    var postListSources: [PostListSource] = []
    /// Weak as the real one: the host keeps the list.
    weak var postListOutput: (any PostListModuleOutput)?
    var postListRefreshes = 0
    var hiddenPosts: [Bool] = []
    func configure(listing source: PostListSource) { postListSources.append(source) }
    func setModuleOutput(_ moduleOutput: any PostListModuleOutput) { postListOutput = moduleOutput }
    func refresh() { postListRefreshes += 1 }
    func hidePosts(_ hidden: Bool) { hiddenPosts.append(hidden) }
    var shownReplies: [Bool] = []
    func showReplies(_ shown: Bool) { shownReplies.append(shown) }
    var shownLargePhotos: [Bool] = []
    func showLargePhotos(_ large: Bool) { shownLargePhotos.append(large) }
    var newsFetches = 0
    func fetchNews() { newsFetches += 1 }
    var agesShownFromNow = 0
    func showAgesFromNow() { agesShownFromNow += 1 }
    var readPositions: [Int] = []
    func showReadPosition(at index: Int) { readPositions.append(index) }
}

/// A module factory that builds stubs, and remembers which modules were asked for, in order.
@MainActor
final class ModuleFactorySpy: ModuleFactory {
    enum Module: Equatable {
        case root, feed, postDetail, comments, profile, accountList, postList
        /// A module written by `make module`, by name.
        case generated(String)
    }

    var made: [(module: Module, view: ModuleViewStub, input: ModuleInputSpy)] = []

    var lastView: ModuleViewStub? { made.last?.view }
    var lastInput: ModuleInputSpy? { made.last?.input }

    func makeRootModule() -> (view: any ModuleView, input: any RootModuleInput) {
        let module = make(.root)
        return (module.0, module.1)
    }
    func makeFeedModule() -> (view: any ModuleView, input: any FeedModuleInput) {
        let module = make(.feed)
        return (module.0, module.1)
    }
    func makePostDetailModule() -> (view: any ModuleView, input: any PostDetailModuleInput) {
        let module = make(.postDetail)
        return (module.0, module.1)
    }
    func makeCommentsModule() -> (view: any EmbeddedModuleView, input: any CommentsModuleInput) {
        let module = make(.comments)
        return (module.0, module.1)
    }
    func makeProfileModule() -> (view: any ModuleView, input: any ProfileModuleInput) {
        let module = make(.profile)
        return (module.0, module.1)
    }
    var postListKeysScreens: [String] = []
    var postListHostKeys: [Set<KeyEvent>] = []
    func makePostListModule(keysScreen: String, hostKeys: Set<KeyEvent>) -> (view: any EmbeddedModuleView, input: any PostListModuleInput) {
        postListKeysScreens.append(keysScreen)
        postListHostKeys.append(hostKeys)
        let module = make(.postList)
        return (module.0, module.1)
    }
    func makeAccountListModule() -> (view: any ModuleView, input: any AccountListModuleInput) {
        let module = make(.accountList)
        return (module.0, module.1)
    }

    func makeTimelineModule() -> (view: any ModuleView, input: any TimelineModuleInput) {
        make(.generated("Timeline"))
    }

    func makeQuotesModule() -> (view: any ModuleView, input: any QuotesModuleInput) {
        make(.generated("Quotes"))
    }

    func makeMyListsModule() -> (view: any ModuleView, input: any MyListsModuleInput) {
        make(.generated("MyLists"))
    }

    func makeScheduledPostsModule() -> (view: any ModuleView, input: any ScheduledPostsModuleInput) {
        make(.generated("ScheduledPosts"))
    }

    func makeActivityModule() -> (view: any ModuleView, input: any ActivityModuleInput) {
        make(.generated("Activity"))
    }

    func makeConversationsModule() -> (view: any ModuleView, input: any ConversationsModuleInput) {
        make(.generated("Conversations"))
    }

    func makeConversationModule() -> (view: any ModuleView, input: any ConversationModuleInput) {
        make(.generated("Conversation"))
    }
    func makePhotoViewerModule() -> (view: any ModuleView, input: any PhotoViewerModuleInput) {
        let module = make(.generated("PhotoViewer"))
        return (module.0, PhotoViewerModuleInputSpy())
    }

    func makeAccountSwitcherModule() -> (view: any ModuleView, input: any AccountSwitcherModuleInput) {
        let module = make(.generated("AccountSwitcher"))
        return (module.0, AccountSwitcherModuleInputSpy())
    }

    func makeComposeModule() -> (view: any ModuleView, input: any ComposeModuleInput) {
        let module = make(.generated("Compose"))
        return (module.0, ComposeModuleInputSpy())
    }

    func makePostHistoryModule() -> (view: any ModuleView, input: any PostHistoryModuleInput) {
        let module = make(.generated("PostHistory"))
        return (module.0, PostHistoryModuleInputSpy())
    }

    func makePhotoPickerModule() -> (view: any ModuleView, input: any PhotoPickerModuleInput) {
        let module = make(.generated("PhotoPicker"))
        return (module.0, PhotoPickerModuleInputSpy())
    }

    func makeExploreModule() -> (view: any ModuleView, input: any ExploreModuleInput) {
        let module = make(.generated("Explore"))
        return (module.0, ExploreModuleInputSpy())
    }

    func makeHashtagModule() -> (view: any ModuleView, input: any HashtagModuleInput) {
        let module = make(.generated("Hashtag"))
        return (module.0, HashtagModuleInputSpy())
    }

    func makeSafetyFormModule() -> (view: any ModuleView, input: any SafetyFormModuleInput) {
        let module = make(.generated("SafetyForm"))
        return (module.0, SafetyFormModuleInputSpy())
    }
    // `make module NAME=…` adds the factory methods of new modules above this line.

    private func make(_ module: Module) -> (ModuleViewStub, ModuleInputSpy) {
        let made = (module: module, view: ModuleViewStub(), input: ModuleInputSpy())
        self.made.append(made)
        return (made.view, made.input)
    }
}

extension ModuleContext {
    /// The context of a test: a fixed instance name and clock.
    static func test(now: Date = Date(timeIntervalSince1970: 1_000_000)) -> ModuleContext {
        ModuleContext(instanceName: "demo", now: { now })
    }
}
