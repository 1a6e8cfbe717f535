import Localisation

extension Translation {
    /// The shipped Russian catalogue, read from the source tree, for `Translation.$scoped`.
    static let russian = Translation.load(environment: ["TINTYPE_LANGUAGE": "ru"]).translation
}
