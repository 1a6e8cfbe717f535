/// Any error a request or the disk throws to the `ConnectionProblem` a screen explains.
package enum ConnectionProblemMapper {
    package static func problem(from error: any Error) -> ConnectionProblem {
        if let problem = error as? ConnectionProblem { return problem }
        if let cacheError = error as? FileCacheError { return .storage(cacheError.description) }
        if let reporting = error as? any ConnectionProblemReporting { return reporting.connectionProblem }
        return .unreachable
    }
}
