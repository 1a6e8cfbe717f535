import Foundation
import MastodonAPI
import TestSupport
import Testing

/// `make run` seeds the demo instance through the binary's own commands: the seed must keep
/// working as the commands change.
struct DemoSeedEndToEndTests {
    @Test func testThatTheDemoSeedFillsTheInstance() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let demo = DemoServer.packageRoot.appendingPathComponent("Resources/Demo")
            var environment = tintype.environment.merging(["PATH": "/usr/bin:/bin"]) { $1 }
            environment["TINTYPE_INSTANCE"] = server.baseURL
            // when
            let result = try ChildProcess.run(
                [demo.appendingPathComponent("seed.sh").path, tintype.path, demo.appendingPathComponent("Photos").path],
                environment: environment)
            // then
            let feed = try await server.client(as: "ada").homeTimeline(.newest(limit: 40)).items
            let textures = feed.first { HTMLToText.convert($0.content).hasPrefix("Texture study") }
            #expect(result.status == 0, "seed.sh exited with \(result.status)")
            #expect(textures?.mediaAttachments.count == 2, "the two-photo post is not in Ada's feed")
        }
    }
}
