/// The composer's fields, in the order Tab goes through them.
enum ComposeField: CaseIterable {
    case photos, caption, contentWarning, options

    /// The field `offset` places on, going round.
    func moved(by offset: Int) -> ComposeField {
        let all = Self.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[(index + offset % all.count + all.count) % all.count]
    }
}
