import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct RelationshipChangeSenderTests {
    let store = RelationshipStore()
    let work = TaskTracker()
    let answers = LockedList<Result<Relationship, ConnectionProblem>>()

    private func sender(follows: FollowServiceStub = FollowServiceStub()) -> RelationshipChangeSender {
        RelationshipChangeSender(followService: follows, safetyService: SafetyServiceStub(), store: store)
    }

    @Test func testThatAFollowOfALockedAccountShowsAsARequestAtOnce() {
        // given
        let sender = sender()
        // when
        sender.make(.follow(true, accountIsLocked: true), accountId: "g", in: work) { _, _ in }
        // then
        #expect(store.relationship(withAccountId: "g") == Relationship(isRequested: true))
    }

    @Test func testThatTheServersAnswerIsWhatTheStoreKeeps() async {
        // given
        let sender = sender(follows: FollowServiceStub(isLocked: true))
        // when
        sender.make(.follow(true, accountIsLocked: false), accountId: "g", in: work) { _, _ in }
        await work.idle()
        // then
        #expect(store.relationship(withAccountId: "g") == Relationship(isRequested: true))
    }

    @Test func testThatAnAcceptedFollowRequestIsKept() async {
        // given
        let sender = sender()
        // when
        sender.make(.answerFollowRequest(accepting: true), accountId: "g", in: work) { _, _ in }
        await work.idle()
        // then
        #expect(store.relationship(withAccountId: "g")?.isFollowedBy == true)
    }

    @Test func testThatARefusalIsAnsweredWithWhy() async {
        // given
        let sender = sender(follows: FollowServiceStub(refusal: .forbidden("no")))
        // when
        sender.make(.follow(true, accountIsLocked: false), accountId: "g", in: work) { [answers] _, after in answers.append(after) }
        await work.idle()
        // then
        #expect(answers.items == [.failure(.forbidden("no"))])
    }
}
