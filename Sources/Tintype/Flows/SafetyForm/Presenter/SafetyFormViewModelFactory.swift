import Localisation

/// The words of the form, from what the presenter remembers.
enum SafetyFormViewModelFactory {
    static func title(for subject: SafetyFormSubject) -> String {
        switch subject {
        case .mute(let author): Strings.safetyFormMuteTitle(author.handle)
        case .report(let author, _): Strings.safetyFormReportTitle(author.handle)
        }
    }

    static func viewModel(for state: SafetyFormState) -> SafetyFormViewModel? {
        switch state.subject {
        case .mute?:
            let durations = MuteDuration.allCases
            return SafetyFormViewModel(
                question: Strings.safetyFormMuteQuestion, choices: durations.map(Strings.muteDuration),
                chosenIndex: durations.firstIndex(of: state.duration) ?? 0, option: Strings.safetyFormHideNotifications,
                isOptionOn: state.hidesNotifications, attachment: nil, comment: nil, hint: Strings.safetyFormMuteHint)
        case .report(_, let post)?:
            let reasons = state.reasons
            return SafetyFormViewModel(
                question: Strings.safetyFormReportQuestion, choices: reasons.map(label(of:)),
                chosenIndex: reasons.firstIndex(of: state.reason) ?? 0, option: state.theirServer.map(Strings.safetyFormForward),
                isOptionOn: state.forwardsToTheirServer,
                attachment: post.map { $0.excerpt.isEmpty ? Strings.safetyFormAboutPhoto : Strings.safetyFormAboutPost($0.excerpt) },
                comment: ComposerViewModel(
                    title: Strings.safetyFormCommentTitle, text: "", characterLimit: SafetyFormState.commentLimit,
                    hint: Strings.safetyFormReportHint),
                hint: Strings.safetyFormReportHint)
        case nil: return nil
        }
    }

    static func label(of reason: ReportReason) -> String {
        switch reason {
        case .spam: Strings.reportReasonSpam
        case .brokenRule(let rule): Strings.reportReasonRule(rule.text)
        case .illegal: Strings.reportReasonIllegal
        case .other: Strings.reportReasonOther
        }
    }
}
