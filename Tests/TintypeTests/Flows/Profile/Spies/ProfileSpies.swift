import Imaging

@testable import Tintype

@MainActor
final class ProfileViewInputSpy: ProfileViewInput {
    var didSetupInitialState = false
    var shownTitles: [(title: String, trailing: String)] = []
    var shownHeaders: [ProfileHeaderCellObject] = []
    var shownCellObjects: [[PostCellObject]] = []
    var shownStatuses: [StatusLineViewModel] = []
    var shownFooters: [String?] = []

    func setupInitialState() { didSetupInitialState = true }
    func showTitle(_ title: String, trailing: String) { shownTitles.append((title, trailing)) }
    func showHeader(_ header: ProfileHeaderCellObject) { shownHeaders.append(header) }
    func update(with cellObjects: [PostCellObject]) { shownCellObjects.append(cellObjects) }
    var updatedRows: [[PostCellObject]] = []
    func updateRows(_ cellObjects: [PostCellObject]) { updatedRows.append(cellObjects) }
    func showStatus(_ status: StatusLineViewModel) { shownStatuses.append(status) }
    func showFooter(_ text: String?) { shownFooters.append(text) }
    var shownLayouts: [Bool] = []
    func showPostsAsGrid(_ asGrid: Bool) { shownLayouts.append(asGrid) }
}

@MainActor
final class ProfileInteractorInputSpy: ProfileInteractorInput {
    var signedInAccountRequests = 0
    var cachedProfileRequests: [String] = []
    var profileRequests: [String] = []
    var relationshipRequests: [String] = []
    var postRequests: [(accountId: String, more: Bool)] = []
    /// Whether each request asked for posts with media only.
    var mediaOnlyRequests: [Bool] = []
    var followRequests: [(follow: Bool, accountId: String)] = []
    var cancelRequests = 0

    func obtainSignedInAccountId() { signedInAccountRequests += 1 }
    func obtainCachedProfile(accountId: String) { cachedProfileRequests.append(accountId) }
    func obtainProfile(accountId: String) { profileRequests.append(accountId) }
    func obtainRelationship(accountId: String) { relationshipRequests.append(accountId) }
    func obtainPosts(accountId: String, onlyWithMedia: Bool, more: Bool) {
        postRequests.append((accountId, more))
        mediaOnlyRequests.append(onlyWithMedia)
    }
    var savedPostRequests: [Bool] = []
    func obtainSavedPosts(more: Bool) { savedPostRequests.append(more) }
    func performFollow(_ follow: Bool, accountId: String) { followRequests.append((follow, accountId)) }
    var blockRequests: [(block: Bool, accountId: String)] = []
    var muteRequests: [(accountId: String, duration: MuteDuration, hidingNotifications: Bool)] = []
    var unmuteRequests: [String] = []
    func performBlock(_ block: Bool, accountId: String) { blockRequests.append((block, accountId)) }
    func performMute(accountId: String, for duration: MuteDuration, hidingNotifications: Bool) {
        muteRequests.append((accountId, duration, hidingNotifications))
    }
    func performUnmute(accountId: String) { unmuteRequests.append(accountId) }
    var silencedObserveRequests = 0
    func observeSilencedAccounts() { silencedObserveRequests += 1 }
    private(set) var postObserveRequests = 0
    func observePostChanges() { postObserveRequests += 1 }
    func cancelAllRequests() { cancelRequests += 1 }
    var thumbnailRequests: [[ThumbnailFetcher.Request]] = []
    func obtainThumbnails(for requests: [ThumbnailFetcher.Request]) { thumbnailRequests.append(requests) }
    var layoutRequests = 0
    var savedLayouts: [Bool] = []
    func obtainShowsPostsAsGrid() { layoutRequests += 1 }
    var avatarRequests: [String] = []
    func obtainAvatar(at address: String) { avatarRequests.append(address) }
    func saveShowsPostsAsGrid(_ showsGrid: Bool) { savedLayouts.append(showsGrid) }
    var queuedPostsRequests = 0
    func obtainQueuedPosts() { queuedPostsRequests += 1 }
    func observeSentPosts() {}
}

@MainActor
final class ProfileInteractorOutputSpy: ProfileInteractorOutput {
    var signedInAccountIds: [String] = []
    var cachedProfiles: [Profile] = []
    var profiles: [Profile] = []
    var profileProblems: [ConnectionProblem] = []
    var relationships: [Relationship] = []
    var postPages: [(posts: [Post], hasOlderPosts: Bool, areOlder: Bool)] = []
    var postProblems: [ConnectionProblem] = []
    var followResults: [Relationship] = []
    var followProblems: [ConnectionProblem] = []

    func didObtainSignedInAccountId(_ accountId: String) { signedInAccountIds.append(accountId) }
    func didObtainCachedProfile(_ profile: Profile) { cachedProfiles.append(profile) }
    func didObtainProfile(_ profile: Profile) { profiles.append(profile) }
    func didFailToObtainProfile(_ problem: ConnectionProblem) { profileProblems.append(problem) }
    func didObtainRelationship(_ relationship: Relationship) { relationships.append(relationship) }
    func didObtainPosts(_ posts: [Post], hasOlderPosts: Bool, areOlder: Bool) { postPages.append((posts, hasOlderPosts, areOlder)) }
    func didFailToObtainPosts(_ problem: ConnectionProblem) { postProblems.append(problem) }
    func didPerformFollow(_ relationship: Relationship) { followResults.append(relationship) }
    var safetyResults: [Relationship] = []
    var safetyProblems: [ConnectionProblem] = []
    var silencedAccounts: [String] = []
    func didSilenceAccount(withId accountId: String) { silencedAccounts.append(accountId) }
    private(set) var postChanges: [PostStoreChange] = []
    func didChangePost(_ change: PostStoreChange) { postChanges.append(change) }
    func didPerformSafetyChange(_ relationship: Relationship) { safetyResults.append(relationship) }
    func didFailToPerformSafetyChange(_ problem: ConnectionProblem) { safetyProblems.append(problem) }
    func didFailToPerformFollow(_ problem: ConnectionProblem) { followProblems.append(problem) }
    var thumbnails: [String] = []
    func didObtainThumbnail(_ picture: PixelImage?, postId: String, isFinal: Bool) { thumbnails.append(postId) }
    var layouts: [Bool] = []
    func didObtainShowsPostsAsGrid(_ showsGrid: Bool) { layouts.append(showsGrid) }
    var avatars: [String] = []
    func didObtainAvatar(_ picture: PixelImage, address: String) { avatars.append(address) }
    var queuedPosts: [[Post]] = []
    func didObtainQueuedPosts(_ posts: [Post]) { queuedPosts.append(posts) }
    func didSendQueuedPost(withId queuedId: String, as post: Post) {}
}

@MainActor
final class ProfileRouterInputSpy: ProfileRouterInput {
    var composeRequests = 0
    func openComposeModule(moduleOutput: any ComposeModuleOutput) { composeRequests += 1 }
    var openedPostIds: [String] = []
    var openedLists: [AccountListSource] = []
    var openedConversations: [Conversation] = []
    var closeRequests = 0
    var openedSafetyForms: [SafetyFormSubject] = []

    func openSafetyFormModule(for subject: SafetyFormSubject, moduleOutput: any SafetyFormModuleOutput) {
        openedSafetyForms.append(subject)
    }
    func openPostDetailModule(postId: String, moduleOutput: any PostDetailModuleOutput) { openedPostIds.append(postId) }
    func openAccountListModule(source: AccountListSource) { openedLists.append(source) }
    func openConversationModule(with conversation: Conversation) { openedConversations.append(conversation) }
    func closeCurrentModule() { closeRequests += 1 }
}

@MainActor
final class ProfileViewOutputSpy: ProfileViewOutput {
    var events: [String] = []
    var selectedIndexes: [Int] = []

    func didTriggerViewReadyEvent(drawsPictures: Bool) { events.append(drawsPictures ? "ready with pictures" : "ready") }
    func didShowPosts(at indices: Range<Int>) { events.append("shown \(indices)") }
    func didTriggerViewWillAppearEvent() { events.append("appear") }
    func didTriggerViewDidDisappearEvent() { events.append("disappear") }
    func didTriggerRefreshEvent() { events.append("refresh") }
    func didReachEndOfList() { events.append("end") }
    func didSelectPost(at index: Int) { selectedIndexes.append(index) }
    func didTriggerFollowEvent() { events.append("follow") }
    func didTriggerBlockEvent(isRepeated: Bool) { events.append(isRepeated ? "block again" : "block") }
    func didTriggerMuteEvent(isRepeated: Bool) { events.append(isRepeated ? "mute again" : "mute") }
    func didTriggerReportEvent(isRepeated: Bool) { events.append(isRepeated ? "report again" : "report") }
    func didTriggerMessageEvent() { events.append("message") }
    func didTriggerPostsLayoutEvent() { events.append("layout") }
    func didTriggerSavedEvent() { events.append("saved") }
    func didTriggerComposeEvent() { events.append("compose") }
    func didTriggerFollowersEvent() { events.append("followers") }
    func didTriggerFollowingEvent() { events.append("following") }
    func didTriggerBackEvent() { events.append("back") }
    func didTriggerCloseEvent() { events.append("close") }
}
