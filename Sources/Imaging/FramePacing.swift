/// When a video's frame is shown: at its own time from the moment playing started. A frame
/// whose time has passed by more than a frame's length is dropped, never queued, so a slow
/// terminal shows fewer frames rather than a video running late. Where the frames shown are
/// capped (an animation looping in a list), one too soon after the last shown is dropped too.
public struct FramePacing: Sendable, Equatable {
    public enum Decision: Sendable, Equatable {
        /// Too early: show it after this many seconds.
        case wait(seconds: Double)
        case show
        /// Too late, or too soon after the last one shown: the next one is due.
        case drop
    }

    /// How long one frame lasts; a tenth of a second where the video does not say its rate.
    public let frameSeconds: Double
    /// The fewest seconds between two frames shown; 0 where every frame is shown.
    public let leastSecondsBetweenFrames: Double

    /// Paces a video at `framesPerSecond`, showing at most `framesShownPerSecond` of its frames
    /// a second where that is given.
    public init(framesPerSecond: Double, framesShownPerSecond: Int? = nil) {
        frameSeconds = framesPerSecond > 0 ? 1 / framesPerSecond : 0.1
        // A little under the interval, so frames exactly that far apart are all shown.
        leastSecondsBetweenFrames = framesShownPerSecond.map { 0.99 / Double(max(1, $0)) } ?? 0
    }

    /// What to do with the frame due `frameTime` seconds into the video, `elapsed` seconds after
    /// playing started, the last frame shown being due at `lastShown`.
    public func decision(forFrameAt frameTime: Double, elapsed: Double, lastShown: Double? = nil) -> Decision {
        if let lastShown, frameTime - lastShown < leastSecondsBetweenFrames { return .drop }
        if frameTime > elapsed { return .wait(seconds: frameTime - elapsed) }
        return elapsed - frameTime > max(frameSeconds, leastSecondsBetweenFrames) ? .drop : .show
    }
}
