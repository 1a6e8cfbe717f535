import Testing

@testable import Tintype
@testable import TintypeApp

struct AccountCellObjectFactoryTests {
    let factory = AccountCellObjectFactory()

    @Test func testThatALocalHandleIsCompletedWithTheInstance() {
        // given
        // when
        let objects = factory.cellObjects(for: [.fixture()], instanceName: "demo")
        // then
        #expect(objects.first?.handle == "@grace@demo")
    }

    @Test func testThatOnlyTheBiosFirstLineIsKept() {
        // given
        // when
        let objects = factory.cellObjects(for: [.fixture(bio: "Compilers.\nAnd moths.")], instanceName: "demo")
        // then
        #expect(objects.first?.bioLine == "Compilers.")
    }

    @Test func testThatALockedAccountSaysSo() {
        // given
        // when
        let objects = factory.cellObjects(for: [.fixture(isLocked: true)], instanceName: "demo")
        // then
        #expect(objects.first?.badges == "locked")
    }
}
