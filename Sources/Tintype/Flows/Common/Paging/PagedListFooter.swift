/// What the line under the list says.
enum PagedListFooter: Equatable {
    /// Nothing: the list is being fetched for the first time (the status line says so), or
    /// more may come.
    case none
    case loadingFirst
    case loadingOlder
    /// Nothing is shown and the server has not said there is nothing: it could not be
    /// reached, or only an empty cache was read.
    case notLoaded
    /// The server says there is nothing.
    case empty
    case end
}
