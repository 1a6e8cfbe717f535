/// A handle as rows show it, whole: "@grace@pixelfed.social". A local account's handle has no
/// instance of its own ("grace"), so it gets the one the app is signed in to.
enum FullHandle {
    static func string(for handle: String, instanceName: String) -> String {
        "@" + (handle.contains("@") ? handle : handle + "@" + instanceName)
    }
}
