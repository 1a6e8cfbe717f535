#!/usr/bin/env python3
"""Checks the module rules of the VIPER code style mechanically.

    viper_lint.py [ROOT]

Prints one line a finding, `path:line: rule: what`, and exits 1 when there is any. The rules:

  layers           a module folder under Sources/Tintype/Flows has the five layer folders
  weak-reference   back-references are weak: the presenter's view, the interactor's output, the
                   router's transition handler, a module output
  router-method    a router's methods start with open, close or embed and return nothing
  module-input     a ModuleInput's methods start with configure (setModuleOutput aside)
  api-in-ui        no file under a Presenter/ or View/ folder imports MastodonAPI
  ncurses          only TerminalUI imports the ncurses shim
  urls-and-json    only MastodonAPI builds URLs or decodes JSON (storage's own versioned
                   records, in Core/Storage/Records, are not the API's JSON)

A finding that is known and owned elsewhere goes into lint-allowlist.txt beside this file, as
`rule path  # why`, and is then not reported.
"""
import re
import sys
from pathlib import Path

LAYERS = ("Assembly", "Interactor", "Presenter", "Router", "View")
FLOWS = Path("Sources/Tintype/Flows")
SHARED_FLOW_FOLDERS = {"Common"}
STORAGE_RECORDS = "Sources/Tintype/Core/Storage/Records/"
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
    for number, line in code_lines(path):
        match = re.search(r"\bfunc\s+(\w+)\s*(\([^)]*\))?(.*)", line)
        if match:
            yield number, match.group(1), match.group(3)


def check_router_methods(root):
    for path in swift_files(root, FLOWS):
        if not path.name.endswith("RouterInput.swift"):
            continue
        for number, name, rest in protocol_functions(path):
            if not re.match(r"(open|close|embed)[A-Z]", name):
                yield path, number, "router-method", f"{name} does not start with open, close or embed"
            if "->" in rest:
                yield path, number, "router-method", f"{name} returns a value; router methods return nothing"


def check_module_inputs(root):
    for path in swift_files(root, FLOWS):
        if not path.name.endswith("ModuleInput.swift"):
            continue
        for number, name, _ in protocol_functions(path):
            if not name.startswith("configure") and name != "setModuleOutput":
                yield path, number, "module-input", f"{name} does not start with configure"


def check_imports(root, module, rule, allowed_prefix, why):
    for path in swift_files(root, "Sources"):
        relative = path.relative_to(root).as_posix()
        if relative.startswith(allowed_prefix):
            continue
        for number, line in code_lines(path):
            if re.match(rf"\s*(@testable\s+)?import\s+{module}\b", line):
                yield path, number, rule, why


def check_api_in_ui(root):
    for path in swift_files(root, FLOWS):
        if not {"Presenter", "View"} & set(path.parts):
            continue
        for number, line in code_lines(path):
            if re.match(r"\s*import\s+MastodonAPI\b", line):
                yield path, number, "api-in-ui", "presenters and views see plain objects, never MastodonAPI"


def check_urls_and_json(root):
    pattern = re.compile(r"\b(URLComponents\s*\(|URL\s*\(\s*string:|JSONDecoder\s*\(|JSONSerialization\.)")
    for path in swift_files(root, "Sources"):
        relative = path.relative_to(root).as_posix()
        if relative.startswith("Sources/MastodonAPI/") or relative.startswith(STORAGE_RECORDS):
            continue
        for number, line in code_lines(path):
            match = pattern.search(line)
            if match:
                yield path, number, "urls-and-json", f"{match.group(1).rstrip('( ')} outside MastodonAPI"


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
        check_api_in_ui(root),
        check_imports(root, "CNcursesw", "ncurses", "Sources/TerminalUI/", "only TerminalUI imports the ncurses shim"),
        check_urls_and_json(root),
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
