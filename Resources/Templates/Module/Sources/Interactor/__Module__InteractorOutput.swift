/// Module is responsible for __purpose__.
@MainActor
protocol __Module__InteractorOutput: AnyObject {}
