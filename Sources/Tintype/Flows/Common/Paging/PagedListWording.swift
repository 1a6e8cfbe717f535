import FoundationEssentials
import Localisation

/// The words one kind of paged list shows for where it stands: the status line for its phase, the
/// line under its rows for its footer. The texts are read from the catalogue each time a list is
/// worded, so a wording made once speaks the language in force.
struct PagedListWording {
    /// The cache's copy is shown, saved this long ago.
    let cached: (_ savedAgo: String) -> String
    let loadingFirst: () -> String
    /// Up to date: how many rows, updated this long ago.
    let online: (_ count: Int, _ updated: String) -> String
    let loadingOlder: () -> String
    /// The server says there is nothing.
    let empty: () -> String
    let end: () -> String

    /// What the status line says of the list; nil while there is nothing to say.
    func status<Item>(of list: PagedList<Item>, now: Date) -> StatusLineViewModel? {
        let formatter = RelativeTimeFormatter(now: now)
        switch list.phase {
        case .cached(let savedAt): return StatusLineViewModel(text: cached(formatter.phrase(for: savedAt)), tone: .busy)
        case .loadingFirst: return StatusLineViewModel(text: loadingFirst(), tone: .busy)
        case .refreshing: return StatusLineViewModel(text: Strings.refreshing, tone: .busy)
        case .online(let updatedAt): return StatusLineViewModel(text: online(list.items.count, formatter.phrase(for: updatedAt ?? now)))
        case .none: return nil
        }
    }

    /// What the line under the rows says; nil when it says nothing.
    func footer<Item>(of list: PagedList<Item>) -> String? {
        switch list.footer {
        case .loadingOlder: loadingOlder()
        case .empty: empty()
        case .end: end()
        case .none, .loadingFirst, .notLoaded: nil
        }
    }
}
