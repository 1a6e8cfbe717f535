import FoundationEssentials
import Imaging
import Logging
import MastodonAPI
import Tintype

/// Service is responsible for the pictures of posts: their bytes kept in a cache of their own,
/// fetched a few at a time, decoded off the main actor at about the size they will be shown.
final class MediaServiceImplementation: MediaService {
    /// A photo over this is not worth its download on a terminal.
    static let maximumPictureBytes = 20 * 1024 * 1024
    /// A video over this is not played: Mastodon takes up to 99 MB, and a terminal shows no more.
    static let maximumVideoBytes = 100 * 1024 * 1024

    private let client: MastodonClient
    private let cache: FileCache
    private let videos: VideoFiles
    private let decoder: PictureDecoder
    private let slots: FetchSlots
    private let logger: Logger

    /// `videos`: where videos fetched to be played are kept; by default a folder in the cache's.
    init(
        client: MastodonClient, cache: FileCache, videos: VideoFiles? = nil, decoder: PictureDecoder = PictureDecoder(),
        fetchesAtOnce: Int = 4, logger: Logger
    ) {
        self.client = client
        self.cache = cache
        self.videos = videos ?? VideoFiles(directory: cache.directory.appendingPathComponent("videos"))
        self.decoder = decoder
        self.slots = FetchSlots(limit: fetchesAtOnce)
        self.logger = logger
    }

    func picture(at address: String, wanted: PixelSize) async throws(MediaProblem) -> PixelImage {
        // A video on this computer (one being chosen for a post) is read from its file as far as
        // its first frame, never whole, however large.
        if address.hasPrefix("/"), VideoContainer(sniffingFileAt: address) != nil {
            return try await inSlot { () async throws(MediaProblem) -> PixelImage in
                try await self.firstFrame(atPath: address, wanted: wanted)
            }
        }
        let bytes: [UInt8]
        do {
            bytes = try await self.bytes(at: address)
        } catch .undrawable(.tooLarge) where Self.namesAVideo(address) {
            return try await firstFrame(ofRemoteVideoAt: address, wanted: wanted)
        }
        guard !Task.isCancelled else { throw .cancelled }
        do {
            return try decoder.decode(bytes, wanted: (wanted.width, wanted.height))
        } catch .unsupported(.unknown) {
            // No photo: a video whose server made no still (or whose still is the video), drawn
            // from its first frame.
            do {
                return try VideoDecoder.firstFrame(of: bytes, wanted: (wanted.width, wanted.height), pixelCap: decoder.pixelCap)
            } catch {
                logger.info("a video's first frame cannot be drawn", metadata: ["address": "\(address)", "reason": "\(error)"])
                throw .undrawable(error)
            }
        } catch {
            logger.info("a picture cannot be drawn", metadata: ["address": "\(address)", "reason": "\(error)"])
            throw .undrawable(error)
        }
    }

    func likeness(of blurhash: String, size: PixelSize) -> PixelImage? {
        Blurhash(blurhash)?.image(width: size.width, height: size.height)
    }

    func loop(at address: String, wanted: PixelSize, framesPerSecond: Int) -> AsyncThrowingStream<PixelImage, any Error> {
        played(address, "an animation cannot be played") { file, show in
            let loop = try LoopingVideo(path: file, wanted: (wanted.width, wanted.height), pixelCap: self.decoder.pixelCap)
            let pacing = FramePacing(framesPerSecond: loop.framesPerSecond, framesShownPerSecond: framesPerSecond)
            try await Self.pace(pacing, next: { () throws(PictureDecodingError) in try loop.nextFrame() }) { image, _ in show(image) }
        }
    }

    func play(at address: String, wanted: PixelSize, from start: Double) -> AsyncThrowingStream<VideoFrame, any Error> {
        played(address, "a video cannot be played") { file, show in
            let video = try VideoDecoder(path: file, pixelCap: self.decoder.pixelCap)
            let length = video.description
            let size = PictureFit.pixels(
                forWidth: length.width, height: length.height, boxWidth: min(wanted.width, max(1, length.width)),
                boxHeight: min(wanted.height, max(1, length.height)))
            if start > 0 { try video.seek(to: start) }
            // A seek lands on the key frame before `start`: the frames up to it are passed over.
            let next = { () throws(PictureDecodingError) -> (image: PixelImage, seconds: Double)? in
                while let frame = try video.nextFrame(width: size.width, height: size.height) {
                    if frame.seconds >= start - 0.001 { return frame }
                }
                return nil
            }
            try await Self.pace(FramePacing(framesPerSecond: length.framesPerSecond), next: next) { image, seconds in
                show(VideoFrame(image: image, seconds: seconds, durationSeconds: length.durationSeconds))
            }
        }
    }

    /// A stream of what `play` shows of the video at `address`, read from a file of its bytes
    /// (FFmpeg reads files) for as long as the caller reads; what cannot be played is logged
    /// and ends it, a file that did not come is logged and fails it.
    private func played<Shown: Sendable>(
        _ address: String, _ failure: String,
        _ play: @escaping @Sendable (_ file: String, _ show: (Shown) -> Void) async throws -> Void
    ) -> AsyncThrowingStream<Shown, any Error> {
        let (shown, continuation) = AsyncThrowingStream.makeStream(
            of: Shown.self, throwing: (any Error).self, bufferingPolicy: .bufferingNewest(1))
        let playing = Task { [self] in
            defer { continuation.finish() }
            let file: String
            do {
                file = try await videoFile(at: address)
            } catch MediaProblem.cancelled {
                return
            } catch {
                logger.info("\(failure): its file did not come", metadata: ["address": "\(address)", "reason": "\(error)"])
                return continuation.finish(throwing: error)
            }
            guard !Task.isCancelled else { return }
            do {
                try await play(file) { continuation.yield($0) }
            } catch is CancellationError {
                return
            } catch {
                logger.info("\(failure)", metadata: ["address": "\(address)", "reason": "\(error)"])
                if !address.hasPrefix("/") { videos.remove(for: address) }
            }
        }
        continuation.onTermination = { _ in playing.cancel() }
        return shown
    }

    /// Shows each frame `next` gives at its time from the first, as `pacing` decides, until the
    /// frames end or the task is cancelled.
    private static func pace(
        _ pacing: FramePacing, next: () throws(PictureDecodingError) -> (image: PixelImage, seconds: Double)?,
        show: (PixelImage, Double) -> Void
    ) async throws {
        let clock = ContinuousClock()
        let start = clock.now
        var first: Double?
        var lastShown: Double?
        while let frame = try next() {
            try Task.checkCancellation()
            let origin = first ?? frame.seconds
            first = origin
            let elapsed = (clock.now - start) / .seconds(1)
            switch pacing.decision(forFrameAt: frame.seconds - origin, elapsed: elapsed, lastShown: lastShown.map { $0 - origin }) {
            case .drop: continue
            case .wait(let seconds): try await clock.sleep(for: .seconds(seconds))
            case .show: break
            }
            show(frame.image, frame.seconds)
            lastShown = frame.seconds
        }
    }

    private func bytes(at address: String) async throws(MediaProblem) -> [UInt8] {
        // A photo of mine not yet on the server (a post on its way, a photo being chosen) is
        // drawn from its file, read off the main actor, never cached twice; a folder of them (the
        // picker) is read as the network is, a few at a time.
        if address.hasPrefix("/") {
            return try await inSlot { () async throws(MediaProblem) -> [UInt8] in try await Self.fileBytes(at: address) }
        }
        let key = Self.cacheKey(for: address)
        if let cached = cache.read(key) { return Array(cached) }
        let fetched = try await inSlot { [client] () async throws(MediaProblem) -> [UInt8] in
            do {
                return try await client.mediaBytes(at: address, maximumBytes: Self.maximumPictureBytes)
            } catch MastodonError.transport(.responseTooLarge(let limit)) {
                throw .undrawable(.tooLarge("over \(limit) bytes to hold whole"))
            } catch {
                if Task.isCancelled { throw .cancelled }
                throw .unreachable(ConnectionProblemMapper.problem(from: error))
            }
        }
        do {
            try cache.write(Data(fetched), for: key)
        } catch {
            // A full disk costs the next launch a download, nothing more.
            logger.warning("a picture was not cached", metadata: ["reason": "\(error)"])
        }
        return fetched
    }

    /// `work` in one of the few fetch slots, given back however it ends.
    private func inSlot<Value>(_ work: () async throws(MediaProblem) -> Value) async throws(MediaProblem) -> Value {
        guard await slots.take() else { throw .cancelled }
        do {
            let value = try await work()
            await slots.give()
            return value
        } catch {
            await slots.give()
            throw error
        }
    }

    /// Whether a server's address is that of a video file, as Mastodon and Pixelfed name them:
    /// only such a one is worth fetching whole (up to 100 MB) for a still; a photo too large to
    /// hold is not drawn.
    private static func namesAVideo(_ address: String) -> Bool {
        guard !address.hasPrefix("/") else { return false }
        let path = address.prefix { $0 != "?" && $0 != "#" }.lowercased()
        return [".mp4", ".m4v", ".mov", ".webm"].contains { path.hasSuffix($0) }
    }

    /// A video whose server made no still, too large to be held whole: fetched into a file as a
    /// video to play is (and kept for playing), its first frame drawn from there.
    private func firstFrame(ofRemoteVideoAt address: String, wanted: PixelSize) async throws(MediaProblem) -> PixelImage {
        let file = try await videoFile(at: address)
        guard VideoContainer(sniffingFileAt: file) != nil else { throw .undrawable(.tooLarge("no video, too large to hold whole")) }
        return try await inSlot { () async throws(MediaProblem) -> PixelImage in
            try await self.firstFrame(atPath: file, wanted: wanted)
        }
    }

    private func firstFrame(atPath path: String, wanted: PixelSize) async throws(MediaProblem) -> PixelImage {
        let pixelCap = decoder.pixelCap
        let decoded = await Task.detached { () -> Result<PixelImage, PictureDecodingError> in
            Result { () throws(PictureDecodingError) in
                try VideoDecoder.firstFrame(atPath: path, wanted: (wanted.width, wanted.height), pixelCap: pixelCap)
            }
        }.value
        switch decoded {
        case .success(let frame):
            return frame
        case .failure(let error):
            logger.info("a video's first frame cannot be drawn", metadata: ["address": "\(path)", "reason": "\(error)"])
            throw .undrawable(error)
        }
    }

    /// The file FFmpeg reads for the video at `address`: mine on this computer as it is, else the
    /// one kept from an earlier play, else fetched into its place as it arrives, never whole in
    /// memory.
    private func videoFile(at address: String) async throws(MediaProblem) -> String {
        if address.hasPrefix("/") { return address }
        if let kept = videos.keptPath(for: address) { return kept }
        let path = videos.path(for: address)
        try await inSlot { [client] () async throws(MediaProblem) -> Void in
            do {
                try await client.downloadMedia(at: address, to: path, maximumBytes: Self.maximumVideoBytes)
            } catch {
                if Task.isCancelled { throw .cancelled }
                throw .unreachable(ConnectionProblemMapper.problem(from: error))
            }
        }
        videos.evictIfNeeded()
        return path
    }

    private static func fileBytes(at path: String) async throws(MediaProblem) -> [UInt8] {
        let read = await Task.detached { () -> Data? in
            guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
                size <= maximumPictureBytes
            else { return nil }
            return FileManager.default.contents(atPath: path)
        }.value
        guard let read else { throw .unreachable(.notFound) }
        return Array(read)
    }

    /// One file per address: the cache's own filter of file-name characters could fold two together.
    static func cacheKey(for address: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in address.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0100_0000_01b3
        }
        return "picture-" + String(hash, radix: 16)
    }
}
