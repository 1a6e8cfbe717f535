/// Module is responsible for the tab bar and the tabs under it.
@MainActor
protocol RootInteractorOutput: AnyObject {
    func didObtainCurrentAccount(_ account: Author)
}
