import Foundation
import Imaging
import Logging
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct MediaServiceImplementationTests {
    /// 2x1 RGBA PNG: a transparent pixel, then an opaque green one.
    static let png = Data(
        base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAADklEQVR4nGNgAIH/DP8BBAUB/yMAzdYAAAAASUVORK5CYII=")!
    static let address = "https://pixelfed.example/storage/m/1.png"

    let directory = TestFolders.unique("tintype-pictures")

    private func service(answering responses: [Result<HTTPResponse, TransportError>]) throws -> (MediaServiceImplementation, StubTransport)
    {
        let transport = StubTransport(responses)
        let service = MediaServiceImplementation(
            client: try .stubbed(transport), cache: FileCache(directory: directory), logger: Logger(label: "test"))
        return (service, transport)
    }

    private static func picture(_ body: Data, status: Int = 200) -> Result<HTTPResponse, TransportError> {
        .success(HTTPResponse(status: status, headers: [("Content-Type", "image/png")], body: body))
    }

    @Test func testThatAFetchedPictureIsDecoded() async throws {
        // given
        let (service, _) = try service(answering: [Self.picture(Self.png)])
        // when
        let image = try await service.picture(at: Self.address, wanted: .thumbnail)
        // then
        #expect(image.color(x: 1, y: 0) == RGBColor(hex: 0x00FF00))
    }

    @Test func testThatAVideoWithoutAStillIsDrawnFromItsFirstFrame() async throws {
        // given: a second of red, then a second of blue
        let clip = try Data(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("ImagingTests/Fixtures/red-then-blue.mp4"))
        let (service, _) = try service(answering: [
            .success(HTTPResponse(status: 200, headers: [("Content-Type", "video/mp4")], body: clip))
        ])
        // when
        let image = try await service.picture(at: "https://pixelfed.example/storage/m/1.mp4", wanted: .thumbnail)
        // then
        let middle = image.color(x: image.width / 2, y: image.height / 2)
        #expect(middle.red > 200 && middle.blue < 60)
    }

    /// A video with no still, too large for an answer held whole: fetched into a file as a video
    /// to play is, and its first frame drawn from there.
    @Test func testThatAVideoWithoutAStillTooLargeToHoldIsDrawnFromItsFile() async throws {
        // given
        let clip = try Self.fixture("red-then-blue.mp4")
        let (service, _) = try service(answering: [
            .failure(.responseTooLarge(limit: 8 * 1024 * 1024)),
            .success(HTTPResponse(status: 200, headers: [("Content-Type", "video/mp4")], body: clip)),
        ])
        // when
        let image = try await service.picture(at: "https://pixelfed.example/storage/m/1.mp4", wanted: .thumbnail)
        // then
        let middle = image.color(x: image.width / 2, y: image.height / 2)
        #expect(middle.red > 200 && middle.blue < 60)
    }

    @Test func testThatAPhotoTooLargeToHoldSaysItIsTooLarge() async throws {
        // given
        let (service, transport) = try service(answering: [.failure(.responseTooLarge(limit: 8 * 1024 * 1024))])
        // when
        let problem = await caughtError { _ = try await service.picture(at: Self.address, wanted: .thumbnail) }
        // then
        guard case .undrawable(.tooLarge)? = problem as? MediaProblem else {
            Issue.record("not told too large: \(String(describing: problem))")
            return
        }
        #expect(transport.requests.count == 1, "a photo was fetched again whole")
    }

    @Test func testThatAVideoOnThisComputerLargerThanAnyPhotoIsDrawnFromItsFirstFrame() async throws {
        // given: the clip with 24 MB after it, as a long video being chosen for a post
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("long.mp4")
        try (Self.fixture("red-then-blue.mp4") + Data(count: 24 * 1024 * 1024)).write(to: file)
        let (service, _) = try service(answering: [])
        // when
        let image = try await service.picture(at: file.path, wanted: .thumbnail)
        // then
        let middle = image.color(x: image.width / 2, y: image.height / 2)
        #expect(middle.red > 200 && middle.blue < 60)
    }

    /// A fixture of the imaging tests: a second of red, then a second of blue.
    private static func fixture(_ name: String) throws -> Data {
        try Data(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("ImagingTests/Fixtures/\(name)"))
    }

    /// The first `count` frames the service plays of this GIF.
    private func loopedFrames(of gif: Data, count: Int) async throws -> [PixelImage] {
        let (service, _) = try service(answering: [
            .success(HTTPResponse(status: 200, headers: [("Content-Type", "image/gif")], body: gif))
        ])
        var frames: [PixelImage] = []
        for try await frame in service.loop(at: "https://pixelfed.example/storage/m/1.gif", wanted: .thumbnail, framesPerSecond: 12) {
            frames.append(frame)
            if frames.count == count { break }
        }
        return frames
    }

    @Test func testThatAnAnimatedGIFPlaysRoundAndRound() async throws {
        // given: 2 frames a second, red twice then blue twice
        let gif = try Self.fixture("red-then-blue.gif")
        // when
        let frames = try await loopedFrames(of: gif, count: 5)
        // then: the fifth is red again
        let reds = frames.map { $0.color(x: $0.width / 2, y: $0.height / 2).red > 200 }
        #expect(reds == [true, true, false, false, true])
    }

    @Test func testThatAnAnimationPlayedAgainIsNotFetchedAgain() async throws {
        // given: played once
        let (service, transport) = try service(answering: [
            .success(HTTPResponse(status: 200, headers: [("Content-Type", "image/gif")], body: try Self.fixture("red-then-blue.gif")))
        ])
        for try await _ in service.loop(at: "https://pixelfed.example/storage/m/1.gif", wanted: .thumbnail, framesPerSecond: 12) { break }
        // when
        var frames = 0
        for try await _ in service.loop(at: "https://pixelfed.example/storage/m/1.gif", wanted: .thumbnail, framesPerSecond: 12) {
            frames += 1
            break
        }
        // then
        #expect(frames == 1 && transport.requests.count == 1)
    }

    @Test func testThatAGIFThatDoesNotMoveEndsAfterItsOneFrame() async throws {
        // given
        let gif = try Self.fixture("green-still.gif")
        // when
        let frames = try await loopedFrames(of: gif, count: 3)
        // then
        #expect(frames.count == 1)
    }

    @Test func testThatWhatCannotBePlayedEndsWithNoFrame() async throws {
        // when: an error page where the GIF should be
        let frames = try await loopedFrames(of: Data("<html>Not found</html>".utf8), count: 1)
        // then
        #expect(frames.isEmpty)
    }

    @Test func testThatAFileThatCouldNotBePlayedIsFetchedAgainTheNextTime() async throws {
        // given: an error page where the GIF should be, then the GIF; played once, to no frame
        let (service, transport) = try service(answering: [
            .success(HTTPResponse(status: 200, headers: [("Content-Type", "text/html")], body: Data("<html>Busy</html>".utf8))),
            .success(HTTPResponse(status: 200, headers: [("Content-Type", "image/gif")], body: try Self.fixture("red-then-blue.gif"))),
        ])
        for try await _ in service.loop(at: "https://pixelfed.example/storage/m/1.gif", wanted: .thumbnail, framesPerSecond: 12) {}
        // when
        var frames = 0
        for try await _ in service.loop(at: "https://pixelfed.example/storage/m/1.gif", wanted: .thumbnail, framesPerSecond: 12) {
            frames += 1
            break
        }
        // then
        #expect(frames == 1 && transport.requests.count == 2)
    }

    @Test func testThatAnAnimationWhoseFileDidNotComeFails() async throws {
        // given: the server unavailable for the file
        let (service, _) = try service(answering: [.success(HTTPResponse(status: 503, headers: [], body: Data()))])
        // when
        let failed = await {
            do {
                for try await _ in service.loop(at: "https://pixelfed.example/storage/m/1.gif", wanted: .thumbnail, framesPerSecond: 12) {}
                return false
            } catch {
                return true
            }
        }()
        // then: not ended as one that cannot be played, which is not asked for again
        #expect(failed)
    }

    @Test func testThatASecondAskIsAnsweredFromTheCache() async throws {
        // given
        let (service, transport) = try service(answering: [Self.picture(Self.png)])
        _ = try await service.picture(at: Self.address, wanted: .thumbnail)
        // when
        _ = try await service.picture(at: Self.address, wanted: .thumbnail)
        // then
        #expect(transport.requests.count == 1)
    }

    @Test func testThatAServerErrorSaysThePictureWasNotReached() async throws {
        // given
        let (service, _) = try service(answering: [Self.picture(Data(), status: 503)])
        // when
        let problem = await #expect(throws: MediaProblem.self) { try await service.picture(at: Self.address, wanted: .thumbnail) }
        // then
        #expect(problem.map { if case .unreachable = $0 { true } else { false } } == true)
    }

    @Test func testThatAPageInsteadOfAPictureIsNotDrawn() async throws {
        // given
        let (service, _) = try service(answering: [Self.picture(Data("<html>login</html>".utf8))])
        // when / then
        await #expect(throws: MediaProblem.undrawable(.unsupported(.unknown))) {
            try await service.picture(at: Self.address, wanted: .thumbnail)
        }
    }

    @Test func testThatTwoAddressesGetTwoCacheFiles() {
        #expect(
            MediaServiceImplementation.cacheKey(for: "https://a.example/x?y=1")
                != MediaServiceImplementation.cacheKey(for: "https://a.example/x?y=2"))
    }

    @Test func testThatAMalformedBlurhashHasNoLikeness() throws {
        // given
        let (service, _) = try service(answering: [Self.picture(Self.png)])
        // when / then
        #expect(service.likeness(of: "not a hash", size: PixelSize(width: 4, height: 4)) == nil)
    }

    @Test func testThatAPictureOnThisComputerIsDrawnFromItsFile() async throws {
        // given
        let (service, _) = try service(answering: [])
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("bread.png")
        try Self.png.write(to: file)
        // when
        let image = try await service.picture(at: file.path, wanted: .thumbnail)
        // then
        #expect(image.color(x: 1, y: 0) == RGBColor(hex: 0x00FF00))
    }

    @Test func testThatAPictureOnThisComputerIsNotAskedOfTheServer() async throws {
        // given
        let (service, transport) = try service(answering: [])
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("bread.png")
        try Self.png.write(to: file)
        // when
        _ = try await service.picture(at: file.path, wanted: .thumbnail)
        // then
        #expect(transport.requests.isEmpty)
    }

    @Test func testThatAMissingFileIsNotFound() async throws {
        // given
        let (service, _) = try service(answering: [])
        // when
        let problem = await #expect(throws: MediaProblem.self) {
            try await service.picture(at: directory.appendingPathComponent("gone.png").path, wanted: .thumbnail)
        }
        // then
        #expect(problem == .unreachable(.notFound))
    }
}
