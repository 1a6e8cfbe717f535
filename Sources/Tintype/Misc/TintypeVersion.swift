/// The version `tintype --version` prints and the user agent carries.
public enum TintypeVersion {
    public static let current = "0.1.0"
}
