import Foundation
import MastodonAPI
import Testing

@testable import Tintype
@testable import TintypeApp

struct MastodonErrorConnectionProblemTests {
    static let errors: [MastodonError] = [
        .unauthorized(nil), .forbidden("no"), .notFound(nil), .unprocessable("too long"),
        .rateLimited(until: nil), .server(status: 503, message: nil), .unexpectedStatus(400, nil),
        .unexpectedStatus(408, nil), .unexpectedStatus(409, "conflict"), .malformedResponse("cut"),
        .transport(.timedOut), .transport(.unreachable("refused")), .transport(.responseTooLarge(limit: 1)),
        .insecureInstance("http"),
    ]

    @Test(arguments: errors)
    func testThatTheScreenSaysTryLaterExactlyWhenTheOutboxWould(error: MastodonError) {
        // given, when
        let problem = error.connectionProblem
        // then
        #expect(problem.mayPass == error.isTransient)
    }

    @Test func testThatAnUnexpectedRefusalIsExplainedAsARefusal() {
        // given, when
        let problem = MastodonError.unexpectedStatus(409, "conflict").connectionProblem
        // then
        #expect(problem == .rejected("conflict"))
    }

    @Test func testThatTheServersWordsAreCleanedBeforeTheyAreShown() {
        // given, when
        let problem = MastodonError.unprocessable("too\u{1B}[31m long").connectionProblem
        // then
        guard case .rejected(let words?) = problem else {
            Issue.record("explained as \(problem)")
            return
        }
        #expect(!words.contains("\u{1B}"))
    }
}
