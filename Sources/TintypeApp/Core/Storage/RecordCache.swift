import Logging
import Tintype

/// The file cache as the services use it: records of Tintype's own in versioned envelopes. A file
/// that cannot be read is a miss and is removed; a failure to save is logged and handed back,
/// never thrown, since what was to be saved came from the server all the same.
struct RecordCache: Sendable {
    let cache: FileCache
    let logger: Logger

    func read<Record: Codable>(_ type: Record.Type, key: String) -> Record? {
        guard let data = cache.read(key) else { return nil }
        guard let record = CacheRecords.decode(type, from: data) else {
            logger.warning("a cached file cannot be read; ignoring it", metadata: ["key": "\(key)"])
            try? cache.remove(key)
            return nil
        }
        return record
    }

    @discardableResult
    func write<Record: Codable>(_ record: Record, key: String) -> FileCacheError? {
        do {
            try cache.write(try CacheRecords.encode(record), for: key)
            return nil
        } catch let error as FileCacheError {
            logger.error("could not save a cached file: \(error)", metadata: ["key": "\(key)"])
            return error
        } catch {
            logger.error("could not encode a cached file: \(error)", metadata: ["key": "\(key)"])
            return .writeFailed(String(describing: error))
        }
    }
}
