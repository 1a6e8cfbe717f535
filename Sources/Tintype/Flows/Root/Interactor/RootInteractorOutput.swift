/// Module is responsible for the tab bar and the tabs under it.
@MainActor
protocol RootInteractorOutput: AnyObject {
    /// The signed-in account, for the tab bar.
    func didObtainCurrentAccount(_ account: Author)
}
