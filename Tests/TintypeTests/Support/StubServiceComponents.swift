@testable import Tintype
@testable import TintypeApp

/// Stub services for tests that assemble real modules through `Modules`.
struct StubServiceComponents: ServiceComponents {
    var postService: any PostService = PostServiceStub()
    var accountService: any AccountService = AccountServiceStub()
    var likeService: any LikeService = LikeServiceStub()
    var boostService: any BoostService = BoostServiceStub()
    var saveService: any SaveService = SaveServiceStub()
    var pollService: any PollService = PollServiceStub()
    var translationService: any TranslationService = TranslationServiceStub()
    var readMarkerService: any ReadMarkerService = ReadMarkerServiceStub()
    var timelineService: any TimelineService = TimelineServiceStub()
    var listService: any ListService = ListServiceSpy()
    var quoteService: any QuoteService = QuoteServiceStub()
    var choiceService: any ChoiceService = ChoiceServiceStub()
    var searchService: any SearchService = SearchServiceStub()
    var activityService: any ActivityService = ActivityServiceStub()
    var tagService: any TagService = TagServiceStub()
    var publishingService: any PublishingService = PublishingServiceStub()
    var commentService: any CommentService = CommentServiceStub()
    var followService: any FollowService = FollowServiceStub()
    var safetyService: any SafetyService = SafetyServiceStub()
    var messageService: any MessageService = MessageServiceStub()
    var mediaService: any MediaService = MediaServiceStub()
    var signedInAccountsService: any SignedInAccountsService = SignedInAccountsServiceStub()
}

extension Modules {
    /// Real modules over stub services, with the test context.
    static func stubbed(_ services: StubServiceComponents = StubServiceComponents()) -> Modules {
        Modules(services: services, context: .test())
    }
}
