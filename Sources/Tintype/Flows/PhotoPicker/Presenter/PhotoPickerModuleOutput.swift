/// What the photo picker tells the module that opened it.
@MainActor
public protocol PhotoPickerModuleOutput: AnyObject {
    /// The person chose this picture; the picker has closed.
    func didPickPhoto(atPath path: String)
}
