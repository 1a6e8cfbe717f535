import ArgumentParser
import FoundationEssentials
import Localisation
import Tintype

extension TypedTime {
    /// The time given with `--at`, read in this computer's zone; nil without it. A time that
    /// cannot be, a usage error with its reason.
    static func argument(_ typed: String?, now: Date) throws -> Date? {
        guard let typed else { return nil }
        switch read(typed, now: now) {
        case .success(let date): return date
        case .failure(let problem): throw ValidationError(Strings.typedTimeProblem(problem))
        }
    }
}
