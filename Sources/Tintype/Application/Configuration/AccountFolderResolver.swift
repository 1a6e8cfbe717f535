import Foundation
import Logging
import MastodonAPI

/// Finds the account a token belongs to and its folders, and brings into them, once, what older
/// layouts kept for the same token.
///
/// The answer of verify_credentials is remembered per instance and token checksum, so a start
/// with a known token asks the server nothing. With the server out of reach and the token not
/// known yet, the token's own folder is used until the account is known.
public struct AccountFolderResolver: Sendable {
    private let configuration: ApplicationConfiguration
    private let logger: Logger

    public init(configuration: ApplicationConfiguration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
    }

    public func resolve(with client: MastodonClient) async -> AccountFolders {
        let paths = configuration.paths
        let instance = configuration.instance.normalized
        let identities = FileCache(directory: paths.stateDirectory.appendingPathComponent("identities"), maximumTotalBytes: 1024 * 1024)
        let tokenKey = AccountFolders.safe(instance) + "-" + tokenChecksum
        let unverified = AccountFolders.unverified(tokenChecksum: tokenChecksum, instance: instance, paths: paths)

        var accountId = identities.read(tokenKey).flatMap { String(data: $0, encoding: .utf8) }
        if accountId == nil, let verified = try? await client.verifyCredentials().id {
            accountId = verified
            try? identities.write(Data(verified.utf8), for: tokenKey)
        }
        guard let accountId else {
            logger.notice("the account of this token is not known yet; writes wait under the token")
            return unverified
        }
        let folders = AccountFolders.verified(accountId: accountId, instance: instance, paths: paths)
        adoptOutbox(from: unverified.outbox, into: folders.outbox)
        adoptDrafts(from: unverified.drafts, into: folders.drafts)
        adoptOutbox(from: legacyFolder("outbox"), into: folders.outbox)
        adoptDrafts(from: legacyFolder("drafts"), into: folders.drafts)
        removeIfEmpty(unverified.root)
        return folders
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

    private func removeIfEmpty(_ directory: URL) {
        let left = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        if left.allSatisfy({ $0.hasSuffix(".lock") || $0.hasSuffix(".sending") }) {
            try? FileManager.default.removeItem(at: directory)
        }
    }

    private var report: @Sendable (URL) -> Void {
        { [logger] file in logger.error("a file that cannot be read was set aside", metadata: ["file": "\(file.path)"]) }
    }
}
