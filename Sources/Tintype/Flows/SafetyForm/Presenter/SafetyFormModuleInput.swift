/// Module is responsible for a mute or a report of an account: for how long, or why, with a word for the moderators.
@MainActor
public protocol SafetyFormModuleInput: AnyObject {
    /// Sets the module up before it is shown: what the form is for.
    func configure(with subject: SafetyFormSubject)
    /// Who is told what the person chose.
    func setModuleOutput(_ moduleOutput: any SafetyFormModuleOutput)
}
