import Foundation
import Imaging

@testable import Tintype
@testable import TintypeApp

/// A media service that answers every address with what the test set up, and remembers what was asked.
final class MediaServiceStub: MediaService, @unchecked Sendable {
    private let lock = NSLockedBox()
    let answer: @Sendable (String) -> Result<PixelImage, MediaProblem>
    let likenessAnswer: PixelImage?
    /// Likenesses are black pictures of the size asked for, to see what size was asked.
    let likenessOfAskedSize: Bool

    init(
        answer: @escaping @Sendable (String) -> Result<PixelImage, MediaProblem> = { _ in
            .success(PixelImage(width: 2, height: 2, filledWith: .white))
        },
        likeness: PixelImage? = nil,
        likenessOfAskedSize: Bool = false
    ) {
        self.answer = answer
        self.likenessAnswer = likeness
        self.likenessOfAskedSize = likenessOfAskedSize
    }

    var requestedAddresses: [String] { lock.addresses }

    func picture(at address: String, wanted: PixelSize) async throws(MediaProblem) -> PixelImage {
        lock.record(address)
        return try answer(address).get()
    }

    func likeness(of blurhash: String, size: PixelSize) -> PixelImage? {
        likenessOfAskedSize ? PixelImage(width: size.width, height: size.height, filledWith: .black) : likenessAnswer
    }

    /// The frames set for the address, once each, then the end; none for any other.
    var loopFrames: [String: [PixelImage]] {
        get { lock.loopFrames }
        set { lock.loopFrames = newValue }
    }

    /// The addresses whose animation was asked for, in order.
    var loopedAddresses: [String] { lock.loopedAddresses }

    /// How many asks for each address fail as a file that did not come, before its frames come.
    var loopFailures: [String: Int] {
        get { lock.loopFailures }
        set { lock.loopFailures = newValue }
    }

    /// A video's frames: those of its loop, each a second after the one before, from `seconds` on.
    func play(at address: String, wanted: PixelSize, from seconds: Double) -> AsyncThrowingStream<VideoFrame, any Error> {
        let answer = lock.recordLoop(address)
        let frames = (answer ?? []).enumerated().map { VideoFrame(image: $0.element, seconds: Double($0.offset), durationSeconds: 10) }
        return AsyncThrowingStream { continuation in
            guard answer != nil else { return continuation.finish(throwing: MediaProblem.unreachable(.timedOut)) }
            frames.filter { $0.seconds >= seconds }.forEach { continuation.yield($0) }
            continuation.finish()
        }
    }

    func loop(at address: String, wanted: PixelSize, framesPerSecond: Int) -> AsyncThrowingStream<PixelImage, any Error> {
        let answer = lock.recordLoop(address)
        return AsyncThrowingStream { continuation in
            guard let frames = answer else { return continuation.finish(throwing: MediaProblem.unreachable(.timedOut)) }
            frames.forEach { continuation.yield($0) }
            continuation.finish()
        }
    }
}

/// The addresses asked for, and the animations' frames, behind a lock.
private final class NSLockedBox: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    private var frames: [String: [PixelImage]] = [:]
    private var looped: [String] = []
    private var failures: [String: Int] = [:]

    var addresses: [String] { lock.withLock { recorded } }
    func record(_ address: String) { lock.withLock { recorded.append(address) } }

    var loopFrames: [String: [PixelImage]] {
        get { lock.withLock { frames } }
        set { lock.withLock { frames = newValue } }
    }

    var loopedAddresses: [String] { lock.withLock { looped } }

    var loopFailures: [String: Int] {
        get { lock.withLock { failures } }
        set { lock.withLock { failures = newValue } }
    }

    /// Records the animation asked for and answers with its frames; nil while it is to fail.
    func recordLoop(_ address: String) -> [PixelImage]? {
        lock.withLock {
            looped.append(address)
            if let left = failures[address], left > 0 {
                failures[address] = left - 1
                return nil
            }
            return frames[address] ?? []
        }
    }
}
