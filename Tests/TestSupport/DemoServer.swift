import Foundation
import MastodonAPI

/// A demo instance of its own for one test: mastodon-mock with its demo accounts, in memory, on a
/// free loopback port. Started by `run`, stopped when the body returns or throws. One that keeps
/// its data in a file (`keepsData`) can be stopped and started again on the same port, as an
/// instance that went away and came back.
public final class DemoServer: @unchecked Sendable {
    public enum StartError: Error, CustomStringConvertible {
        case serverNotInstalled(String)
        case didNotAnswer(String)

        public var description: String {
            switch self {
            case .serverNotInstalled(let path):
                return "mastodon-mock is not at \(path): run the tests with `make test`, which installs it"
            case .didNotAnswer(let log):
                return "the demo server did not answer; its output:\n\(log)"
            }
        }
    }

    public let baseURL: String
    public let port: Int
    /// The certificates it serves HTTPS with, when it does.
    public let certificates: ThrowawayCertificates?
    private let lock = NSLock()
    private var running: Process
    private let executable: String
    private let arguments: [String]
    private let logURL: URL

    private var process: Process { lock.withLock { running } }

    private init(process: Process, executable: String, arguments: [String], port: Int, logURL: URL, certificates: ThrowawayCertificates?) {
        running = process
        self.executable = executable
        self.arguments = arguments
        self.port = port
        self.logURL = logURL
        self.certificates = certificates
        self.baseURL = (certificates == nil ? "http" : "https") + "://127.0.0.1:\(port)"
    }

    /// The package's root folder, found from this file's place in it.
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// With `certificates`, the server speaks HTTPS with them.
    public static func run<Result>(
        certificates: ThrowawayCertificates? = nil, keepsData: Bool = false, _ body: (DemoServer) async throws -> Result
    ) async throws -> Result {
        let isPlain = certificates == nil && !keepsData
        let server = isPlain ? try await SpareDemoServer.take() : try await start(certificates: certificates, keepsData: keepsData)
        defer { server.stop() }
        return try await body(server)
    }

    public static func start(certificates: ThrowawayCertificates? = nil, keepsData: Bool = false) async throws -> DemoServer {
        let executable =
            ProcessInfo.processInfo.environment["TINTYPE_DEMO_SERVER"]
            ?? packageRoot.appendingPathComponent(".venv/demo/bin/mastodon_mock").path
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw StartError.serverNotInstalled(executable)
        }
        let port = try FreePort.find()
        let logURL = TestFolders.root.appendingPathComponent("tintype-demo-\(port).log")
        FileManager.default.createFile(atPath: logURL.path, contents: nil)
        let storage = keepsData ? try dataFolderConfiguration(port: port) : ["--in-memory"]
        let arguments =
            ["serve"] + storage + ["--demo", "--host", "127.0.0.1", "--port", String(port), "--log-level", "warning"]
            + (certificates.map { ["--ssl-certfile", $0.serverCertificateFile, "--ssl-keyfile", $0.serverKeyFile] } ?? [])
        let process = try launch(executable, arguments, logURL: logURL)
        let server = DemoServer(
            process: process, executable: executable, arguments: arguments, port: port, logURL: logURL, certificates: certificates)
        try await server.waitUntilAnswering()
        return server
    }

    /// Starts it again after `stop()`, on the same port with the same data.
    public func startAgain() async throws {
        let process = try Self.launch(executable, arguments, logURL: logURL)
        lock.withLock { running = process }
        try await waitUntilAnswering()
    }

    private static func launch(_ executable: String, _ arguments: [String], logURL: URL) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // An in-memory server still keeps a database file in the temporary folder and leaves it
        // when stopped; in the tests' own folder it goes when the tests do.
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": TestFolders.root.path]) { $1 }
        let log = try FileHandle(forWritingTo: logURL)
        log.seekToEndOfFile()
        process.standardOutput = log
        process.standardError = log
        try process.run()
        SpareDemoServer.didLaunch(process)
        return process
    }

    /// A configuration that keeps the database and the media in a folder of the server's own.
    private static func dataFolderConfiguration(port: Int) throws -> [String] {
        let folder = TestFolders.unique("tintype-demo-data-\(port)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let configuration = folder.appendingPathComponent("mastodon_mock.toml")
        let toml = """
            media_storage_path = "\(folder.appendingPathComponent("media").path)"

            [database]
            path = "\(folder.appendingPathComponent("demo.sqlite").path)"

            """
        try toml.write(to: configuration, atomically: true, encoding: .utf8)
        return ["--config", configuration.path]
    }

    /// Ends the server at once. Asked to stop, it waits for kept-alive connections to close,
    /// which the client's pool keeps open: a second wasted after every test. Nothing is lost by
    /// killing it: its database commits each change as it is made.
    public func stop() {
        let process = self.process
        defer { SpareDemoServer.didEnd(process) }
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// A transport that trusts the server's certificate, when it has one of its own.
    public var transport: AsyncHTTPClientTransport {
        AsyncHTTPClientTransport(certificateAuthorities: certificates?.authorityFile)
    }

    /// A client acting as one of the demo accounts (ada, grace, alan, katherine).
    public func client(as user: String) throws -> MastodonClient {
        MastodonClient(
            instance: try InstanceAddress(baseURL), token: "\(user)_token",
            transport: transport, userAgent: "Tintype/tests")
    }

    /// The streaming API as one of the demo accounts.
    public func streaming(as user: String) throws -> MastodonStreaming {
        MastodonStreaming(instance: try InstanceAddress(baseURL), token: "\(user)_token", transport: transport, userAgent: "Tintype/tests")
    }

    /// What the server answers a GET of this path for one of the demo accounts, as parsed JSON: for
    /// what the client does not ask (the moderators' reports).
    public func json(at path: String, as user: String) async throws -> Any {
        let request = HTTPRequest(
            method: .get, url: URL(string: baseURL + path)!, headers: [("Authorization", "Bearer \(user)_token")])
        let response = try await transport.send(request)
        guard (200..<300).contains(response.status) else {
            throw MastodonError.unexpectedStatus(response.status, String(decoding: response.body, as: UTF8.self))
        }
        return try JSONSerialization.jsonObject(with: response.body)
    }

    /// Posts this JSON to a path as one of the demo accounts: for what the client does not send
    /// (a filter of the account's own).
    public func post(json body: [String: Any], to path: String, as user: String) async throws {
        let request = HTTPRequest(
            method: .post, url: URL(string: baseURL + path)!,
            headers: [("Authorization", "Bearer \(user)_token"), ("Content-Type", "application/json")],
            body: try JSONSerialization.data(withJSONObject: body))
        let response = try await transport.send(request)
        guard (200..<300).contains(response.status) else {
            throw MastodonError.unexpectedStatus(response.status, String(decoding: response.body, as: UTF8.self))
        }
    }

    /// A token of one of the demo accounts that no test has used: as a person who signed in again
    /// would have.
    public func freshToken(for user: String) async throws -> String {
        let request = HTTPRequest(
            method: .post, url: URL(string: baseURL + "/api/v1/_mock/login")!, headers: [("Content-Type", "application/json")],
            body: try JSONSerialization.data(withJSONObject: ["username": user]))
        let response = try await transport.send(request)
        guard (200..<300).contains(response.status),
            let answer = try JSONSerialization.jsonObject(with: response.body) as? [String: Any],
            let token = answer["access_token"] as? String ?? answer["token"] as? String
        else {
            throw MastodonError.unexpectedStatus(response.status, String(decoding: response.body, as: UTF8.self))
        }
        return token
    }

    /// Makes one of the demo accounts locked: who follows it from now on asks first.
    public func lockAccount(of user: String) async throws {
        let request = HTTPRequest(
            method: .patch, url: URL(string: baseURL + "/api/v1/accounts/update_credentials")!,
            headers: [("Authorization", "Bearer \(user)_token"), ("Content-Type", "application/x-www-form-urlencoded")],
            body: Data("locked=true".utf8))
        let response = try await transport.send(request)
        guard (200..<300).contains(response.status) else {
            throw MastodonError.unexpectedStatus(response.status, String(decoding: response.body, as: UTF8.self))
        }
    }

    /// Makes the server misbehave for matching requests: see the demo instance's fault rules.
    public func injectFault(_ rule: [String: Any]) async throws {
        try await mockControl("/api/v1/_mock/faults", rule)
    }

    /// Takes every fault back: the server answers as itself again.
    public func clearFaults() async throws {
        let request = HTTPRequest(method: .delete, url: URL(string: baseURL + "/api/v1/_mock/faults")!)
        let response = try await transport.send(request)
        guard (200..<300).contains(response.status) else {
            throw MastodonError.unexpectedStatus(response.status, String(decoding: response.body, as: UTF8.self))
        }
    }

    private func mockControl(_ path: String, _ body: [String: Any]) async throws {
        let request = HTTPRequest(
            method: .post, url: URL(string: baseURL + path)!, headers: [("Content-Type", "application/json")],
            body: try JSONSerialization.data(withJSONObject: body)
        )
        let response = try await transport.send(request)
        guard (200..<300).contains(response.status) else {
            throw MastodonError.unexpectedStatus(response.status, String(decoding: response.body, as: UTF8.self))
        }
    }

    private func waitUntilAnswering() async throws {
        let client = try client(as: "ada")
        for _ in 0..<150 {
            if (try? await client.instanceInformation()) != nil { return }
            guard process.isRunning else { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        stop()
        throw StartError.didNotAnswer((try? String(contentsOf: logURL, encoding: .utf8)) ?? "")
    }
}
