import Testing

@testable import Tintype

@MainActor
struct ProfileHeaderCellTests {
    @Test func testThatAProfileThatNeverLoadedShowsOnlyItsNotice() {
        // given
        let object = ProfileHeaderCellObject(
            displayName: "", handle: "", badges: "", relationship: "", bio: "", fields: [],
            counts: "", notice: "the profile did not load: not found on demo (404)")
        // when
        let lines = ProfileHeaderCell.lines(for: object, width: 60)
        // then
        #expect(lines.count == 1)
    }
}
