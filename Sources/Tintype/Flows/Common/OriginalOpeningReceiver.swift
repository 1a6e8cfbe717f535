/// An interactor's output that hands a photo in full to the person's image viewer, and says
/// whether it could.
@MainActor
protocol OriginalOpeningReceiver: AnyObject {
    /// The image viewer has the photo in full (`opened`), or could not be started.
    func didOpenOriginal(_ opened: Bool)
}

extension ExternalViewer {
    /// Opens the photo at `address` without waiting for the viewer, and tells `receiver` whether
    /// the viewer started.
    @MainActor
    func open(_ address: String, telling receiver: (any OriginalOpeningReceiver)?) {
        do {
            try open(address)
            receiver?.didOpenOriginal(true)
        } catch {
            receiver?.didOpenOriginal(false)
        }
    }
}
