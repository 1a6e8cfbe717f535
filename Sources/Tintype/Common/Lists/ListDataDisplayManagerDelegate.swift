/// What a list tells its view.
@MainActor
protocol ListDataDisplayManagerDelegate: AnyObject {
    /// The selection came within a few rows of the last one.
    func didReachEndOfList()
}
