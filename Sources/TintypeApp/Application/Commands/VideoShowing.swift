import FoundationEssentials
import Imaging
import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tintype show` of a video or an animated GIF: its frames drawn one over the other in the same
/// place, each at its own time, once through; frames that would come late are left out. Decoded
/// in this process by FFmpeg's libraries.
public enum VideoShowing {
    /// Plays the file through `write`, `now` telling the seconds since any fixed moment and
    /// `sleep` waiting, and answers how many frames it showed; nil when it is no video FFmpeg
    /// reads or holds no more than one frame (a still GIF), for the still's own drawing to draw it
    /// or say why it cannot. `firstFrameOnly` draws the first frame and stops, where nobody
    /// watches it play (the output is not a terminal).
    public static func play(
        path: String, drawing: PictureDrawing, firstFrameOnly: Bool = false, write: ([UInt8]) -> Void,
        now: () -> Double = Self.monotonicSeconds, sleep: (Double) -> Void = Self.sleep
    ) throws(PictureShowing.Failure) -> Int? {
        guard FileManager.default.isReadableFile(atPath: path) else { throw .unreadable(path) }
        let decoder: VideoDecoder
        do {
            decoder = try VideoDecoder(path: path)
        } catch .missingLibrary(let library) {
            throw .undrawable(path, .missingLibrary(library))
        } catch {
            return nil
        }
        do {
            let video = decoder.description
            let size = drawing.pixels(forWidth: video.width, height: video.height)
            let lines = drawing.lines(forWidth: video.width, height: video.height)
            guard let first = try decoder.nextFrame(width: size.width, height: size.height) else { return nil }
            let second = firstFrameOnly ? nil : try decoder.nextFrame(width: size.width, height: size.height)
            guard let second else {
                if firstFrameOnly { write(drawing.bytes(of: first.image)) }
                return firstFrameOnly ? 1 : nil
            }
            let pacing = FramePacing(framesPerSecond: video.framesPerSecond)
            let start = now() - first.seconds
            var shown = 0
            var next: (image: PixelImage, seconds: Double)? = first
            var following: (image: PixelImage, seconds: Double)? = second
            while let frame = next {
                let isLast = following == nil
                var decision = pacing.decision(forFrameAt: frame.seconds, elapsed: now() - start)
                if case .wait(let seconds) = decision {
                    sleep(seconds)
                    decision = .show
                }
                // The last frame stays on the screen, however late.
                if decision == .show || isLast {
                    // Each frame after the first goes back up over the one before.
                    write((shown == 0 ? [] : Array("\u{1B}[\(lines)F".utf8)) + drawing.bytes(of: frame.image))
                    shown += 1
                }
                next = following
                following = isLast ? nil : try decoder.nextFrame(width: size.width, height: size.height)
            }
            return shown
        } catch {
            throw .undrawable(path, error)
        }
    }

    /// Whether the file may hold frames to play: a GIF, or anything no photo decoder reads (MP4,
    /// WebM, QuickTime); a JPEG, PNG or WebP is a still.
    public static func mayMove(path: String) -> Bool {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: 16)
        let count = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        switch PictureFormat(sniffing: Array(head.prefix(max(0, count)))) {
        case .gif, .unknown: return true
        case .jpeg, .png, .webp, .svg: return false
        }
    }

    /// Seconds on a clock that only goes forward, from the first time it was read.
    public static func monotonicSeconds() -> Double {
        let elapsed = clockOrigin.duration(to: .now).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    }

    private static let clockOrigin = ContinuousClock.now

    public static func sleep(_ seconds: Double) {
        guard seconds > 0 else { return }
        var time = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - Double(Int(seconds))) * 1e9))
        nanosleep(&time, nil)
    }
}
