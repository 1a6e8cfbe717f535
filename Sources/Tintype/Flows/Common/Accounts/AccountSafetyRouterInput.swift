/// The router of a screen that mutes or reports accounts through the safety form.
@MainActor
protocol AccountSafetyRouterInput: AnyObject {
    /// Opens the form that mutes or reports an account; the choice comes back to `moduleOutput`.
    func openSafetyFormModule(for subject: SafetyFormSubject, moduleOutput: any SafetyFormModuleOutput)
}
