"""Each rule of viper_lint.py fails on a deliberate violation and stays quiet on a good module."""
import tempfile
import unittest
from pathlib import Path

import viper_lint

GOOD_MODULE = {
    "Assembly/SampleAssembly.swift": "struct SampleAssembly {}\n",
    "Interactor/SampleInteractor.swift": "final class SampleInteractor {\n    weak var output: (any SampleInteractorOutput)?\n}\n",
    "Presenter/SamplePresenter.swift": "final class SamplePresenter {\n    weak var view: (any SampleViewInput)?\n"
                                       "    weak var moduleOutput: (any SampleModuleOutput)?\n}\n",
    "Presenter/SampleModuleInput.swift": "protocol SampleModuleInput {\n    /// Does it.\n    func configure(withId id: String)\n"
                                         "    /// Does it.\n    func setModuleOutput(_ output: any SampleModuleOutput)\n}\n",
    "Router/SampleRouter.swift": "final class SampleRouter {\n    weak var transitionHandler: (any TransitionHandler)?\n}\n",
    "Router/SampleRouterInput.swift": "protocol SampleRouterInput {\n    /// Does it.\n    func openPostDetailModule(postId: String)\n"
                                      "    /// Does it.\n    func closeCurrentModule()\n    /// Does it.\n    func embedThreadModule()\n}\n",
    "View/SampleView.swift": "import TerminalUI\nfinal class SampleView {}\n",
}


class ViperLintTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.root = Path(self.folder.name)
        for path, text in GOOD_MODULE.items():
            self.write(f"Sources/Tintype/Flows/Sample/{path}", text)
        self.write("Sources/TerminalUI/Screen.swift", "import CNcursesw\n")
        self.write("Sources/MastodonAPI/Client.swift", "let url = URLComponents(string: \"x\")\nlet d = JSONDecoder()\n")

    def tearDown(self):
        self.folder.cleanup()

    def write(self, path, text):
        target = self.root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)

    def rules(self):
        return [finding.split(": ")[1] for finding in viper_lint.findings(self.root)]

    def test_that_a_good_module_has_no_findings(self):
        self.assertEqual(self.rules(), [])

    def test_that_a_missing_layer_folder_is_found(self):
        (self.root / "Sources/Tintype/Flows/Sample/Assembly/SampleAssembly.swift").unlink()
        (self.root / "Sources/Tintype/Flows/Sample/Assembly").rmdir()
        self.assertEqual(self.rules(), ["layers"])

    def test_that_a_strong_view_in_the_presenter_is_found(self):
        self.write("Sources/Tintype/Flows/Sample/Presenter/SamplePresenter.swift", "final class P {\n    var view: (any V)?\n}\n")
        self.assertEqual(self.rules(), ["weak-reference"])

    def test_that_a_strong_output_in_the_interactor_is_found(self):
        self.write("Sources/Tintype/Flows/Sample/Interactor/SampleInteractor.swift", "final class I {\n    var output: (any O)?\n}\n")
        self.assertEqual(self.rules(), ["weak-reference"])

    def test_that_a_strong_transition_handler_is_found(self):
        self.write("Sources/Tintype/Flows/Sample/Router/SampleRouter.swift", "final class R {\n    var transitionHandler: (any T)?\n}\n")
        self.assertEqual(self.rules(), ["weak-reference"])

    def test_that_a_strong_module_output_is_found(self):
        self.write("Sources/Tintype/Flows/Sample/Presenter/SampleState.swift", "struct S {\n    var moduleOutput: (any O)?\n}\n")
        self.assertEqual(self.rules(), ["weak-reference"])

    def test_that_a_router_method_with_another_verb_is_found(self):
        self.write("Sources/Tintype/Flows/Sample/Router/SampleRouterInput.swift", "protocol R {\n    /// Does it.\n    func showPost()\n}\n")
        self.assertEqual(self.rules(), ["router-method"])

    def test_that_a_router_method_returning_a_value_is_found(self):
        self.write("Sources/Tintype/Flows/Sample/Router/SampleRouterInput.swift", "protocol R {\n    /// Does it.\n    func openProfile() -> Bool\n}\n")
        self.assertEqual(self.rules(), ["router-method"])

    def test_that_a_module_input_method_without_configure_is_found(self):
        self.write("Sources/Tintype/Flows/Sample/Presenter/SampleModuleInput.swift", "protocol M {\n    /// Does it.\n    func reload()\n}\n")
        self.assertEqual(self.rules(), ["module-input"])

    def test_that_an_embedded_modules_input_may_ask_with_a_verb(self):
        self.write("Sources/Tintype/Flows/Sample/Assembly/SampleAssembly.swift", "// hands out any EmbeddedModuleView\n")
        self.write("Sources/Tintype/Flows/Sample/Presenter/SampleModuleInput.swift", "protocol M {\n    /// Does it.\n    func reload()\n}\n")
        self.assertEqual(self.rules(), [])

    def test_that_an_embedded_modules_input_does_not_report(self):
        self.write("Sources/Tintype/Flows/Sample/Assembly/SampleAssembly.swift", "// hands out any EmbeddedModuleView\n")
        self.write("Sources/Tintype/Flows/Sample/Presenter/SampleModuleInput.swift", "protocol M {\n    /// Did it.\n    func didReload()\n}\n")
        self.assertEqual(self.rules(), ["module-input"])

    def test_that_the_screens_depending_on_the_api_is_found(self):
        self.write("Package.swift", 'targets: [\n.target(name: "MastodonAPI"),\n'
                   '.target(name: "Tintype", dependencies: ["TerminalUI", "MastodonAPI"]),\n]\n')
        self.assertEqual(self.rules(), ["screens-target"])

    def test_that_the_screens_reaching_the_api_through_another_target_is_found(self):
        self.write("Package.swift", 'targets: [\n.target(name: "MastodonAPI"),\n.target(name: "Models", dependencies: ["MastodonAPI"]),\n'
                   '.target(name: "Tintype", dependencies: ["Models"]),\n]\n')
        self.assertEqual(self.rules(), ["screens-target"])

    def test_that_the_app_target_depending_on_the_api_is_allowed(self):
        self.write("Package.swift", 'targets: [\n.target(name: "Tintype", dependencies: [.product(name: "MastodonAPI", package: "x")]),\n'
                   '.target(name: "TintypeApp", dependencies: ["Tintype", "MastodonAPI"]),\n]\n')
        self.assertEqual(self.rules(), [])

    def test_that_ncurses_outside_terminal_ui_is_found(self):
        self.write("Sources/Tintype/Application/Screen.swift", "import CNcursesw\n")
        self.assertEqual(self.rules(), ["ncurses"])

    def test_that_the_full_foundation_in_the_app_is_found(self):
        self.write("Sources/Tintype/Core/Clock.swift", "import Foundation\n")
        self.assertEqual(self.rules(), ["foundation"])

    def test_that_foundation_essentials_in_the_app_is_allowed(self):
        self.write("Sources/Tintype/Core/Clock.swift", "import FoundationEssentials\n")
        self.assertEqual(self.rules(), [])

    def test_that_a_url_built_outside_mastodon_api_is_found(self):
        self.write("Sources/Tintype/Core/Links.swift", "let url = URL(string: \"https://x.example\")\n")
        self.assertEqual(self.rules(), ["urls-and-json"])

    def test_that_json_decoded_outside_mastodon_api_is_found(self):
        self.write("Sources/Tintype/Core/Cache.swift", "let value = try JSONDecoder().decode(T.self, from: data)\n")
        self.assertEqual(self.rules(), ["urls-and-json"])

    def test_that_storages_own_records_may_use_json(self):
        self.write("Sources/TintypeApp/Core/Storage/Records/DraftRecord.swift", "let value = try JSONDecoder().decode(T.self, from: data)\n")
        self.assertEqual(self.rules(), [])

    def test_that_a_finding_on_the_allowlist_is_not_reported(self):
        self.write("Sources/Tintype/Core/Cache.swift", "let value = try JSONDecoder().decode(T.self, from: data)\n")
        self.write("Resources/Tools/lint-allowlist.txt", "urls-and-json Sources/Tintype/Core/Cache.swift  # owned elsewhere\n")
        self.assertEqual(self.rules(), [])

    def test_that_a_commented_out_violation_is_not_reported(self):
        self.write("Sources/Tintype/Core/Links.swift", "// let url = URL(string: \"https://x.example\")\n")
        self.assertEqual(self.rules(), [])

    def test_that_a_protocol_method_without_a_doc_comment_is_found(self):
        self.write("Sources/Tintype/Flows/Sample/View/SampleViewOutput.swift",
                   "protocol SampleViewOutput: AnyObject {\n    /// Built.\n    func didTriggerViewReadyEvent()\n"
                   "    func didTriggerBackEvent()\n}\n")
        self.assertEqual(self.rules(), ["doc-comment"])

    def test_that_a_doc_comment_above_an_attribute_counts(self):
        self.write("Sources/Tintype/Flows/Sample/View/SampleViewInput.swift",
                   "protocol SampleViewInput: AnyObject {\n    /// Draws.\n    @discardableResult\n    func show() -> Bool\n}\n")
        self.assertEqual(self.rules(), [])

    def test_that_an_output_method_without_did_is_found(self):
        self.write("Sources/Tintype/Flows/Sample/Presenter/SampleModuleOutput.swift",
                   "protocol SampleModuleOutput: AnyObject {\n    /// Does it.\n    func sampleChoseAccount(named: String)\n}\n")
        self.assertEqual(self.rules(), ["output-names"])

    def test_that_an_input_method_in_the_past_is_found(self):
        self.write("Sources/Tintype/Flows/Sample/Interactor/SampleInteractorInput.swift",
                   "protocol SampleInteractorInput {\n    /// Does it.\n    func didObtainPosts()\n}\n")
        self.assertEqual(self.rules(), ["output-names"])

    def test_that_outputs_in_the_past_and_imperative_inputs_pass(self):
        self.write("Sources/Tintype/Flows/Sample/View/SampleViewOutput.swift",
                   "protocol SampleViewOutput: AnyObject {\n    /// Does it.\n    func didTriggerViewReadyEvent()\n}\n")
        self.write("Sources/Tintype/Flows/Sample/View/SampleViewInput.swift",
                   "protocol SampleViewInput: AnyObject {\n    /// Does it.\n    func showPosts()\n}\n")
        self.assertEqual(self.rules(), [])

    def test_that_a_router_method_returning_a_value_after_a_line_break_is_found(self):
        self.write("Sources/Tintype/Flows/Sample/Router/SampleRouterInput.swift",
                   "protocol SampleRouterInput {\n    /// Does it.\n    func openPostDetailModule(\n        postId: String,\n        output: any Output\n"
                   "    ) -> Bool\n}\n")
        self.assertEqual(self.rules(), ["router-method"])

    def test_that_a_throwing_router_method_is_found(self):
        self.write("Sources/Tintype/Flows/Sample/Router/SampleRouterInput.swift",
                   "protocol SampleRouterInput {\n    /// Does it.\n    func openOriginal(at address: String) throws\n}\n")
        self.assertEqual(self.rules(), ["router-method"])

    def test_that_an_async_router_method_is_found(self):
        self.write("Sources/Tintype/Flows/Sample/Router/SampleRouterInput.swift",
                   "protocol SampleRouterInput {\n    /// Does it.\n    func openProfileModule(accountId: String) async\n}\n")
        self.assertEqual(self.rules(), ["router-method"])

    def test_that_a_view_holding_a_router_is_found(self):
        self.write("Sources/Tintype/Flows/Sample/View/SampleView.swift", "final class SampleView {\n    var router: SampleRouterInput?\n}\n")
        self.assertEqual(self.rules(), ["view-reach"])

    def test_that_a_key_missing_from_a_translation_is_found(self):
        self.write("Resources/Locales/en.po", 'msgctxt "a"\nmsgid "A"\nmsgstr ""\n\nmsgctxt "b"\nmsgid "B"\nmsgstr ""\n')
        self.write("Resources/Locales/ru.po", 'msgctxt "a"\nmsgid "A"\nmsgstr "А"\n')
        self.assertEqual(self.rules(), ["catalogues"])

    def test_that_an_untranslated_plural_form_is_found(self):
        self.write("Resources/Locales/en.po", 'msgctxt "n"\nmsgid "{count} post"\nmsgid_plural "{count} posts"\nmsgstr[0] ""\nmsgstr[1] ""\n')
        self.write("Resources/Locales/ru.po",
                   'msgctxt "n"\nmsgid "{count} post"\nmsgid_plural "{count} posts"\nmsgstr[0] "{count} пост"\nmsgstr[1] ""\n'
                   'msgstr[2] "{count} постов"\n')
        self.assertEqual(self.rules(), ["catalogues"])

    def test_that_a_complete_translation_passes(self):
        self.write("Resources/Locales/en.po", 'msgctxt "a"\nmsgid "A"\nmsgstr ""\n')
        self.write("Resources/Locales/ru.po", 'msgctxt "a"\nmsgid "A"\nmsgstr ""\n"А"\n')
        self.assertEqual(self.rules(), [])

    def test_that_a_sentence_in_a_presenter_is_found(self):
        self.write("Sources/Tintype/Flows/Sample/Presenter/Words.swift", 'let title = "the end of the feed"\n')
        self.assertEqual(self.rules(), ["user-text"])

    def test_that_a_sentence_in_the_command_line_is_found(self):
        self.write("Sources/TintypeCLI/FeedCommand.swift", 'throw ValidationError("--limit takes 1 to 40")\n')
        self.assertEqual(self.rules(), ["user-text"])

    def test_that_a_sentence_in_a_multiline_literal_is_found(self):
        self.write("Sources/TintypeCLI/PostCommand.swift", 'let help = """\n    Publish the post\n    """\n')
        self.assertEqual(self.rules(), ["user-text"])

    def test_that_key_names_are_not_sentences(self):
        self.write("Sources/Tintype/Common/Keys.swift", 'let label = "PgDn / Space / ^F ^D"\nlet other = "Tab / Shift-Tab"\n')
        self.assertEqual(self.rules(), [])

    def test_that_a_log_line_over_several_lines_is_not_user_text(self):
        self.write("Sources/Tintype/Application/App.swift", 'logger.info(\n    "pictures drawn in \\(name) today"\n)\n')
        self.assertEqual(self.rules(), [])

    def test_that_a_sentence_from_the_catalogue_is_not_found(self):
        self.write("Sources/Tintype/Flows/Sample/Presenter/Words.swift", "let title = Strings.endOfFeed\n")
        self.assertEqual(self.rules(), [])

    def test_that_a_set_kept_by_an_interactor_is_found(self):
        self.write("Sources/Tintype/Flows/Sample/Interactor/SampleInteractor.swift",
                   "final class SampleInteractor {\n    weak var output: (any SampleInteractorOutput)?\n"
                   "    private var followed = Set<String>()\n}\n")
        self.assertEqual(self.rules(), ["interactor-state"])

    def test_that_a_task_handle_kept_by_an_interactor_is_found(self):
        self.write("Sources/Tintype/Flows/Sample/Interactor/SampleInteractor.swift",
                   "final class SampleInteractor {\n    private var threadTask: Task<Void, Never>?\n}\n")
        self.assertEqual(self.rules(), ["interactor-state"])

    def test_that_an_interactors_dependencies_and_computed_values_pass(self):
        self.write("Sources/Tintype/Flows/Sample/Interactor/SampleInteractor.swift",
                   "final class SampleInteractor {\n    weak var output: (any SampleInteractorOutput)?\n    let work = TaskTracker()\n"
                   "    private let service: any PostService\n    var isIdle: Bool { work.count == 0 }\n"
                   "    func f() {\n        var local = 0\n    }\n}\n")
        self.assertEqual(self.rules(), [])

    def test_that_a_service_writing_to_the_outbox_itself_is_found(self):
        self.write("Sources/TintypeApp/Core/Services/Like/LikeServiceImplementation.swift",
                   "struct LikeServiceImplementation {\n    private let delivery: OutboxDelivery\n}\n")
        self.assertEqual(self.rules(), ["writes"])

    def test_that_a_service_writing_through_the_facade_passes(self):
        self.write("Sources/TintypeApp/Core/Services/Like/LikeServiceImplementation.swift",
                   "struct LikeServiceImplementation {\n    private let writes: OutboxFacade\n    let item: OutboxItem\n}\n")
        self.assertEqual(self.rules(), [])

    def test_that_the_outbox_files_may_name_the_outbox(self):
        self.write("Sources/Tintype/Core/Services/Outbox/OutboxFacade.swift",
                   "struct OutboxFacade {\n    private let outbox: Outbox\n    private let delivery: OutboxDelivery\n}\n")
        self.assertEqual(self.rules(), [])

    def test_that_json_written_outside_the_api_is_found(self):
        self.write("Sources/Tintype/Application/Export.swift", "let encoder = JSONEncoder()\n")
        self.assertEqual(self.rules(), ["urls-and-json"])


if __name__ == "__main__":
    unittest.main()
