import CVideoCodecs
import FoundationEssentials

/// Decodes a video's frames (MP4, WebM, an animated GIF, whatever FFmpeg's libraries read) one
/// after another, each scaled to the size asked for, with where it falls in the video: frames
/// for a player to show at their own times. One decoder is used from one task at a time.
public final class VideoDecoder {
    /// The frames' size and how long the video runs; a duration or rate the file does not give is 0.
    public struct Description: Sendable, Equatable {
        public let width: Int
        public let height: Int
        public let durationSeconds: Double
        public let framesPerSecond: Double
    }

    private let video: OpaquePointer
    public let description: Description

    /// Opens the video at `path`; frames larger than `pixelCap` are refused before any is decoded.
    /// FFmpeg's libraries are loaded by the first one opened.
    public init(path: String, pixelCap: Int = PictureDecoder.defaultPixelCap) throws(PictureDecodingError) {
        if let missing = cv_missing_library() { throw .missingLibrary(String(cString: missing)) }
        var message = [CChar](repeating: 0, count: 200)
        var refusal = CV_REFUSED_OTHER
        guard
            let opened = message.withUnsafeMutableBufferPointer({ cv_open(path, UInt64(pixelCap), &refusal, $0.baseAddress, $0.count) })
        else {
            switch refusal {
            case CV_REFUSED_NOT_A_VIDEO: throw .unsupported(.unknown)
            case CV_REFUSED_TOO_LARGE: throw .tooLarge(Self.text(message))
            default: throw .damaged(Self.text(message))
            }
        }
        video = opened
        let info = cv_describe(opened)
        description = Description(
            width: Int(info.width), height: Int(info.height), durationSeconds: info.duration_seconds,
            framesPerSecond: info.frames_per_second)
    }

    deinit {
        cv_close(video)
    }

    /// The next frame at `width` x `height` pixels, and its time in seconds from the video's
    /// start; nil once the video has ended.
    public func nextFrame(width: Int, height: Int) throws(PictureDecodingError) -> (image: PixelImage, seconds: Double)? {
        var pixels = [UInt8](repeating: 0, count: max(1, width) * max(1, height) * 3)
        var seconds = 0.0
        var message = [CChar](repeating: 0, count: 200)
        let result = pixels.withUnsafeMutableBufferPointer { frame in
            message.withUnsafeMutableBufferPointer { text in
                cv_next_frame(video, Int32(max(1, width)), Int32(max(1, height)), frame.baseAddress, &seconds, text.baseAddress, text.count)
            }
        }
        switch result {
        case CV_FRAME: return (PixelImage(width: max(1, width), height: max(1, height), bytes: pixels), seconds)
        case CV_END: return nil
        case CV_NO_MEMORY: throw .outOfMemory
        default: throw .damaged(Self.text(message))
        }
    }

    /// The first frame of the video in `bytes` (a file fetched whole), as large as fits in
    /// `wanted` with its shape kept: the still a list shows where the server made none.
    public static func firstFrame(
        of bytes: [UInt8], wanted: (width: Int, height: Int), pixelCap: Int = PictureDecoder.defaultPixelCap
    ) throws(PictureDecodingError) -> PixelImage {
        // FFmpeg reads from a file; the bytes are one only for as long as this takes.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tintype-still-\(UUID().uuidString)")
        do {
            try Data(bytes).write(to: file)
        } catch {
            throw .damaged("cannot write a temporary file")
        }
        defer { try? FileManager.default.removeItem(at: file) }
        return try firstFrame(atPath: file.path, wanted: wanted, pixelCap: pixelCap)
    }

    /// The first frame of the video at `path`, read from the file as far as it needs.
    public static func firstFrame(
        atPath path: String, wanted: (width: Int, height: Int), pixelCap: Int = PictureDecoder.defaultPixelCap
    ) throws(PictureDecodingError) -> PixelImage {
        let decoder = try VideoDecoder(path: path, pixelCap: pixelCap)
        let size = PictureFit.pixels(
            forWidth: decoder.description.width, height: decoder.description.height, boxWidth: wanted.width, boxHeight: wanted.height)
        guard let first = try decoder.nextFrame(width: size.width, height: size.height) else { throw .damaged("no frame") }
        return first.image
    }

    /// Goes back (or on) to the key frame at or before `seconds`; the next frame comes from there.
    public func seek(to seconds: Double) throws(PictureDecodingError) {
        guard cv_seek(video, max(0, seconds)) == CV_FRAME else { throw .damaged("cannot seek") }
    }

    private static func text(_ message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
