import Foundation

/// Runs a program to its end with `posix_spawn` and `waitpid` on its own pid.
///
/// Foundation's `Process` can miss the exit of a child that forks a daemon (tmux does), and then
/// waits forever; waiting on the pid itself cannot.
public enum ChildProcess {
    public struct Result: Sendable {
        public var status: Int32
        public var output: String
        /// What it wrote to standard error, for a failure to say why.
        public var errors: String = ""
    }

    /// Runs `arguments` (looked up on PATH), returning its exit status and, when asked, its
    /// standard output. Standard error goes to a file, read back into the result.
    public static func run(_ arguments: [String], environment: [String: String]? = nil, capturingOutput: Bool = true) throws -> Result {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeDescriptors: [Int32] = [-1, -1]
        if capturingOutput {
            guard pipe(&pipeDescriptors) == 0 else { throw POSIXError(.EMFILE) }
            posix_spawn_file_actions_adddup2(&actions, pipeDescriptors[1], STDOUT_FILENO)
            posix_spawn_file_actions_addclose(&actions, pipeDescriptors[0])
            posix_spawn_file_actions_addclose(&actions, pipeDescriptors[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        }
        let errorFile = TestFolders.unique("stderr")
        defer { try? FileManager.default.removeItem(at: errorFile) }
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errorFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)

        let environmentLines = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let status = withCStrings(arguments) { argv in
            withCStrings(environmentLines) { envp in
                posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp)
            }
        }
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .ENOENT) }

        var output = Data()
        if capturingOutput {
            close(pipeDescriptors[1])
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = read(pipeDescriptors[0], &buffer, buffer.count)
                if count > 0 { output.append(contentsOf: buffer[0..<count]) } else if count == 0 || errno != EINTR { break }
            }
            close(pipeDescriptors[0])
        }
        var exitStatus: Int32 = 0
        while waitpid(pid, &exitStatus, 0) < 0 && errno == EINTR {}
        let errors = FileManager.default.contents(atPath: errorFile.path) ?? Data()
        return Result(
            status: (exitStatus >> 8) & 0xFF, output: String(decoding: output, as: UTF8.self),
            errors: String(decoding: errors, as: UTF8.self))
    }

    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }
}
