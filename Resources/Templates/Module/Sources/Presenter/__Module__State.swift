/// Everything the __module__ presenter remembers.
struct __Module__State {
    var isConfigured = false
}
