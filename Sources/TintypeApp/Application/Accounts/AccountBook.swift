import FoundationEssentials
import Localisation
import Synchronization
import Tintype

/// The accounts Tintype is signed in to and which one it opens by default, in one file readable
/// by its owner alone (`$XDG_CONFIG_HOME/tintype/accounts/`, mode 0600 in a 0700 folder),
/// written atomically. A damaged file is set aside, not overwritten, and said so.
public struct AccountBook: Sendable {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case damaged(String)
        case unknownAccount(String, known: [String])
        case notSaved(String)

        public var description: String {
            switch self {
            case .damaged(let path):
                return Strings.accountBookDamaged(path)
            case .unknownAccount(let name, let known):
                return known.isEmpty
                    ? Strings.noAccountNoneSignedIn(name)
                    : Strings.noAccountSignedIn(name: name, known: known.joined(separator: Strings.namesSeparator))
            case .notSaved(let reason): return Strings.accountNotSaved(reason)
            }
        }
    }

    /// What the file holds.
    public struct Contents: Codable, Sendable, Equatable {
        public var accounts: [SignedInAccount] = []
        /// The name of the account opened when none is named; the first signed in until changed.
        public var defaultName: String?

        public init(accounts: [SignedInAccount] = [], defaultName: String? = nil) {
            self.accounts = accounts
            self.defaultName = defaultName
        }

        public var defaultAccount: SignedInAccount? {
            accounts.first { $0.name == defaultName } ?? accounts.first
        }
    }

    private static let key = "signed-in"
    private let directory: URL
    private let damaged = DamagedFileNote()

    public init(paths: StoragePaths) {
        directory = paths.configDirectory.appendingPathComponent("accounts")
    }

    /// The folder is made on the first write: reading a book never signed in to leaves no trace.
    private var cache: FileCache {
        let note = damaged
        return FileCache(directory: directory, damagedFilePolicy: .setAside(report: { note.record($0) }))
    }

    public func read() throws(Failure) -> Contents {
        guard FileManager.default.fileExists(atPath: directory.path) else { return Contents() }
        let cache = self.cache
        guard let data = cache.read(Self.key) else {
            if let path = damaged.taken() { throw .damaged(path.path) }
            return Contents()
        }
        guard let contents = CacheRecords.decode(Contents.self, from: data) else {
            cache.setAside(Self.key)
            throw .damaged(damaged.taken()?.path ?? cache.directory.path)
        }
        return contents
    }

    public func write(_ contents: Contents) throws(Failure) {
        do {
            try cache.write(try CacheRecords.encode(contents), for: Self.key)
        } catch {
            throw .notSaved(String(describing: error))
        }
    }

    /// Adds an account, or replaces the one of the same name (a second sign-in as the same
    /// person renews its token); the first account becomes the default.
    public func add(_ account: SignedInAccount) throws(Failure) {
        var contents = try read()
        contents.accounts.removeAll { $0.name == account.name }
        contents.accounts.append(account)
        if contents.defaultName == nil { contents.defaultName = account.name }
        try write(contents)
    }

    /// Forgets an account; the default passes to the first left.
    public func remove(_ account: SignedInAccount) throws(Failure) {
        var contents = try read()
        contents.accounts.removeAll { $0.name == account.name }
        if contents.defaultName == account.name { contents.defaultName = contents.accounts.first?.name }
        try write(contents)
    }

    /// Makes the account of that name the one opened when none is named.
    @discardableResult
    public func makeDefault(_ name: String) throws(Failure) -> SignedInAccount {
        var contents = try read()
        guard let account = contents.accounts.first(where: { $0.isNamed(name) }) else {
            throw .unknownAccount(name, known: contents.accounts.map(\.name))
        }
        contents.defaultName = account.name
        try write(contents)
        return account
    }

    /// The account of that name, or the default when no name is given; nil when none is signed in.
    public func account(named name: String?) throws(Failure) -> SignedInAccount? {
        let contents = try read()
        guard let name else { return contents.defaultAccount }
        guard let account = contents.accounts.first(where: { $0.isNamed(name) }) else {
            throw .unknownAccount(name, known: contents.accounts.map(\.name))
        }
        return account
    }
}

/// Where the file cache moved a damaged file, for the next read to say so.
private final class DamagedFileNote: Sendable {
    private let path = Mutex<URL?>(nil)

    func record(_ url: URL) { path.withLock { $0 = url } }

    func taken() -> URL? {
        path.withLock { path in
            defer { path = nil }
            return path
        }
    }
}
