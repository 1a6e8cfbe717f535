import Testing

@testable import Tintype

@MainActor
struct __Module__InteractorTests {
    @Test func testThatInteractorDoesNotKeepItsOutputAlive() {
        // given
        let interactor = __Module__Interactor()
        weak var output: __Module__InteractorOutputSpy?
        do {
            let spy = __Module__InteractorOutputSpy()
            interactor.output = spy
            output = spy
        }
        // when
        interactor.cancelAllRequests()
        // then
        #expect(output == nil)
    }
}
