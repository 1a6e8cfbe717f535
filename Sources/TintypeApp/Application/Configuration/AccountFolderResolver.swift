import FoundationEssentials
import Logging
import MastodonAPI
import Tintype

/// Finds the account a token belongs to and its folders, and brings into them, once, what older
/// layouts kept for the same token.
///
/// The answer of verify_credentials is remembered per instance and token checksum, so a start
/// with a known token asks the server nothing. With the token not known yet (the server out of
/// reach, or the app's first start, which asks only after its first screen is served), the
/// token's own folders are used; the next start, the account known, adopts what they hold: the
/// outbox, the drafts, the preferences and the cached lists.
public struct AccountFolderResolver: Sendable {
    private let configuration: ApplicationConfiguration
    private let logger: Logger

    public init(configuration: ApplicationConfiguration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
    }

    /// The account's folders, the server asked whose token it is when this machine does not know.
    public func resolve(with client: MastodonClient) async -> AccountFolders {
        if !isTokenKnown { await learnWhoseTokenItIs(with: client) }
        return resolveWithoutAsking()
    }

    /// The account's folders as far as this machine knows, asking the server nothing: the
    /// token's own until its account is known.
    public func resolveWithoutAsking() -> AccountFolders {
        let paths = configuration.paths
        let instance = configuration.instance.normalized
        let unverified = AccountFolders.unverified(tokenChecksum: tokenChecksum, instance: instance, paths: paths)
        guard let accountId = knownAccountId else {
            logger.notice("the account of this token is not known yet; writes wait under the token")
            return unverified
        }
        let folders = AccountFolders.verified(accountId: accountId, instance: instance, paths: paths)
        if FileManager.default.fileExists(atPath: unverified.root.path) {
            adoptOutbox(from: unverified.outbox, into: folders.outbox)
            adoptDrafts(from: unverified.drafts, into: folders.drafts)
            adoptEntries(from: unverified.preferences, into: folders.preferences)
        }
        adoptCachedLists(from: unverified, into: folders)
        adoptOutbox(from: legacyFolder("outbox"), into: folders.outbox)
        adoptDrafts(from: legacyFolder("drafts"), into: folders.drafts)
        removeIfEmpty(unverified.root)
        return folders
    }

    /// Asks the server whose token it is and remembers it, for the next start to open the
    /// account's own folders; nothing is remembered when the server cannot say.
    public func learnWhoseTokenItIs(with client: MastodonClient) async {
        guard let verified = try? await client.verifyCredentials().id else { return }
        Self.remember(accountId: verified, instance: configuration.instance, token: configuration.token, paths: configuration.paths)
    }

    /// Once this run has learned whose its token is: the writes waiting in the account's own
    /// outbox (left by a start with another of its tokens, since refused) come into `outbox`,
    /// the one this run sends from, to go now rather than at the next start.
    public func adoptAccountOutbox(into outbox: URL) {
        guard let accountId = knownAccountId else { return }
        let own = AccountFolders.verified(accountId: accountId, instance: configuration.instance.normalized, paths: configuration.paths)
        guard own.outbox.standardizedFileURL != outbox.standardizedFileURL else { return }
        adoptOutbox(from: own.outbox, into: outbox)
    }

    /// Remembers whose a token is, where it is already known (a sign-in has just asked): the first
    /// start with it then opens the account's own folders.
    public static func remember(accountId: String, instance: InstanceAddress, token: String, paths: StoragePaths) {
        try? identities(paths).write(Data(accountId.utf8), for: tokenKey(instance: instance, token: token))
    }

    public var isTokenKnown: Bool { knownAccountId != nil }

    private var knownAccountId: String? {
        Self.identities(configuration.paths).read(Self.tokenKey(instance: configuration.instance, token: configuration.token))
            .flatMap { String(data: $0, encoding: .utf8) }
    }

    private static func identities(_ paths: StoragePaths) -> FileCache {
        FileCache(directory: paths.stateDirectory.appendingPathComponent("identities"), maximumTotalBytes: 1024 * 1024)
    }

    private static func tokenKey(instance: InstanceAddress, token: String) -> String {
        AccountFolders.safe(instance.normalized) + "-" + String(CRC32.checksum(Array(token.utf8)), radix: 16)
    }

    private var tokenChecksum: String {
        String(CRC32.checksum(Array(configuration.token.utf8)), radix: 16)
    }

    /// The first layout's folder of a kind: state/outbox/KEY, the key being the instance as typed
    /// and the token's checksum. Only this token's folder is adopted: one of another token may
    /// belong to another account, and its writes must never be sent as this one.
    private func legacyFolder(_ kind: String) -> URL {
        let instance = configuration.instance.description.map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "_" }
        let key = String(instance) + "-" + tokenChecksum
        return configuration.paths.stateDirectory.appendingPathComponent(kind).appendingPathComponent(key)
    }

    private func adoptOutbox(from oldDirectory: URL, into directory: URL) {
        guard FileManager.default.fileExists(atPath: oldDirectory.path) else { return }
        let old = FileCache(directory: oldDirectory, maximumTotalBytes: .max, damagedFilePolicy: .setAside(report: report))
        let outbox = Outbox(directory: directory, reportDamagedFile: report)
        for key in old.keys() {
            guard let data = old.read(key) else { continue }
            guard let item = OutboxRecord.decode(data) ?? LegacyOutboxRecord.decode(data) else {
                old.setAside(key)
                continue
            }
            do {
                try outbox.save(item)
                try old.remove(key)
                logger.info("outbox item adopted", metadata: ["item": "\(item.id)"])
            } catch {
                logger.error("an outbox item could not be adopted", metadata: ["item": "\(item.id)", "error": "\(error)"])
            }
        }
        removeIfEmpty(oldDirectory)
    }

    private func adoptDrafts(from oldDirectory: URL, into directory: URL) {
        guard FileManager.default.fileExists(atPath: oldDirectory.path) else { return }
        let old = FileCache(directory: oldDirectory, maximumTotalBytes: .max, damagedFilePolicy: .setAside(report: report))
        let drafts = DraftStore(directory: directory, reportDamagedFile: report)
        for key in old.keys() {
            guard let data = old.read(key), let text = String(data: data, encoding: .utf8) else { continue }
            do {
                try drafts.adopt(text, forKey: key)
                try old.remove(key)
            } catch {
                logger.error("a draft could not be adopted", metadata: ["draft": "\(key)", "error": "\(error)"])
            }
        }
        removeIfEmpty(oldDirectory)
    }

    /// Entries kept one per file (the preferences), each moved unless the account has its own.
    private func adoptEntries(from oldDirectory: URL, into directory: URL) {
        guard FileManager.default.fileExists(atPath: oldDirectory.path) else { return }
        let old = FileCache(directory: oldDirectory, maximumTotalBytes: .max)
        let new = FileCache(directory: directory, maximumTotalBytes: .max)
        for key in old.keys() {
            if new.read(key) == nil, let data = old.read(key) { try? new.write(data, for: key) }
            try? old.remove(key)
        }
        removeIfEmpty(oldDirectory)
    }

    /// The lists cached under the token (Home, Activity, the messages) go under the account, so the
    /// start after the first is as quick as any other.
    /// Home is cached by every run that reached the server, so only a start after one under the
    /// token reads the folder's names.
    private func adoptCachedLists(from unverified: AccountFolders, into folders: AccountFolders) {
        let directory = configuration.paths.cacheDirectory
        guard FileManager.default.fileExists(atPath: FileCache.url(for: "home-" + unverified.cacheKey, in: directory).path) else { return }
        let cache = FileCache(directory: directory)
        for key in cache.keys() where key.contains(unverified.cacheKey) {
            let adopted = key.replacing(unverified.cacheKey, with: folders.cacheKey)
            if cache.read(adopted) == nil, let data = cache.read(key) { try? cache.write(data, for: adopted) }
            try? cache.remove(key)
        }
    }

    private func removeIfEmpty(_ directory: URL) {
        let left = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let emptyFolders = left.filter { name in
            let folder = directory.appendingPathComponent(name)
            return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? ["file"]).isEmpty
        }
        if left.allSatisfy({ $0.hasSuffix(".lock") || $0.hasSuffix(".sending") || emptyFolders.contains($0) }) {
            try? FileManager.default.removeItem(at: directory)
        }
    }

    private var report: @Sendable (URL) -> Void {
        { [logger] file in logger.error("a file that cannot be read was set aside", metadata: ["file": "\(file.path)"]) }
    }
}
