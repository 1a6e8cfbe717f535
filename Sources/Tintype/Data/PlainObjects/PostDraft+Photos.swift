/// The draft's photos changed in place; a place that is not there changes nothing.
extension PostDraft {
    mutating func removePhoto(at index: Int) {
        guard photos.indices.contains(index) else { return }
        photos.remove(at: index)
    }

    /// One place earlier (-1) or later (1).
    mutating func movePhoto(at index: Int, by offset: Int) {
        guard photos.indices.contains(index), photos.indices.contains(index + offset) else { return }
        photos.swapAt(index, index + offset)
    }

    mutating func setAltText(_ altText: String, forPhotoAt index: Int) {
        guard photos.indices.contains(index) else { return }
        photos[index].altText = altText
    }
}
