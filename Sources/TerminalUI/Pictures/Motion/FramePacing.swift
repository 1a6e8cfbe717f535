/// When a video's frame is shown: at its own time from the moment playing started. A frame
/// whose time has passed by more than a frame's length is dropped, never queued, so a slow
/// terminal shows fewer frames rather than a video running late.
public struct FramePacing: Sendable, Equatable {
    public enum Decision: Sendable, Equatable {
        /// Too early: show it after this many seconds.
        case wait(seconds: Double)
        case show
        /// Too late: the next one is due.
        case drop
    }

    /// How long one frame lasts; a tenth of a second where the video does not say its rate.
    public let frameSeconds: Double

    public init(framesPerSecond: Double) {
        frameSeconds = framesPerSecond > 0 ? 1 / framesPerSecond : 0.1
    }

    /// What to do with the frame due `frameTime` seconds into the video, `elapsed` seconds after
    /// playing started.
    public func decision(forFrameAt frameTime: Double, elapsed: Double) -> Decision {
        if frameTime > elapsed { return .wait(seconds: frameTime - elapsed) }
        return elapsed - frameTime > frameSeconds ? .drop : .show
    }
}
