import Testing

@testable import Tintype

struct OutOfLineTests {
    @Test func testThatAPartNeverSetIsMissing() {
        // when
        let part = OutOfLine<String>(wrappedValue: nil)
        // then
        #expect(part.wrappedValue == nil)
    }

    @Test func testThatAPartSetIsReadBack() {
        // given
        var part = OutOfLine<String>(wrappedValue: nil)
        // when
        part.wrappedValue = "Ada"
        // then
        #expect(part.wrappedValue == "Ada")
    }

    @Test func testThatAChangeToACopyLeavesTheOriginalAsItWas() {
        // given
        let original = OutOfLine(wrappedValue: "Ada")
        var copy = original
        // when
        copy.wrappedValue = "Grace"
        // then
        #expect(original.wrappedValue == "Ada")
    }

    @Test func testThatPartsMadeApartWithTheSameValueAreEqual() {
        // when
        let one = OutOfLine(wrappedValue: "Ada")
        let other = OutOfLine(wrappedValue: "Ada")
        // then
        #expect(one == other)
    }

    @Test func testThatPartsWithDifferentValuesDiffer() {
        // when
        let one = OutOfLine(wrappedValue: "Ada")
        let other = OutOfLine(wrappedValue: "Grace")
        // then
        #expect(one != other)
    }
}
