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

    /// A video's frames: those of its loop, each a second after the one before, from `seconds` on.
    func play(at address: String, wanted: PixelSize, from seconds: Double) -> AsyncStream<VideoFrame> {
        let frames = lock.recordLoop(address).enumerated().map {
            VideoFrame(image: $0.element, seconds: Double($0.offset), durationSeconds: 10)
        }
        return AsyncStream { continuation in
            frames.filter { $0.seconds >= seconds }.forEach { continuation.yield($0) }
            continuation.finish()
        }
    }

    func loop(at address: String, wanted: PixelSize, framesPerSecond: Int) -> AsyncStream<PixelImage> {
        let frames = lock.recordLoop(address)
        return AsyncStream { continuation in
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

    var addresses: [String] { lock.withLock { recorded } }
    func record(_ address: String) { lock.withLock { recorded.append(address) } }

    var loopFrames: [String: [PixelImage]] {
        get { lock.withLock { frames } }
        set { lock.withLock { frames = newValue } }
    }

    var loopedAddresses: [String] { lock.withLock { looped } }

    /// Records the animation asked for and answers with its frames.
    func recordLoop(_ address: String) -> [PixelImage] {
        lock.withLock {
            looped.append(address)
            return frames[address] ?? []
        }
    }
}
