/// Module is responsible for a mute or a report of an account: for how long, or why, with a word for the moderators.
@MainActor
protocol SafetyFormInteractorOutput: AnyObject {
    /// The instance's rules, cleaned, for the reasons a report offers.
    func didObtainServerRules(_ rules: [ServerRule])
    /// The moderators have the report.
    func didPerformReport()
    /// The report was not sent: the server refused it, or could not be reached.
    func didFailToPerformReport(_ problem: ConnectionProblem)
}
