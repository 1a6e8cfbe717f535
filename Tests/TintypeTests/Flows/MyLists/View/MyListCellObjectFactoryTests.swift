import Testing

@testable import Tintype

struct MyListCellObjectFactoryTests {
    @Test func testThatAListWithTheAccountIsTicked() {
        // when
        let rows = MyListCellObjectFactory().cellObjects(for: [MyList(id: "1", title: "Lab", holdsAccount: true)])
        // then
        #expect(rows.first?.mark == "✓")
    }

    @Test func testThatAListAskedAboutNoAccountHasNoBox() {
        // when
        let rows = MyListCellObjectFactory().cellObjects(for: [MyList(id: "1", title: "Lab")])
        // then
        #expect(rows.first?.mark == "")
    }
}
