import Localisation

extension TimelineError: ExplainedError {
    public var explanation: String {
        switch self {
        case .noSuchList(let title, let titles):
            titles.isEmpty ? Strings.noListsAtAll(title) : Strings.noSuchList(title: title, titles: titles.joined(separator: ", "))
        }
    }
}
