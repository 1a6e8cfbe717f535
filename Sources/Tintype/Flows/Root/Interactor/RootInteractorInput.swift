/// Module is responsible for the tab bar and the tabs under it.
@MainActor
protocol RootInteractorInput: AnyObject {
    /// Fetches the signed-in account; answers `didObtainCurrentAccount(_:)`.
    func obtainCurrentAccount()
}
