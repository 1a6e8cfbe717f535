"""order_start_up.py reads what ran from callgrind and where the code lies from GNU ld's map, and
writes the script that lays the code a start runs out before the rest."""
import re
import tempfile
import unittest
from pathlib import Path

import order_start_up

COMMITTED_SCRIPT = Path(__file__).resolve().parents[1] / "Linking" / "start-up.ld"

# Each form GNU ld writes an input section in: a long name alone on its line, a short one with its
# address, a library's member, an unnamed function, and a section outside the code.
LINK_MAP = """\
Memory Configuration

.text.start_up  0x0000000000011000     0x1000
 *(".text.TintypeCLI_main")
 .text.TintypeCLI_main
                0x0000000000011000       0x40 /build/release/TintypeCLI.build/TintypeCommand.swift.o
                0x0000000000011000                TintypeCLI_main

.text           0x0000000000012000     0x3000
 .text          0x0000000000012000     0x1000 /toolchain/lib/swift_static/linux/libswiftCore.a(Swift.o)
 .text..L__unnamed_4
                0x0000000000013000       0x20 /build/release/ArgumentParser.build/NameSpecification.swift.o
 .text..L__unnamed_4
                0x0000000000013020       0x20 /build/release/NIOCore.build/ChannelPipeline.swift.o
 .text.$s4Feed4loadyyF
                0x0000000000013040      0x100 /build/release/Tintype.build/Feed.swift.o
 .text.empty    0x0000000000013140        0x0 /build/release/Tintype.build/Feed.swift.o

.rodata         0x0000000000020000      0x100
 .rodata        0x0000000000020000      0x100 /build/release/Tintype.build/Feed.swift.o
"""

# What callgrind writes with --dump-instr=yes --compress-pos=no --compress-strings=no: each
# function's instructions by their address where valgrind loaded the binary (here 0x108000 on),
# except those it files under the binary's path, at their address in the file, and a library's.
PROFILE = """\
ob=???
fn=TintypeCLI_main
0x119000 0 1
0x119004 0 1
calls=1 0x11b040 0
0x119008 0 1
fn=$s4Feed4loadyyF
0x11b040 0 3
fn=$s4Feed4loadyyF'2
0x11b044 0 2
fn=0x11b020
0x11b020 0 1
ob=/tmp/tintype
fn=cn_put_blanks
0x13100 0 4
ob=/usr/lib/x86_64-linux-gnu/libc.so.6
fn=memcpy
0x4a00000 0 9
"""


def written(test, text):
    """A file holding the text, removed when the test ends."""
    folder = tempfile.TemporaryDirectory()
    test.addCleanup(folder.cleanup)
    path = Path(folder.name) / "written"
    path.write_text(text)
    return path


class TextSectionsTests(unittest.TestCase):
    def setUp(self):
        self.map = written(self, LINK_MAP)

    def test_every_input_section_of_the_code_is_read_with_its_address(self):
        # given a map with code in two output sections and data in a third
        # when the code's input sections are read
        sections = order_start_up.text_sections(self.map)
        # then each section with bytes is there, by address, and the data and the empty one are not
        self.assertEqual([(hex(start), name) for start, _, _, name in sections],
                         [("0x11000", ".text.TintypeCLI_main"), ("0x12000", ".text"), ("0x13000", ".text..L__unnamed_4"),
                          ("0x13020", ".text..L__unnamed_4"), ("0x13040", ".text.$s4Feed4loadyyF")])

    def test_a_library_member_keeps_its_library(self):
        # given a map with the standard library's file
        # when the code's input sections are read
        sections = order_start_up.text_sections(self.map)
        # then the file is named as the map names it
        self.assertEqual(sections[1][2], "/toolchain/lib/swift_static/linux/libswiftCore.a(Swift.o)")


class FilePatternTests(unittest.TestCase):
    def test_a_library_member_is_matched_as_library_and_member(self):
        # given a member of a toolchain library
        # when its pattern is made
        pattern = order_start_up.file_pattern("/opt/swift/usr/lib/swift_static/linux/libswiftCore.a(Swift.o)")
        # then it names the library and the member, not the toolchain's folder
        self.assertEqual(pattern, "*libswiftCore.a:Swift.o")

    def test_an_object_is_matched_by_its_target_and_name(self):
        # given an object of the build
        # when its pattern is made
        pattern = order_start_up.file_pattern("/work/main/.build/x86_64-unknown-linux-gnu/release/ArgumentParser.build/Option.swift.o")
        # then the machine's folders are left out
        self.assertEqual(pattern, "*ArgumentParser.build/Option.swift.o")


    def test_an_object_in_a_folder_of_its_target_keeps_the_folder(self):
        # given a C++ target's object under its Sources folder
        # when its pattern is made
        pattern = order_start_up.file_pattern("/work/main/.build/x86_64-unknown-linux-gnu/release/CTOML.build/Sources/Table.cpp.o")
        # then the target names it, so that another target's Table.cpp.o is not taken with it
        self.assertEqual(pattern, "*CTOML.build/Sources/Table.cpp.o")


class PlacementsTests(unittest.TestCase):
    def setUp(self):
        self.sections = order_start_up.text_sections(written(self, LINK_MAP))

    def test_a_section_named_once_in_the_link_is_named_alone(self):
        # given an address inside a function's own section
        # when it is placed
        statements = order_start_up.placements([0x13050], self.sections)
        # then the statement names the section, whatever file it is in
        self.assertEqual(statements, ['*(".text.$s4Feed4loadyyF")'])

    def test_a_section_named_in_several_files_is_named_with_its_file(self):
        # given an address in the second of two files' `.L__unnamed_4`
        # when it is placed
        statements = order_start_up.placements([0x13024], self.sections)
        # then the statement names that file
        self.assertEqual(statements, ['*NIOCore.build/ChannelPipeline.swift.o(".text..L__unnamed_4")'])

    def test_each_section_is_placed_once_in_the_order_first_run(self):
        # given addresses in the feed's function, then main, then the feed's again
        # when they are placed
        statements = order_start_up.placements([0x13040, 0x11010, 0x13060], self.sections)
        # then the feed's section comes first and once
        self.assertEqual(statements, ['*(".text.$s4Feed4loadyyF")', '*(".text.TintypeCLI_main")'])

    def test_an_address_outside_the_code_is_left_out(self):
        # given an address between sections (the empty one's) and one past the code
        # when they are placed
        statements = order_start_up.placements([0x13140, 0x90000], self.sections)
        # then nothing is placed
        self.assertEqual(statements, [])


class ProfileTests(unittest.TestCase):
    def setUp(self):
        self.profile = written(self, PROFILE)
        self.symbols = {"TintypeCLI_main": [0x11000], "$s4Feed4loadyyF": [0x13040], "cn_put_blanks": [0x13100]}

    def test_each_function_keeps_its_instructions_and_a_recursion_is_the_same_function(self):
        # given a profile where the feed's function is also entered recursively
        # when the instructions run are read
        run = order_start_up.instructions_run(self.profile)["???"]
        # then the recursive call's instructions are the function's own, and a call's target is not one
        self.assertEqual(run["$s4Feed4loadyyF"], [0x11B040, 0x11B044])

    def test_the_load_address_is_what_the_symbols_and_the_profile_differ_by(self):
        # given the profile and the symbols' addresses in the file
        run = order_start_up.instructions_run(self.profile)["???"]
        # when the load address is found
        base = order_start_up.load_address(run, self.symbols)
        # then it is where valgrind put the binary
        self.assertEqual(base, 0x108000)

    def test_the_functions_filed_under_the_binarys_path_are_at_their_address_in_the_file(self):
        # given the profile's functions filed under the binary's path
        run = order_start_up.instructions_run(self.profile)["/tmp/tintype"]
        # when their load address is found
        base = order_start_up.load_address(run, self.symbols)
        # then they need no moving
        self.assertEqual(base, 0)

    def test_a_librarys_functions_have_no_load_address_of_the_binary(self):
        # given the profile's functions of libc
        run = order_start_up.instructions_run(self.profile)["/usr/lib/x86_64-linux-gnu/libc.so.6"]
        # when their load address is found
        base = order_start_up.load_address(run, self.symbols)
        # then there is none
        self.assertIsNone(base)


class LinkerScriptTests(unittest.TestCase):
    def test_the_statements_keep_their_order(self):
        # given two statements in the order a start runs them
        statements = ['*(".text.TintypeCLI_main")', '*libswiftCore.a:Swift.o(".text")']
        # when the script is written
        script = order_start_up.linker_script(statements)
        # then they come in that order, before the unnamed thunks
        lines = [line.strip() for line in script.splitlines() if line.startswith("    ")]
        self.assertEqual(lines, statements + ["*(.text..L__unnamed_*)"])

    def test_the_section_goes_before_the_rest_of_the_code(self):
        # given any statement
        # when the script is written
        script = order_start_up.linker_script(['*(".text.TintypeCLI_main")'])
        # then GNU ld inserts its output section before .text rather than replacing its default script
        self.assertTrue(script.rstrip().endswith("INSERT BEFORE .text;"))


class CommittedScriptTests(unittest.TestCase):
    def test_the_committed_script_starts_with_the_runtime_a_start_runs_first(self):
        # given the script Package.swift links the release with
        script = COMMITTED_SCRIPT.read_text()
        # when the files of its statements are read
        files = re.findall(r"^    (\S*)\(", script, re.MULTILINE)
        # then the standard library and the command's entry are among the first placed
        self.assertIn("*libswiftCore.a:Swift.o", files[:20])

    def test_every_statement_of_the_committed_script_is_one_the_linker_reads(self):
        # given the script Package.swift links the release with (only a release build reads it)
        script = COMMITTED_SCRIPT.read_text()
        # when its statements are read
        statements = script.split("  {\n", 1)[1].split("\n  }", 1)[0].splitlines()
        # then each is a file pattern and a quoted section, or the unnamed thunks' wildcard
        malformed = [line for line in statements
                     if not re.fullmatch(r'    \*[^\s()"]*\("\.text[^"\s]*"\)|    \*\(\.text\.\.L__unnamed_\*\)', line)]
        self.assertEqual(malformed, [])


if __name__ == "__main__":
    unittest.main()
