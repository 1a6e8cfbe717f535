/// What a profile's safety keys do, each asked about once before it is done.
enum ProfileSafetyAction: Sendable, Equatable {
    case block
    case mute
    case report
}
