/// Module is responsible for a mute or a report of an account: for how long, or why, with a word for the moderators.
@MainActor
protocol SafetyFormRouterInput: AnyObject {
    /// Goes back to the module below, freeing this one; on the first module of a tab, that quits.
    func closeCurrentModule()
}
