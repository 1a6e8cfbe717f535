/// An interactor's output that shows photos in full, as they arrive.
@MainActor
protocol PhotoArrivalReceiver: AnyObject {
    /// What came of the photo at `address`: its likeness while it loads, the photo, a frame of its
    /// animation, or why it is not shown.
    func didObtainPhoto(_ arrival: PhotoFetcher.Arrival, address: String)
}
