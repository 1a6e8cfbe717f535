import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An advisory lock on a file (flock), shared by every Tintype process on the machine: the TUI
/// and a `tintype like` run beside it take turns with the same outbox.
///
/// Each lock opens its own descriptor, so two holders in one process exclude each other as well.
package struct FileLock: Sendable {
    let path: String

    package init(path: String) {
        self.path = path
    }

    /// Runs `body` while holding the lock, waiting for another holder to let go. For short work
    /// only: the thread waits.
    package func withLock<Value>(_ body: () throws -> Value) throws -> Value {
        let descriptor = try openDescriptor()
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw FileCacheError.fromErrno(errno) }
        }
        return try body()
    }

    /// Takes the lock if nobody holds it; the holder lets go by calling `release` on the answer.
    package func tryLock() throws -> Held? {
        let descriptor = try openDescriptor()
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        return Held(descriptor: descriptor)
    }

    package struct Held: Sendable {
        fileprivate let descriptor: Int32

        package func release() {
            close(descriptor)
        }
    }

    private func openDescriptor() throws -> Int32 {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw FileCacheError.fromErrno(errno) }
        return descriptor
    }
}
