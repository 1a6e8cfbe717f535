import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Other programs, started with `posix_spawn`: a short one run to its end for its output
/// (`tic`, `tmux display`), or one left running on its own (a browser). Every signal the app
/// ignores or blocks is set back to its default in the child, nothing the child writes to its
/// standard error reaches the drawn screen, and the child gets no descriptor of the app's but
/// its standard three: a pipe's write end left open in `tic` would keep its input from ending,
/// and a lock file's descriptor held by a browser would keep the next start out.
public enum ChildProcess {
    /// Runs the program at `path` to its end with `input` on its standard input; its standard
    /// output, or nil when it could not start or exited with anything but 0. The input is written
    /// whole before the output is read, so it is for inputs that fit in a pipe (64 KB), as a
    /// terminfo entry does.
    public static func output(of path: String, _ arguments: [String], input: [UInt8] = []) -> [UInt8]? {
        var toChild: [Int32] = [-1, -1]
        var fromChild: [Int32] = [-1, -1]
        guard pipe(&toChild) == 0 else { return nil }
        guard pipe(&fromChild) == 0 else {
            closeAll(toChild)
            return nil
        }
        // `pipe2`, which would make them so at once, is another of glibc's `_GNU_SOURCE` names.
        for descriptor in toChild + fromChild { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        let started = spawn(path, arguments, standardInput: toChild[0], standardOutput: fromChild[1], newSession: false)
        close(toChild[0])
        close(fromChild[1])
        guard let pid = started else {
            closeAll([toChild[1], fromChild[0]])
            return nil
        }
        DescriptorWriting.writeAll(input, to: toChild[1])
        close(toChild[1])
        let output = readAll(from: fromChild[0])
        close(fromChild[0])
        return exitStatus(of: pid) == 0 ? output : nil
    }

    /// Starts the program at `path` in a session of its own and leaves it running; it is reaped
    /// in the background when it ends, and outlives the app.
    public static func start(_ path: String, _ arguments: [String]) -> Bool {
        guard let pid = spawn(path, arguments, standardInput: nil, standardOutput: nil, newSession: true) else { return false }
        DispatchQueue.global(qos: .utility).async { _ = exitStatus(of: pid) }
        return true
    }

    private static func spawn(
        _ path: String, _ arguments: [String], standardInput: Int32?, standardOutput: Int32?, newSession: Bool
    ) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let standardInput {
            posix_spawn_file_actions_adddup2(&actions, standardInput, STDIN_FILENO)
        } else {
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        }
        if let standardOutput {
            posix_spawn_file_actions_adddup2(&actions, standardOutput, STDOUT_FILENO)
        } else {
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        if let closeFrom = closeFromAction {
            _ = closeFrom(&actions, STDERR_FILENO + 1)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        #if os(Linux)
            // POSIX_SPAWN_SETSID, which glibc's header shows only to _GNU_SOURCE.
            let setSession: Int32 = 0x80
            if newSession { flags |= setSession }
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, path, &actions, &attributes, argv, environ) == 0 else { return nil }
        return pid
    }

    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which its header
    /// shows only to `_GNU_SOURCE`: the child closes every descriptor from the one given on.
    /// Nil on a C library without it, where the pipes' close-on-exec is what keeps them apart.
    private static let closeFromAction: CloseFrom? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: CloseFrom.self)
    }()

    private static func exitStatus(of pid: pid_t) -> Int32? {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        // WIFEXITED and WEXITSTATUS are macros Swift cannot see.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : nil
    }

    private static func readAll(from descriptor: Int32) -> [UInt8] {
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return output }
            output += buffer[..<count]
        }
    }

    private static func closeAll(_ descriptors: [Int32]) {
        descriptors.forEach { close($0) }
    }
}
