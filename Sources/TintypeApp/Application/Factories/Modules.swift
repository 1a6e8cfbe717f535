import FoundationEssentials
import TerminalUI
import Tintype

/// Builds every module through its assembly, with the services it needs and the shared context:
/// the only implementation of `ModuleFactory`, and with `Services` the app's only factories.
@MainActor
public final class Modules: ModuleFactory {
    private let services: any ServiceComponents
    private let context: ModuleContext
    /// The account's posts, one copy each, that every screen built here observes.
    private let postStore = PostStore()
    /// How the account stands with others (follows, blocks, mutes), which profiles observe.
    private let relationshipStore = RelationshipStore()

    public init(services: any ServiceComponents, context: ModuleContext) {
        self.services = services
        self.context = context
    }

    public func makeRootModule() -> (view: any ModuleView, input: any RootModuleInput) {
        RootAssembly(accountService: services.accountService, moduleFactory: self, context: context).assembleModule()
    }

    public func makeFeedModule() -> (view: any ModuleView, input: any FeedModuleInput) {
        FeedAssembly(
            postService: services.postService, safetyService: services.safetyService, choiceService: services.choiceService,
            readMarkerService: services.readMarkerService, postStore: postStore, moduleFactory: self, context: context
        )
        .assembleModule()
    }

    public func makePostDetailModule() -> (view: any ModuleView, input: any PostDetailModuleInput) {
        PostDetailAssembly(
            postService: services.postService, likeService: services.likeService, boostService: services.boostService,
            saveService: services.saveService, pollService: services.pollService, translationService: services.translationService,
            mediaService: services.mediaService,
            accountService: services.accountService, publishingService: services.publishingService, quoteService: services.quoteService,
            postStore: postStore, moduleFactory: self,
            context: context
        ).assembleModule()
    }

    public func makeCommentsModule() -> (view: any EmbeddedModuleView, input: any CommentsModuleInput) {
        CommentsAssembly(commentService: services.commentService, postStore: postStore, moduleFactory: self, context: context)
            .assembleModule()
    }

    public func makeProfileModule() -> (view: any ModuleView, input: any ProfileModuleInput) {
        ProfileAssembly(
            accountService: services.accountService, followService: services.followService, safetyService: services.safetyService,
            mediaService: services.mediaService, relationshipStore: relationshipStore, moduleFactory: self, context: context
        ).assembleModule()
    }

    public func makePostListModule(keysScreen: String, hostKeys: Set<KeyEvent>) -> (
        view: any EmbeddedModuleView, input: any PostListModuleInput
    ) {
        PostListAssembly(
            postService: services.postService, accountService: services.accountService, likeService: services.likeService,
            boostService: services.boostService,
            saveService: services.saveService, safetyService: services.safetyService, tagService: services.tagService,
            timelineService: services.timelineService, quoteService: services.quoteService, publishingService: services.publishingService,
            mediaService: services.mediaService,
            postStore: postStore, moduleFactory: self, context: context
        ).assembleModule(keysScreen: keysScreen, hostKeys: hostKeys)
    }

    public func makeAccountListModule() -> (view: any ModuleView, input: any AccountListModuleInput) {
        AccountListAssembly(
            accountService: services.accountService, likeService: services.likeService, safetyService: services.safetyService,
            moduleFactory: self, context: context
        ).assembleModule()
    }

    public func makeTimelineModule() -> (view: any ModuleView, input: any TimelineModuleInput) {
        TimelineAssembly(timelineService: services.timelineService, moduleFactory: self, context: context).assembleModule()
    }

    public func makeQuotesModule() -> (view: any ModuleView, input: any QuotesModuleInput) {
        QuotesAssembly(postService: services.postService, moduleFactory: self, context: context).assembleModule()
    }

    public func makeMyListsModule() -> (view: any ModuleView, input: any MyListsModuleInput) {
        MyListsAssembly(listService: services.listService, context: context).assembleModule()
    }

    public func makeScheduledPostsModule() -> (view: any ModuleView, input: any ScheduledPostsModuleInput) {
        ScheduledPostsAssembly(publishingService: services.publishingService, moduleFactory: self, context: context).assembleModule()
    }

    public func makeActivityModule() -> (view: any ModuleView, input: any ActivityModuleInput) {
        ActivityAssembly(
            activityService: services.activityService, followService: services.followService, safetyService: services.safetyService,
            mediaService: services.mediaService, postStore: postStore, relationshipStore: relationshipStore, moduleFactory: self,
            context: context
        ).assembleModule()
    }

    public func makeConversationsModule() -> (view: any ModuleView, input: any ConversationsModuleInput) {
        ConversationsAssembly(
            messageService: services.messageService, accountService: services.accountService, moduleFactory: self, context: context
        ).assembleModule()
    }

    public func makeConversationModule() -> (view: any ModuleView, input: any ConversationModuleInput) {
        ConversationAssembly(messageService: services.messageService, context: context).assembleModule()
    }

    public func makePhotoViewerModule() -> (view: any ModuleView, input: any PhotoViewerModuleInput) {
        PhotoViewerAssembly(mediaService: services.mediaService, context: context).assembleModule()
    }

    public func makeAccountSwitcherModule() -> (view: any ModuleView, input: any AccountSwitcherModuleInput) {
        AccountSwitcherAssembly(signedInAccountsService: services.signedInAccountsService, context: context).assembleModule()
    }

    public func makeComposeModule() -> (view: any ModuleView, input: any ComposeModuleInput) {
        ComposeAssembly(publishingService: services.publishingService, postStore: postStore, moduleFactory: self, context: context)
            .assembleModule()
    }

    public func makePostHistoryModule() -> (view: any ModuleView, input: any PostHistoryModuleInput) {
        PostHistoryAssembly(postService: services.postService, moduleFactory: self, context: context).assembleModule()
    }

    public func makePhotoPickerModule() -> (view: any ModuleView, input: any PhotoPickerModuleInput) {
        PhotoPickerAssembly(mediaService: services.mediaService, moduleFactory: self, context: context).assembleModule()
    }

    public func makeExploreModule() -> (view: any ModuleView, input: any ExploreModuleInput) {
        ExploreAssembly(
            searchService: services.searchService, tagService: services.tagService, safetyService: services.safetyService,
            postStore: postStore, moduleFactory: self, context: context
        )
        .assembleModule()
    }

    public func makeHashtagModule() -> (view: any ModuleView, input: any HashtagModuleInput) {
        HashtagAssembly(tagService: services.tagService, moduleFactory: self, context: context).assembleModule()
    }

    public func makeSafetyFormModule() -> (view: any ModuleView, input: any SafetyFormModuleInput) {
        SafetyFormAssembly(safetyService: services.safetyService, moduleFactory: self, context: context).assembleModule()
    }
    // `make module NAME=…` adds the factory methods of new modules above this line.
}
