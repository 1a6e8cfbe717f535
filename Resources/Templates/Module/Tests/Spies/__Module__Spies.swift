@testable import Tintype

@MainActor
final class __Module__ViewInputSpy: __Module__ViewInput {
    var didSetupInitialState = false
    var shownTitles: [String] = []
    var shownStatuses: [StatusLineViewModel] = []

    func setupInitialState() { didSetupInitialState = true }
    func showTitle(_ title: String, trailing: String) { shownTitles.append(title) }
    func showStatus(_ status: StatusLineViewModel) { shownStatuses.append(status) }
}

@MainActor
final class __Module__InteractorInputSpy: __Module__InteractorInput {
    var cancelRequests = 0

    func cancelAllRequests() { cancelRequests += 1 }
}

@MainActor
final class __Module__InteractorOutputSpy: __Module__InteractorOutput {}

@MainActor
final class __Module__RouterInputSpy: __Module__RouterInput {
    var closeRequests = 0

    func closeCurrentModule() { closeRequests += 1 }
}

@MainActor
final class __Module__ViewOutputSpy: __Module__ViewOutput {
    var readyEvents = 0
    var backEvents = 0

    func didTriggerViewReadyEvent() { readyEvents += 1 }
    func didTriggerBackEvent() { backEvents += 1 }
}

@MainActor
final class __Module__ModuleInputSpy: __Module__ModuleInput {
    var configureRequests = 0

    func configureModule() { configureRequests += 1 }
}
