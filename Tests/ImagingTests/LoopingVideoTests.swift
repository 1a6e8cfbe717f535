import Foundation
import Imaging
import Testing

struct LoopingVideoTests {
    /// The first `count` frames the loop gives, with their times.
    private static func frames(of path: String, count: Int) throws -> [(image: PixelImage, seconds: Double)] {
        let loop = try LoopingVideo(path: path, wanted: (16, 16))
        var frames: [(image: PixelImage, seconds: Double)] = []
        while frames.count < count, let frame = try loop.nextFrame() { frames.append(frame) }
        return frames
    }

    private static func isRed(_ color: RGBColor) -> Bool { color.red > 200 && color.blue < 60 }

    @Test func testThatAGIFStartsAgainFromItsFirstFrameAfterItsLast() throws {
        // given: the GIF is a second of red, then a second of blue, at 2 frames a second
        let frames = try Self.frames(of: VideoFixtures.redThenBlueGIF, count: 6)
        // when
        let reds = frames.map { Self.isRed($0.image.color(x: 8, y: 6)) }
        // then
        #expect(reds == [true, true, false, false, true, true])
    }

    @Test func testThatTheTimesGoOnCountingFromRoundToRound() throws {
        // when
        let times = try Self.frames(of: VideoFixtures.redThenBlueGIF, count: 6).map(\.seconds)
        // then
        #expect(times == times.sorted() && Set(times).count == times.count && times.first == 0)
    }

    @Test func testThatAVideoLoopsToo() throws {
        // given: 20 frames a round
        let frames = try Self.frames(of: VideoFixtures.redThenBlueMP4, count: 21)
        // then: the 21st is the first again, after two seconds
        #expect(frames.count == 21 && Self.isRed(frames[20].image.color(x: 8, y: 6)) && abs(frames[20].seconds - 2) < 0.15)
    }

    @Test func testThatAStillGIFGivesItsOneFrameOnce() throws {
        // when
        let frames = try Self.frames(of: VideoFixtures.greenStillGIF, count: 5)
        // then
        #expect(frames.count == 1)
    }

    @Test func testThatTheFramesKeepTheVideosShapeWithinTheSizeAskedFor() throws {
        // when: a 64x48 video within 16x16
        let loop = try LoopingVideo(path: VideoFixtures.redThenBlueMP4, wanted: (16, 16))
        // then
        #expect(loop.frameSize.width == 16 && loop.frameSize.height == 12)
    }

    @Test func testThatTheFramesAreNeverLargerThanTheVideo() throws {
        // when: a 64x48 video within 1024x1024
        let loop = try LoopingVideo(path: VideoFixtures.redThenBlueMP4, wanted: (1024, 1024))
        // then
        #expect(loop.frameSize.width == 64 && loop.frameSize.height == 48)
    }

    @Test func testThatAGIFOfTenThousandFramesPlaysThemAllOneByOneAndStartsAgain() throws {
        // given: red and blue in turn, 10,000 frames
        let loop = try LoopingVideo(path: try GIFMaker.file(frames: 10_000), wanted: (16, 16))
        // when: every frame, then the first of the second round
        var count = 0
        while count < 10_000, try loop.nextFrame() != nil { count += 1 }
        let again = try loop.nextFrame()
        // then
        #expect(count == 10_000 && again.map { Self.isRed($0.image.color(x: 0, y: 0)) } == true)
    }

    @Test func testThatAGIFOfNoFramesGivesNone() throws {
        // given
        let loop = try LoopingVideo(path: try GIFMaker.file(frames: 0), wanted: (16, 16))
        // when
        let first = try loop.nextFrame()
        // then: nothing plays, and the list keeps the picture's place with its word
        #expect(first == nil)
    }
}
