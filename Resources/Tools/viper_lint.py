#!/usr/bin/env python3
"""Checks the module rules of the VIPER code style mechanically.

    viper_lint.py [ROOT]

Prints one line a finding, `path:line: rule: what`, and exits 1 when there is any. The rules:

  layers           a module folder under Sources/Tintype/Flows has the five layer folders
  weak-reference   back-references are weak: the presenter's view, the interactor's output, the
                   router's transition handler, a module output
  router-method    a router's methods start with open, close or embed and return nothing
  doc-comment      every method of a module's protocols (view, interactor, router, module input
                   and output) says in a doc comment what it means
  module-input     a ModuleInput's methods start with configure (setModuleOutput aside); an
                   embedded module's (its assembly hands out an EmbeddedModuleView) is driven
                   by its host while shown, so it may also ask with an imperative verb, never
                   with did
  output-names     an output (ViewOutput, InteractorOutput, ModuleOutput) reports in the past:
                   its methods start with did; an input (ViewInput, InteractorInput) asks with
                   an imperative verb, so none of its methods starts with did
  screens-target   the target Tintype (Flows, Common, the plain objects, the service
                   protocols) depends on MastodonAPI neither directly nor through another
                   target, so the compiler refuses an entity in a screen (the build checks
                   imports against dependencies: `make build`'s IMPORT_CHECK)
  view-reach       a view talks to its presenter alone: nothing under View/ names an interactor
                   or a router
  ncurses          only TerminalUI imports the ncurses shim
  foundation       the app imports FoundationEssentials, never the full Foundation, which
                   brings ICU and CoreFoundation into every start (GenerateStrings, a build
                   tool, may)
  catalogues       every key of Resources/Locales/en.po has a text in every other catalogue, and
                   no catalogue has a key English lacks
  urls-and-json    only MastodonAPI builds URLs or reads and writes JSON (storage's own
                   versioned records, in Core/Storage/Records, are not the API's JSON)
  interactor-state an interactor holds its dependencies and its task tracker (`let`), and its
                   output (`weak var`): no other stored `var`, since what a module remembers is
                   its presenter's state and what the app remembers is its services'
  writes           a service writes through OutboxFacade: none but the outbox's own files
                   names Outbox or OutboxDelivery
  user-text        words a person reads come from the language catalogues (Strings), not from a
                   string literal, in Flows, Common, Application and the command line; logging
                   and key names stay as they are

A finding that is known and owned elsewhere goes into lint-allowlist.txt beside this file, as
`rule path  # why`, and is then not reported.
"""
import re
import sys
from pathlib import Path

LAYERS = ("Assembly", "Interactor", "Presenter", "Router", "View")
FLOWS = Path("Sources/Tintype/Flows")
COMMON = Path("Sources/Tintype/Common")
SHARED_FLOW_FOLDERS = {"Common"}
STORAGE_RECORDS = "Sources/TintypeApp/Core/Storage/Records/"
BACK_REFERENCES = {
    "Presenter": "view",
    "Interactor": "output",
    "Router": "transitionHandler",
}


def swift_files(root, folder):
    base = root / folder
    return sorted(base.rglob("*.swift")) if base.exists() else []


def code_lines(path):
    """The file's lines with their numbers, comments left out."""
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        stripped = line.strip()
        if stripped.startswith("//"):
            continue
        yield number, line.split("//")[0] if "://" not in line else line


def check_layers(root):
    flows = root / FLOWS
    if not flows.exists():
        return
    for module in sorted(p for p in flows.iterdir() if p.is_dir() and p.name not in SHARED_FLOW_FOLDERS):
        for layer in LAYERS:
            if not (module / layer).is_dir():
                yield module / layer, 0, "layers", f"module {module.name} has no {layer}/ folder"


def check_weak_references(root):
    for path in swift_files(root, FLOWS):
        layer = next((part for part in path.parts if part in LAYERS), None)
        names = {"moduleOutput"} | ({BACK_REFERENCES[layer]} if layer in BACK_REFERENCES else set())
        for number, line in code_lines(path):
            match = re.search(r"\bvar\s+(\w+)\s*:", line)
            if match and match.group(1) in names and not re.search(r"\bweak\s+var\b", line):
                yield path, number, "weak-reference", f"{match.group(1)} must be held weakly"


def protocol_functions(path):
    """Each declared function's line, name and what follows its parameters (effects, result),
    read across line breaks: a long parameter list may wrap, and `throws -> T` still counts."""
    lines = list(code_lines(path))
    text = "\n".join(line for _, line in lines)
    numbers = [number for number, _ in lines]
    pattern = re.compile(r"\bfunc\s+(\w+)\s*(?:<[^>]*>)?\s*\(((?:[^()]|\([^()]*\))*)\)([^{\n]*(?:\n\s*(?:async|throws|rethrows|->)[^{\n]*)*)")
    for match in pattern.finditer(text):
        yield numbers[text.count("\n", 0, match.start())], match.group(1), match.group(3)


def check_router_methods(root):
    for path in swift_files(root, FLOWS):
        if not path.name.endswith("RouterInput.swift"):
            continue
        for number, name, rest in protocol_functions(path):
            if not re.match(r"(open|close|embed)[A-Z]", name):
                yield path, number, "router-method", f"{name} does not start with open, close or embed"
            if "->" in rest:
                yield path, number, "router-method", f"{name} returns a value; router methods return nothing"
            if re.search(r"\b(throws|async)\b", rest):
                yield path, number, "router-method", f"{name} waits or fails; a transition does neither, work that can goes in the interactor"


def is_embedded_module(module_folder):
    return any("EmbeddedModuleView" in path.read_text() for path in (module_folder / "Assembly").glob("*.swift"))


def check_module_inputs(root):
    for path in swift_files(root, FLOWS):
        if not path.name.endswith("ModuleInput.swift"):
            continue
        embedded = is_embedded_module(path.parent.parent)
        for number, name, _ in protocol_functions(path):
            if name.startswith("configure") or name == "setModuleOutput":
                continue
            if embedded and not name.startswith("did"):
                continue
            yield path, number, "module-input", f"{name} does not start with configure"


MODULE_PROTOCOL = re.compile(r"(ViewInput|ViewOutput|InteractorInput|InteractorOutput|ModuleInput|ModuleOutput|RouterInput)\.swift$")


def check_doc_comments(root):
    for path in swift_files(root, FLOWS):
        if not MODULE_PROTOCOL.search(path.name):
            continue
        lines = path.read_text(encoding="utf-8").splitlines()
        for index, line in enumerate(lines):
            match = re.match(r"\s*func\s+(\w+)", line)
            if not match:
                continue
            above = index - 1
            while above >= 0 and lines[above].strip().startswith("@"):
                above -= 1
            if above < 0 or not lines[above].strip().startswith("///"):
                yield path, index + 1, "doc-comment", f"{match.group(1)} has no doc comment"


def check_output_names(root):
    for path in swift_files(root, FLOWS):
        is_output = re.search(r"(ViewOutput|InteractorOutput|ModuleOutput)\.swift$", path.name)
        is_input = re.search(r"(ViewInput|InteractorInput)\.swift$", path.name)
        if not (is_output or is_input):
            continue
        for number, name, _ in protocol_functions(path):
            reports = re.match(r"did[A-Z]", name) is not None
            if is_output and not reports:
                yield path, number, "output-names", f"{name} is an output: it reports what happened, starting with did"
            if is_input and reports:
                yield path, number, "output-names", f"{name} is an input: it asks with an imperative verb, not did"


def check_imports(root, module, rule, allowed_prefix, why):
    for path in swift_files(root, "Sources"):
        relative = path.relative_to(root).as_posix()
        if relative.startswith(allowed_prefix):
            continue
        for number, line in code_lines(path):
            if re.match(rf"\s*(@testable\s+)?import\s+{module}\b", line):
                yield path, number, rule, why


TARGET = re.compile(r"\.(?:target|executableTarget|testTarget)\(\s*name:\s*\"(\w+)\"")


def target_dependencies(root):
    """Each target of Package.swift with the package's own targets it names as dependencies."""
    manifest = root / "Package.swift"
    if not manifest.exists():
        return {}
    text = re.sub(r"\.product\([^)]*\)", "", re.sub(r"//[^\n]*", "", manifest.read_text(encoding="utf-8")))
    starts = [(match.start(), match.group(1)) for match in TARGET.finditer(text)]
    dependencies = {}
    for index, (start, name) in enumerate(starts):
        end = starts[index + 1][0] if index + 1 < len(starts) else len(text)
        listed = re.search(r"dependencies:\s*\[([^\]]*)\]", text[start:end])
        dependencies[name] = set(re.findall(r"\"(\w+)\"", listed.group(1))) if listed else set()
    return dependencies


def check_screens_target(root):
    dependencies = target_dependencies(root)
    reached, waiting = set(), list(dependencies.get("Tintype", ()))
    while waiting:
        name = waiting.pop()
        if name not in reached:
            reached.add(name)
            waiting.extend(dependencies.get(name, ()))
    if "MastodonAPI" in reached:
        yield root / "Package.swift", 1, "screens-target", \
            "the target Tintype (Flows, Common) reaches MastodonAPI: services hand the screens plain objects"


def check_view_reach(root):
    reach = re.compile(r"\b\w*(Interactor|Router)\w*\b")
    for path in swift_files(root, FLOWS):
        if "View" not in path.parts:
            continue
        for number, line in code_lines(path):
            match = reach.search(LITERAL.sub('""', line))
            if match:
                yield path, number, "view-reach", f"{match.group(0)}: a view knows its presenter (ViewOutput) alone"


def check_urls_and_json(root):
    pattern = re.compile(r"\b(URLComponents\s*\(|URL\s*\(\s*string:|JSONDecoder\s*\(|JSONEncoder\s*\(|JSONSerialization\.)")
    for path in swift_files(root, "Sources"):
        relative = path.relative_to(root).as_posix()
        if relative.startswith("Sources/MastodonAPI/") or relative.startswith(STORAGE_RECORDS):
            continue
        for number, line in code_lines(path):
            match = pattern.search(line)
            if match:
                yield path, number, "urls-and-json", f"{match.group(1).rstrip('( ')} outside MastodonAPI"


# A stored property declared at the type's level: `var name: Type` or `var name = value`, with no
# body of its own (a computed property has braces on its line).
STORED_VAR = re.compile(r"^    (?:(?:private|fileprivate|internal|public)(?:\(set\))?\s+)*(?:lazy\s+)?var\s+(\w+)[^{]*$")


def check_interactor_state(root):
    for path in swift_files(root, FLOWS):
        if "Interactor" not in path.parts or not path.name.endswith("Interactor.swift"):
            continue
        for number, line in code_lines(path):
            match = STORED_VAR.match(line)
            if match and match.group(1) != "output":  # weak-reference sees to the output
                yield path, number, "interactor-state", f"{match.group(1)} is state: keep it in the presenter's state or a service"


SERVICES = "Sources/TintypeApp/Core/Services/"
OUTBOX_FILES = SERVICES + "Outbox/"


def check_writes(root):
    pattern = re.compile(r"\b(Outbox|OutboxDelivery)\b")
    for path in swift_files(root, SERVICES):
        if path.relative_to(root).as_posix().startswith(OUTBOX_FILES):
            continue
        for number, line in code_lines(path):
            match = pattern.search(LITERAL.sub('""', line))
            if match:
                yield path, number, "writes", f"{match.group(1)}: a service writes through OutboxFacade"


USER_TEXT_FOLDERS = ("Sources/Tintype/Flows", "Sources/Tintype/Common", "Sources/Tintype/Application", "Sources/TintypeApp/Application", "Sources/TintypeCLI")
LITERAL = re.compile(r'"((?:[^"\\]|\\.)*)"')
# Two words of letters side by side: a sentence, where a key's name ("Shift-Tab", "j / ↓") is not.
WORDS = re.compile(r"[^\W\d_]{2,} [^\W\d_]{2,}")
NOT_READ_BY_A_PERSON = re.compile(r"\b(logger|Logger|metadata)\b")


def check_user_text(root):
    for folder in USER_TEXT_FOLDERS:
        for path in swift_files(root, folder):
            in_block = False
            open_log_call = 0  # parentheses still open of a log call that goes on over lines
            for number, line in code_lines(path):
                if line.count('"""') % 2 == 1:
                    in_block = not in_block
                    continue
                if open_log_call > 0 or NOT_READ_BY_A_PERSON.search(line):
                    code = LITERAL.sub("", line)
                    open_log_call = max(0, open_log_call + code.count("(") - code.count(")"))
                    continue
                texts = [line] if in_block else [re.sub(r"\\\(.*?\)", " ", literal) for literal in LITERAL.findall(line)]
                if any(WORDS.search(text) for text in texts):
                    yield path, number, "user-text", "a sentence in a literal: put it in Resources/Locales/en.po (make strings)"


def catalogue_texts(path):
    """Each key (msgctxt) of a .po file with its line and whether every msgstr form is filled."""
    entries = {}
    key, line_of_key, forms, current = None, 0, [], None
    def close():
        if key is not None:
            entries[key] = (line_of_key, bool(forms) and all(forms))
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        line = raw.strip()
        if line.startswith("msgctxt "):
            close()
            key, line_of_key, forms, current = line[len("msgctxt "):].strip('"'), number, [], None
        elif line.startswith("msgstr"):
            forms.append(line.split(" ", 1)[1].strip()[1:-1])
            current = len(forms) - 1
        elif line.startswith('"') and current is not None:
            forms[current] += line[1:-1]
        elif line.startswith("msgid") or not line:
            current = None
    close()
    return entries


def check_catalogues(root):
    folder = root / "Resources/Locales"
    english_path = folder / "en.po"
    if not english_path.exists():
        return
    english = catalogue_texts(english_path)
    for path in sorted(folder.glob("*.po")):
        if path == english_path:
            continue
        texts = catalogue_texts(path)
        for key in english:
            if key not in texts:
                yield path, 0, "catalogues", f"no entry for {key}"
            elif not texts[key][1]:
                yield path, texts[key][0], "catalogues", f"{key} is not translated"
        for key, (line, _) in texts.items():
            if key not in english:
                yield path, line, "catalogues", f"{key} is not in en.po"


def allowlist(root):
    listed = set()
    path = root / "Resources/Tools/lint-allowlist.txt"
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            entry = line.split("#")[0].split()
            if len(entry) == 2:
                listed.add((entry[0], entry[1]))
    return listed


def findings(root):
    checks = [
        check_layers(root),
        check_weak_references(root),
        check_router_methods(root),
        check_module_inputs(root),
        check_output_names(root),
        check_doc_comments(root),
        check_screens_target(root),
        check_view_reach(root),
        check_imports(root, "CNcursesw", "ncurses", "Sources/TerminalUI/", "only TerminalUI imports the ncurses shim"),
        check_imports(root, "Foundation", "foundation", "Sources/GenerateStrings/",
                      "import FoundationEssentials: the full Foundation brings ICU into every start"),
        check_urls_and_json(root),
        check_interactor_state(root),
        check_writes(root),
        check_user_text(root),
        check_catalogues(root),
    ]
    allowed = allowlist(root)
    for check in checks:
        for path, number, rule, message in check:
            relative = path.relative_to(root).as_posix()
            if (rule, relative) not in allowed:
                yield f"{relative}:{number}: {rule}: {message}"


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    found = list(findings(root))
    for line in found:
        print(line)
    if found:
        print(f"lint: {len(found)} finding{'s' if len(found) != 1 else ''}", file=sys.stderr)
        sys.exit(1)
    print("lint: the module rules hold")


if __name__ == "__main__":
    main()
