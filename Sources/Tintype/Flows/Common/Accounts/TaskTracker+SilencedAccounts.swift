extension TaskTracker {
    /// Tells `onSilence` of every account blocked or muted, here or elsewhere, until the work is
    /// cancelled: the module closes.
    func observeSilencedAccounts(of safetyService: any SafetyService, _ onSilence: @escaping @MainActor @Sendable (String) -> Void) {
        start { [safetyService] in
            for await accountId in await safetyService.observeSilencedAccounts() {
                guard !Task.isCancelled else { return }
                onSilence(accountId)
            }
        }
    }
}
