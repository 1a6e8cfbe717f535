import Foundation
import Imaging
import Testing

struct VideoDecoderTests {
    /// Every frame at `width` x `height`, with its time.
    private static func frames(of path: String, width: Int = 16, height: Int = 12) throws -> [(image: PixelImage, seconds: Double)] {
        let decoder = try VideoDecoder(path: path)
        var frames: [(image: PixelImage, seconds: Double)] = []
        while let frame = try decoder.nextFrame(width: width, height: height) { frames.append(frame) }
        return frames
    }

    /// Mostly red or mostly blue, as a video's colours come back through YUV.
    private static func isRed(_ color: RGBColor) -> Bool { color.red > 200 && color.blue < 60 }
    private static func isBlue(_ color: RGBColor) -> Bool { color.blue > 200 && color.red < 60 }

    @Test func testThatAVideoDescribesItsSizeAndLength() throws {
        // when
        let description = try VideoDecoder(path: VideoFixtures.redThenBlueMP4).description
        // then
        #expect(
            description.width == 64 && description.height == 48 && abs(description.durationSeconds - 2) < 0.15
                && description.framesPerSecond == 10)
    }

    @Test func testThatEveryFrameComesInTheOrderOfItsTime() throws {
        // when
        let times = try Self.frames(of: VideoFixtures.redThenBlueMP4).map(\.seconds)
        // then
        #expect(times.count == 20 && times == times.sorted() && times.first == 0)
    }

    @Test func testThatTheFirstFrameIsRed() throws {
        // when
        let first = try #require(try Self.frames(of: VideoFixtures.redThenBlueMP4).first)
        // then
        #expect(Self.isRed(first.image.color(x: 8, y: 6)))
    }

    @Test func testThatTheLastFrameIsBlue() throws {
        // when
        let last = try #require(try Self.frames(of: VideoFixtures.redThenBlueMP4).last)
        // then
        #expect(Self.isBlue(last.image.color(x: 8, y: 6)))
    }

    @Test func testThatAFrameComesAtTheSizeAskedFor() throws {
        // when
        let first = try #require(try Self.frames(of: VideoFixtures.redThenBlueMP4, width: 40, height: 30).first)
        // then
        #expect(first.image.width == 40 && first.image.height == 30)
    }

    @Test func testThatASeekGoesOnFromThere() throws {
        // given
        let decoder = try VideoDecoder(path: VideoFixtures.redThenBlueMP4)
        // when
        try decoder.seek(to: 1.5)
        let next = try #require(try decoder.nextFrame(width: 16, height: 12))
        // then
        #expect(next.seconds >= 1 && Self.isBlue(next.image.color(x: 8, y: 6)))
    }

    @Test func testThatAnAnimatedGIFGoesFromItsFirstFrameToItsLast() throws {
        // when
        let frames = try Self.frames(of: VideoFixtures.redThenBlueGIF)
        // then
        #expect(
            frames.count >= 2 && Self.isRed(frames[0].image.color(x: 8, y: 6))
                && Self.isBlue(frames[frames.count - 1].image.color(x: 8, y: 6)))
    }

    @Test func testThatAFileThatIsNotAVideoIsRefused() throws {
        // given
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-video-\(UUID().uuidString).mp4").path
        try Data("plain words, no frames".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        // then
        #expect(throws: PictureDecodingError.self) { try VideoDecoder(path: path) }
    }

    @Test func testThatFramesOverTheCapAreRefusedBeforeAnyIsDecoded() {
        // then
        #expect(throws: PictureDecodingError.self) { try VideoDecoder(path: VideoFixtures.redThenBlueMP4, pixelCap: 1000) }
    }

    // MARK: - Hostile files

    /// What decoding every frame of the file comes to: the frames, or the refusal.
    private static func outcome(of path: String) -> Result<Int, PictureDecodingError> {
        do throws(PictureDecodingError) {
            let decoder = try VideoDecoder(path: path)
            var count = 0
            while try decoder.nextFrame(width: 16, height: 12) != nil { count += 1 }
            return .success(count)
        } catch {
            return .failure(error)
        }
    }

    @Test func testThatATruncatedVideoIsNamedDamagedOrEndsEarly() {
        // when
        let outcome = Self.outcome(of: VideoFixtures.truncatedMP4)
        // then
        switch outcome {
        case .failure(.damaged): break
        case .success(let frames): #expect(frames < 20, "all of a truncated video's frames came")
        case .failure(let other): Issue.record("a truncated video was refused as \(other)")
        }
    }

    @Test func testThatABitFlippedVideoIsNamedDamagedOrEndsWithoutACrash() {
        // given: 200 bits flipped past the file's first quarter
        // when
        let outcome = Self.outcome(of: VideoFixtures.bitFlippedMP4)
        // then: whatever came of it, it came to an end, here
        switch outcome {
        case .failure(.damaged), .success: break
        case .failure(let other): Issue.record("a damaged video was refused as \(other)")
        }
    }

    @Test func testThatSoundAloneIsNoVideo() {
        // when
        let outcome = Self.outcome(of: VideoFixtures.soundOnly)
        // then
        #expect(outcome == .failure(.unsupported(.unknown)))
    }

    @Test func testThatATenHourVideoIsDescribedAndItsFirstFrameComesAtOnce() throws {
        // when
        let decoder = try VideoDecoder(path: VideoFixtures.tenHoursMP4)
        let first = try decoder.nextFrame(width: 16, height: 16)
        // then: ten hours said, and a frame without reading the rest of them
        #expect(decoder.description.durationSeconds == 36_000 && first != nil)
    }
}
