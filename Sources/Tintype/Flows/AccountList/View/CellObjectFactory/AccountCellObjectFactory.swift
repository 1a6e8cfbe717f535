import Localisation

/// Turns accounts into list cell objects: handles completed with the instance, bios cut to a line.
struct AccountCellObjectFactory {
    func cellObjects(for accounts: [Profile], instanceName: String) -> [AccountCellObject] {
        accounts.map { account in
            var badges: [String] = []
            if account.isLocked { badges.append(Strings.lockedBadge) }
            if account.isBot { badges.append(Strings.botBadge) }
            return AccountCellObject(
                id: account.id,
                displayName: account.displayName,
                handle: FullHandle.string(for: account.handle, instanceName: instanceName),
                bioLine: account.bio.split(whereSeparator: \.isNewline).first.map(String.init) ?? "",
                badges: badges.joined(separator: " · ")
            )
        }
    }
}
