#!/usr/bin/env python3
"""Writes a new VIPER module and its tests from Resources/Templates.

    generate_module.py NAME [--purpose TEXT] [--no-register] [--no-catalogue] [--root DIR]

NAME is the module's name in UpperCamelCase, without "Module" (Likes, Conversations). The module
goes to Sources/Tintype/Flows/NAME, its tests with spies to Tests/TintypeTests/Flows/NAME, and,
unless --no-register, its factory method into ModuleFactory, Modules and the tests'
ModuleFactorySpy, so that any router can open it. Unless --no-catalogue, the module's title goes
into Resources/Locales/en.po, and into every other catalogue untranslated, which `make lint` then
asks for; `make strings` writes its accessor. The generated module compiles and its tests pass as
written; what the module does is then written into it.
"""
import argparse
import re
import sys
from pathlib import Path

MARKER = "// `make module NAME=…` adds the factory methods of new modules above this line."
REGISTRATIONS = {
    "ModuleFactory.swift.part": "Sources/Tintype/Application/Factories/ModuleFactory.swift",
    "Modules.swift.part": "Sources/TintypeApp/Application/Factories/Modules.swift",
    "ModuleFactorySpy.swift.part": "Tests/TintypeTests/Support/ModuleFactorySpy.swift",
}


def words(name):
    return re.findall(r"[A-Z][a-z0-9]*", name)


def title_of(name):
    parts = words(name)
    return " ".join([parts[0]] + [part.lower() for part in parts[1:]])


def title_key(name):
    return name[0].lower() + name[1:] + "Title"


def substitute(text, name, purpose, in_catalogue=False):
    title = title_of(name)
    title_text = f"Strings.{title_key(name)}" if in_catalogue else f'"{title}"'
    return (text.replace("__Module__", name)
                .replace("__module__", title.lower())
                .replace("__TitleText__", title_text)
                .replace("__Title__", title)
                .replace("__purpose__", purpose))


def add_title_to_catalogues(root, name):
    """The title's entry in English, and the same entry waiting for its translation elsewhere."""
    key = title_key(name)
    for catalogue in sorted((root / "Resources/Locales").glob("*.po")):
        text = catalogue.read_text(encoding="utf-8")
        if f'msgctxt "{key}"' in text:
            continue
        entry = f'\nmsgctxt "{key}"\nmsgid "{title_of(name)}"\nmsgstr ""\n'
        catalogue.write_text(text.rstrip("\n") + "\n" + entry, encoding="utf-8")


def write_module(root, name, purpose, in_catalogue):
    templates = root / "Resources/Templates/Module"
    targets = {"Sources": root / "Sources/Tintype/Flows" / name, "Tests": root / "Tests/TintypeTests/Flows" / name}
    for target in targets.values():
        if target.exists():
            sys.exit(f"module: {target.relative_to(root)} exists already; pick another name")
    written = []
    for kind, target in targets.items():
        for template in sorted((templates / kind).rglob("*.swift")):
            destination = target / substitute(str(template.relative_to(templates / kind)), name, purpose)
            destination.parent.mkdir(parents=True, exist_ok=True)
            destination.write_text(substitute(template.read_text(), name, purpose, in_catalogue))
            written.append(destination)
    return written


def register(root, name, purpose):
    for part, path in REGISTRATIONS.items():
        target = root / path
        text = target.read_text()
        if MARKER not in text:
            sys.exit(f"module: {path} has lost its marker line; add the factory method by hand")
        if f"make{name}Module()" in text:
            continue
        addition = substitute((root / "Resources/Templates/Registration" / part).read_text(), name, purpose)
        marker_line = next(line for line in text.splitlines(keepends=True) if MARKER in line)
        target.write_text(text.replace(marker_line, addition + marker_line, 1))


def main():
    parser = argparse.ArgumentParser(description="Write a new VIPER module and its tests from the templates.")
    parser.add_argument("name", help="UpperCamelCase, without 'Module': Likes, Conversations")
    parser.add_argument("--purpose", help="what the module is responsible for, for its comments")
    parser.add_argument("--no-register", action="store_true", help="do not add it to the module factory")
    parser.add_argument("--no-catalogue", action="store_true", help="leave the title a literal, out of the catalogues")
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[2], help="the package's folder")
    arguments = parser.parse_args()
    name = arguments.name
    if not re.fullmatch(r"[A-Z][A-Za-z0-9]*", name) or name.endswith("Module"):
        sys.exit("module: NAME is UpperCamelCase without 'Module', such as Likes or DirectInbox")
    purpose = arguments.purpose or f"the {' '.join(words(name)).lower()} screen"
    in_catalogue = not arguments.no_catalogue
    written = write_module(arguments.root, name, purpose, in_catalogue)
    if in_catalogue:
        add_title_to_catalogues(arguments.root, name)
    if not arguments.no_register:
        register(arguments.root, name, purpose)
    for path in written:
        print(path.relative_to(arguments.root))


if __name__ == "__main__":
    main()
