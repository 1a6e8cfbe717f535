/// A timeline as the preferences keep it: "local", "federated", or "list:" and the list's title.
extension TimelineSource {
    public var kept: String {
        switch self {
        case .local: "local"
        case .federated: "federated"
        case .list(let title): "list:" + title
        }
    }

    /// Nil for words no Tintype wrote.
    public init?(kept: String) {
        switch kept {
        case "local": self = .local
        case "federated": self = .federated
        case _ where kept.hasPrefix("list:") && kept.count > 5: self = .list(title: String(kept.dropFirst(5)))
        default: return nil
        }
    }
}
