import Foundation
import MastodonAPI
import Testing

@testable import Tintype

struct ConnectionProblemMapperTests {
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
        let problem = ConnectionProblemMapper.problem(from: error)
        // then
        #expect(problem.mayPass == error.isTransient)
    }

    @Test func testThatAnUnexpectedRefusalIsExplainedAsARefusal() {
        // given, when
        let problem = ConnectionProblemMapper.problem(from: MastodonError.unexpectedStatus(409, "conflict"))
        // then
        #expect(problem == .rejected("conflict"))
    }
}
