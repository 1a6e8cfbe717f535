import TerminalUI

/// The one way to build a module: a router asks for the module it opens, configures its
/// ModuleInput, sets its ModuleOutput, and only then shows its view. No assembly knows another.
@MainActor
public protocol ModuleFactory: AnyObject {
    func makeRootModule() -> (view: any ModuleView, input: any RootModuleInput)
    func makeFeedModule() -> (view: any ModuleView, input: any FeedModuleInput)
    func makePostDetailModule() -> (view: any ModuleView, input: any PostDetailModuleInput)
    func makeCommentsModule() -> (view: any EmbeddedModuleView, input: any CommentsModuleInput)
    func makeProfileModule() -> (view: any ModuleView, input: any ProfileModuleInput)
    /// `keysScreen`: the host's section of the configuration file, where the list's keys are
    /// changed; `hostKeys`: the keys the host keeps while the list is shown.
    func makePostListModule(keysScreen: String, hostKeys: Set<KeyEvent>) -> (view: any EmbeddedModuleView, input: any PostListModuleInput)
    func makeAccountListModule() -> (view: any ModuleView, input: any AccountListModuleInput)
    func makeTimelineModule() -> (view: any ModuleView, input: any TimelineModuleInput)
    func makeScheduledPostsModule() -> (view: any ModuleView, input: any ScheduledPostsModuleInput)
    func makeMyListsModule() -> (view: any ModuleView, input: any MyListsModuleInput)
    func makeQuotesModule() -> (view: any ModuleView, input: any QuotesModuleInput)
    func makeActivityModule() -> (view: any ModuleView, input: any ActivityModuleInput)
    func makeConversationsModule() -> (view: any ModuleView, input: any ConversationsModuleInput)
    func makeConversationModule() -> (view: any ModuleView, input: any ConversationModuleInput)
    func makePhotoViewerModule() -> (view: any ModuleView, input: any PhotoViewerModuleInput)
    func makeAccountSwitcherModule() -> (view: any ModuleView, input: any AccountSwitcherModuleInput)
    func makeComposeModule() -> (view: any ModuleView, input: any ComposeModuleInput)
    func makePostHistoryModule() -> (view: any ModuleView, input: any PostHistoryModuleInput)
    func makePhotoPickerModule() -> (view: any ModuleView, input: any PhotoPickerModuleInput)
    func makeExploreModule() -> (view: any ModuleView, input: any ExploreModuleInput)
    func makeHashtagModule() -> (view: any ModuleView, input: any HashtagModuleInput)
    func makeSafetyFormModule() -> (view: any ModuleView, input: any SafetyFormModuleInput)
    // `make module NAME=…` adds the factory methods of new modules above this line.
}
