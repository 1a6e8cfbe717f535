/// Module is responsible for a mute or a report of an account: for how long, or why, with a word for the moderators.
///
/// The way into the form from a profile or a post: built, configured with what it is for, given
/// the opener as its output, and only then shown.
@MainActor
struct SafetyFormRoute {
    let moduleFactory: any ModuleFactory

    /// Opens the form over the module whose transition handler is given.
    func open(_ subject: SafetyFormSubject, moduleOutput: any SafetyFormModuleOutput, from transitionHandler: (any TransitionHandler)?) {
        let module = moduleFactory.makeSafetyFormModule()
        module.input.configure(with: subject)
        module.input.setModuleOutput(moduleOutput)
        transitionHandler?.openModule(module.view)
    }
}
