import Imaging

@testable import Tintype
@testable import TintypeApp

@MainActor
final class ProfileViewInputSpy: ProfileViewInput {
    var didSetupInitialState = false
    var shownTitles: [(title: String, trailing: String)] = []
    var shownHeaders: [ProfileHeaderCellObject] = []
    var shownStatuses: [StatusLineViewModel] = []

    func setupInitialState() { didSetupInitialState = true }
    func showTitle(_ title: String, trailing: String) { shownTitles.append((title, trailing)) }
    func showHeader(_ header: ProfileHeaderCellObject) { shownHeaders.append(header) }
    func showStatus(_ status: StatusLineViewModel) { shownStatuses.append(status) }
}

@MainActor
final class ProfileInteractorInputSpy: ProfileInteractorInput {
    var signedInAccountRequests = 0
    var cachedProfileRequests: [String] = []
    var profileRequests: [String] = []
    var relationshipRequests: [String] = []
    var relationshipObservations: [String] = []
    var cancelRequests = 0

    func obtainSignedInAccountId() { signedInAccountRequests += 1 }
    func obtainCachedProfile(accountId: String) { cachedProfileRequests.append(accountId) }
    func obtainProfile(accountId: String) { profileRequests.append(accountId) }
    func obtainRelationship(accountId: String) { relationshipRequests.append(accountId) }
    func observeRelationship(accountId: String) { relationshipObservations.append(accountId) }
    var relationshipChanges: [(request: RelationshipRequest, accountId: String)] = []
    func changeRelationship(_ request: RelationshipRequest, accountId: String) { relationshipChanges.append((request, accountId)) }
    var followToggles: [(accountId: String, accountIsLocked: Bool)] = []
    func toggleFollow(accountId: String, accountIsLocked: Bool) { followToggles.append((accountId, accountIsLocked)) }
    var blockRequests: [(block: Bool, accountId: String)] {
        relationshipChanges.compactMap { change in
            guard case .block(let block) = change.request else { return nil }
            return (block, change.accountId)
        }
    }
    var muteRequests: [(accountId: String, duration: MuteDuration, hidingNotifications: Bool)] {
        relationshipChanges.compactMap { change in
            guard case .mute(let duration, let hidingNotifications) = change.request else { return nil }
            return (change.accountId, duration, hidingNotifications)
        }
    }
    var unmuteRequests: [String] { relationshipChanges.filter { $0.request == .unmute }.map(\.accountId) }
    func cancelAllRequests() { cancelRequests += 1 }
    var avatarRequests: [String] = []
    func obtainAvatar(at address: String) { avatarRequests.append(address) }
}

@MainActor
final class ProfileInteractorOutputSpy: ProfileInteractorOutput {
    var signedInAccountIds: [String] = []
    var cachedProfiles: [Profile] = []
    var profiles: [Profile] = []
    var profileProblems: [ConnectionProblem] = []
    var relationships: [Relationship] = []
    var settledChanges: [(request: RelationshipRequest, accountId: String, after: Result<Relationship, ConnectionProblem>)] = []

    func didObtainSignedInAccountId(_ accountId: String) { signedInAccountIds.append(accountId) }
    func didObtainCachedProfile(_ profile: Profile) { cachedProfiles.append(profile) }
    func didObtainProfile(_ profile: Profile) { profiles.append(profile) }
    func didFailToObtainProfile(_ problem: ConnectionProblem) { profileProblems.append(problem) }
    func didChangeRelationship(_ relationship: Relationship) { relationships.append(relationship) }
    func didSettleRelationshipChange(_ request: RelationshipRequest, accountId: String, to after: Result<Relationship, ConnectionProblem>) {
        settledChanges.append((request, accountId, after))
    }
    var avatars: [String] = []
    func didObtainAvatar(_ picture: PixelImage, address: String) { avatars.append(address) }
}

@MainActor
final class ProfileRouterInputSpy: ProfileRouterInput {
    var composeRequests = 0
    func openComposeModule() { composeRequests += 1 }
    var scheduledRequests = 0
    func openScheduledPostsModule() { scheduledRequests += 1 }
    /// The accounts my lists were opened for; nil for none.
    var listsRequests: [String?] = []
    func openMyListsModule(forAccountId accountId: String?, handle: String) { listsRequests.append(accountId) }
    var openedLists: [AccountListSource] = []
    var openedConversations: [Conversation] = []
    var closeRequests = 0
    var openedSafetyForms: [SafetyFormSubject] = []

    /// Who hears the last form opened, as the form would tell it.
    private(set) weak var safetyFormOutput: (any SafetyFormModuleOutput)?

    func openSafetyFormModule(for subject: SafetyFormSubject, moduleOutput: any SafetyFormModuleOutput) {
        openedSafetyForms.append(subject)
        safetyFormOutput = moduleOutput
    }
    /// The list embedded, which hands itself to the profile as the router would have it.
    let postList = ModuleInputSpy()
    var embeddedSources: [PostListSource] = []
    func embedPostListModule(listing source: PostListSource, moduleOutput: any PostListModuleOutput) {
        embeddedSources.append(source)
        moduleOutput.didEmbedPostList(postList)
    }
    func openAccountListModule(source: AccountListSource) { openedLists.append(source) }
    func openConversationModule(with conversation: Conversation) { openedConversations.append(conversation) }
    func closeCurrentModule() { closeRequests += 1 }
}

@MainActor
final class ProfileViewOutputSpy: ProfileViewOutput {
    var events: [String] = []

    func didTriggerViewReadyEvent() { events.append("ready") }

    func didTriggerViewWillAppearEvent() { events.append("appear") }
    func didTriggerViewDidDisappearEvent() { events.append("disappear") }
    func didTriggerRefreshEvent() { events.append("refresh") }
    func didTriggerFollowEvent() { events.append("follow") }
    func didTriggerBlockEvent(isRepeated: Bool) { events.append(isRepeated ? "block again" : "block") }
    func didTriggerMuteEvent(isRepeated: Bool) { events.append(isRepeated ? "mute again" : "mute") }
    func didTriggerReportEvent(isRepeated: Bool) { events.append(isRepeated ? "report again" : "report") }
    func didTriggerMessageEvent() { events.append("message") }
    func didTriggerSavedEvent() { events.append("saved") }
    func didTriggerScheduledEvent() { events.append("scheduled") }
    func didTriggerListsEvent() { events.append("lists") }
    func didTriggerComposeEvent() { events.append("compose") }
    func didTriggerFollowersEvent() { events.append("followers") }
    func didTriggerFollowingEvent() { events.append("following") }
    func didTriggerBackEvent() { events.append("back") }
    func didTriggerCloseEvent() { events.append("close") }
}
