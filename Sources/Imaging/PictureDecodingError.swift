/// Why a picture could not be decoded, in words a status line can show.
public enum PictureDecodingError: Error, Equatable, Sendable {
    /// A kind of picture no decoder here reads (SVG, or not a picture at all).
    case unsupported(PictureFormat)
    /// Cut short, damaged, or not what its first bytes claim.
    case damaged(String)
    /// Its declared size is over the cap: a decompression bomb, or just too big to be worth it.
    case tooLarge(String)
    case outOfMemory
    /// The library that decodes it could not be loaded (one of FFmpeg's, by its file name).
    case missingLibrary(String)
}
