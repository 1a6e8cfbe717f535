/// Module is responsible for a mute or a report of an account: for how long, or why, with a word for the moderators.
@MainActor
protocol SafetyFormInteractorInput: AnyObject {
    /// The instance's rules, for a report to name the one broken.
    func obtainServerRules()
    /// Sends the report at once; the answer says whether the moderators have it.
    func performReport(_ draft: ReportDraft)
    /// Stops every request in flight, when the module closes.
    func cancelAllRequests()
}
