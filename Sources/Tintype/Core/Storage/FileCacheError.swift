import FoundationEssentials
import Localisation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
        case .diskFull: return Strings.diskFull
        case .readOnly: return Strings.cacheReadOnly
        case .entryTooLarge(let bytes, let limit): return Strings.cacheEntryTooLarge(bytes: String(bytes), limit: String(limit))
        case .writeFailed(let reason): return Strings.savingFailed(reason)
        }
    }
}
