import Foundation

/// Why the cache could not save something. Reads never fail: a bad file is a miss.
public enum FileCacheError: Error, Equatable, CustomStringConvertible {
    case diskFull
    case readOnly
    case entryTooLarge(bytes: Int, limit: Int)
    case writeFailed(String)

    static func fromErrno(_ code: Int32) -> FileCacheError {
        switch code {
        case ENOSPC, EDQUOT: return .diskFull
        case EROFS, EACCES, EPERM: return .readOnly
        default: return .writeFailed(String(cString: strerror(code)))
        }
    }

    public var description: String {
        switch self {
        case .diskFull: return "the disk is full"
        case .readOnly: return "the cache folder cannot be written"
        case .entryTooLarge(let bytes, let limit): return "\(bytes) bytes is more than the cache takes (\(limit))"
        case .writeFailed(let reason): return "saving failed: \(reason)"
        }
    }
}
