/// A video's frames round and round, as a GIF loops: after the last frame the first comes again,
/// its time counted on from the end of the round before, so a player waits for each frame as for
/// the next of one endless video. A video of one frame gives it once: nothing moves.
public final class LoopingVideo {
    private let path: String
    private let pixelCap: Int
    private var decoder: VideoDecoder
    /// The frames' size: as large as fits in the size asked for, the video's shape kept, and
    /// never larger than the video itself (a terminal scales a picture up for nothing).
    public let frameSize: (width: Int, height: Int)
    /// When the round under way began, in seconds from the first round's start.
    private var roundStart = 0.0
    /// The first and the last frame's own time in the round under way.
    private var firstSeconds: Double?
    private var lastSeconds = 0.0
    private var framesThisRound = 0
    private var isStill = false

    /// Opens the video at `path` for frames within `wanted` pixels.
    public init(path: String, wanted: (width: Int, height: Int), pixelCap: Int = PictureDecoder.defaultPixelCap)
        throws(PictureDecodingError)
    {
        self.path = path
        self.pixelCap = pixelCap
        decoder = try VideoDecoder(path: path, pixelCap: pixelCap)
        let width = decoder.description.width
        let height = decoder.description.height
        frameSize = PictureFit.pixels(
            forWidth: width, height: height, boxWidth: min(wanted.width, max(1, width)), boxHeight: min(wanted.height, max(1, height)))
    }

    /// The next frame and when it is shown, in seconds from the first frame of the first round;
    /// nil once a video of one frame (or none) has given it.
    public func nextFrame() throws(PictureDecodingError) -> (image: PixelImage, seconds: Double)? {
        if let frame = try decoder.nextFrame(width: frameSize.width, height: frameSize.height) {
            return shown(frame)
        }
        guard !isStill, framesThisRound > 1 else {
            isStill = true
            return nil
        }
        roundStart += lastSeconds - (firstSeconds ?? 0) + frameInterval
        firstSeconds = nil
        framesThisRound = 0
        try rewind()
        guard let frame = try decoder.nextFrame(width: frameSize.width, height: frameSize.height) else { return nil }
        return shown(frame)
    }

    /// The video's own rate; 0 where it does not say.
    public var framesPerSecond: Double { decoder.description.framesPerSecond }

    /// How long the last frame of a round stays: a frame's length at the video's rate.
    private var frameInterval: Double {
        framesPerSecond > 0 ? 1 / framesPerSecond : 0.1
    }

    private func shown(_ frame: (image: PixelImage, seconds: Double)) -> (image: PixelImage, seconds: Double) {
        let first = firstSeconds ?? frame.seconds
        firstSeconds = first
        framesThisRound += 1
        lastSeconds = frame.seconds
        return (frame.image, roundStart + max(0, frame.seconds - first))
    }

    /// Back to the first frame: a seek where the file allows it, else the file opened anew (a
    /// GIF read as a stream cannot seek).
    private func rewind() throws(PictureDecodingError) {
        do {
            try decoder.seek(to: 0)
        } catch {
            decoder = try VideoDecoder(path: path, pixelCap: pixelCap)
        }
    }
}
