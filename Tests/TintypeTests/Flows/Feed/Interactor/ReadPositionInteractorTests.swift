import Testing

@testable import Tintype

@MainActor
struct ReadPositionInteractorTests {
    @MainActor
    final class OutputSpy: ReadPositionInteractorOutput {
        var positions: [String?] = []
        func didObtainReadPosition(_ postId: String?) { positions.append(postId) }
    }

    let output = OutputSpy()

    @Test func testThatTheKeptPositionComes() async {
        // given
        let interactor = ReadPositionInteractor(readMarkerService: ReadMarkerServiceStub(position: "7"), sleep: { _ in })
        interactor.output = output
        // when
        interactor.obtainReadPosition()
        await interactor.work.idle()
        // then
        #expect(output.positions == ["7"])
    }

    @Test func testThatOnlyThePositionThatRestedIsSent() async {
        // given: a clock that never lets the first position rest
        let service = ReadMarkerServiceStub()
        let gate = Gate()
        let interactor = ReadPositionInteractor(readMarkerService: service, sleep: { _ in try await gate.wait() })
        // when: a second position before the first has rested
        interactor.saveReadPosition(postId: "5")
        interactor.saveReadPosition(postId: "4")
        await gate.open()
        await interactor.work.idle()
        // then
        #expect(await service.kept == ["4"])
    }
}
