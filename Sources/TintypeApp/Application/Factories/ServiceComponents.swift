import Tintype

/// The services modules are built with, as `Modules` sees them: the app's `Services`, or stubs
/// in a test that assembles real modules.
public protocol ServiceComponents: Sendable {
    var postService: any PostService { get }
    var accountService: any AccountService { get }
    var likeService: any LikeService { get }
    var boostService: any BoostService { get }
    var saveService: any SaveService { get }
    var pollService: any PollService { get }
    var translationService: any TranslationService { get }
    var readMarkerService: any ReadMarkerService { get }
    var timelineService: any TimelineService { get }
    var listService: any ListService { get }
    var quoteService: any QuoteService { get }
    var choiceService: any ChoiceService { get }
    var searchService: any SearchService { get }
    var activityService: any ActivityService { get }
    var tagService: any TagService { get }
    var publishingService: any PublishingService { get }
    var commentService: any CommentService { get }
    var followService: any FollowService { get }
    var safetyService: any SafetyService { get }
    var messageService: any MessageService { get }
    var mediaService: any MediaService { get }
    var signedInAccountsService: any SignedInAccountsService { get }
}
