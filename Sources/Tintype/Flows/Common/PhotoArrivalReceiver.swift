import Imaging

/// An interactor's output that shows photos in full, as they arrive.
@MainActor
protocol PhotoArrivalReceiver: AnyObject {
    /// The photo at `address`, or, while it loads, its likeness.
    func didObtainPicture(_ picture: PixelImage, isLikeness: Bool, address: String)
    func didFailToObtainPicture(address: String, problem: MediaProblem)
}
