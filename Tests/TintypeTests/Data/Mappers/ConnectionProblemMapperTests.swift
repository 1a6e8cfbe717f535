import Foundation
import MastodonAPI
import Testing

@testable import Tintype
@testable import TintypeApp

struct ConnectionProblemMapperTests {
    @Test func testThatAnAPIErrorIsExplainedAsItSaysItself() {
        // given
        let error = MastodonError.forbidden("no")
        // when
        let problem = ConnectionProblemMapper.problem(from: error)
        // then
        #expect(problem == error.connectionProblem)
    }

    @Test func testThatADiskErrorIsAStorageProblem() {
        // given
        let error = FileCacheError.writeFailed("disk full")
        // when
        let problem = ConnectionProblemMapper.problem(from: error)
        // then
        #expect(problem == .storage(error.description))
    }

    @Test func testThatAnErrorNobodyDescribedIsExplainedAsUnreachable() {
        // given, when
        let problem = ConnectionProblemMapper.problem(from: CancellationError())
        // then
        #expect(problem == .unreachable)
    }
}
