import Foundation
import TestSupport
import Testing

/// `tintype --version`: answered alone before the argument parser starts, and by the parser when
/// it comes among options; a person sees the same line either way.
struct VersionEndToEndTests {
    @Test func testThatVersionAlonePrintsTheVersionAndSucceeds() throws {
        // given
        let tintype = try TintypeBinary()
        // when
        let result = try tintype.runSignedIn(["--version"])
        // then
        #expect(result.status == 0)
        #expect(result.output.wholeMatch(of: /\d+\.\d+\.\d+\n/) != nil)
    }

    @Test func testThatVersionAmongOptionsPrintsTheSameLine() throws {
        // given
        let tintype = try TintypeBinary()
        let alone = try tintype.runSignedIn(["--version"])
        // when
        let amongOptions = try tintype.runSignedIn(["--instance", "https://example.invalid", "--version"])
        // then
        #expect(amongOptions.status == 0 && amongOptions.output == alone.output)
    }
}
