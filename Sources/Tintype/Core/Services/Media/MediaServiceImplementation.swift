import Foundation
import Imaging
import Logging
import MastodonAPI

/// Service is responsible for the pictures of posts: their bytes kept in a cache of their own,
/// fetched a few at a time, decoded off the main actor at about the size they will be shown.
final class MediaServiceImplementation: MediaService {
    /// A photo over this is not worth its download on a terminal.
    static let maximumPictureBytes = 20 * 1024 * 1024

    private let client: MastodonClient
    private let cache: FileCache
    private let decoder: PictureDecoder
    private let slots: FetchSlots
    private let logger: Logger

    init(client: MastodonClient, cache: FileCache, decoder: PictureDecoder = PictureDecoder(), fetchesAtOnce: Int = 4, logger: Logger) {
        self.client = client
        self.cache = cache
        self.decoder = decoder
        self.slots = FetchSlots(limit: fetchesAtOnce)
        self.logger = logger
    }

    func picture(at address: String, wanted: PixelSize) async throws(MediaProblem) -> PixelImage {
        let bytes = try await self.bytes(at: address)
        guard !Task.isCancelled else { throw .cancelled }
        do {
            return try decoder.decode(bytes, wanted: (wanted.width, wanted.height))
        } catch {
            logger.info("a picture cannot be drawn", metadata: ["address": "\(address)", "reason": "\(error)"])
            throw .undrawable(error)
        }
    }

    func likeness(of blurhash: String, size: PixelSize) -> PixelImage? {
        Blurhash(blurhash)?.image(width: size.width, height: size.height)
    }

    private func bytes(at address: String) async throws(MediaProblem) -> [UInt8] {
        let key = Self.cacheKey(for: address)
        if let cached = cache.read(key) { return Array(cached) }
        guard await slots.take() else { throw .cancelled }
        let fetched: [UInt8]
        do {
            fetched = try await client.mediaBytes(at: address, maximumBytes: Self.maximumPictureBytes)
            await slots.give()
        } catch {
            await slots.give()
            if Task.isCancelled { throw .cancelled }
            throw .unreachable(ConnectionProblemMapper.problem(from: error))
        }
        do {
            try cache.write(Data(fetched), for: key)
        } catch {
            // A full disk costs the next launch a download, nothing more.
            logger.warning("a picture was not cached", metadata: ["reason": "\(error)"])
        }
        return fetched
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
