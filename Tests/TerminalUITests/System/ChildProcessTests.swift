import Testing

@testable import TerminalUI

struct ChildProcessTests {
    @Test func testThatTheOutputOfAProgramIsReturned() {
        // given
        let arguments = ["hello", "there"]
        // when
        let output = ChildProcess.output(of: "/bin/echo", arguments)
        // then
        #expect(output.map { String(decoding: $0, as: UTF8.self) } == "hello there\n")
    }

    @Test func testThatTheInputReachesTheProgram() {
        // given
        let input = Array("line one\nline two\n".utf8)
        // when
        let output = ChildProcess.output(of: "/bin/cat", [], input: input)
        // then
        #expect(output == input)
    }

    @Test func testThatTheProgramInheritsOnlyTheStandardDescriptors() {
        // given
        let script = "ls /proc/$$/fd"
        // when
        let output = ChildProcess.output(of: "/bin/sh", ["-c", script])
        // then
        #expect(output.map { String(decoding: $0, as: UTF8.self).split(separator: "\n") } == ["0", "1", "2"])
    }

    @Test func testThatAProgramThatFailsGivesNothing() {
        // given
        let path = "/bin/false"
        // when
        let output = ChildProcess.output(of: path, [])
        // then
        #expect(output == nil)
    }

    @Test func testThatAMissingProgramGivesNothing() {
        // given
        let path = "/nonexistent/program"
        // when
        let output = ChildProcess.output(of: path, [])
        // then
        #expect(output == nil)
    }

    @Test func testThatWhatAProgramWritesToStandardErrorIsLeftOut() {
        // given
        let script = "echo out; echo err >&2"
        // when
        let output = ChildProcess.output(of: "/bin/sh", ["-c", script])
        // then
        #expect(output.map { String(decoding: $0, as: UTF8.self) } == "out\n")
    }

    @Test func testThatAStartedProgramRunsOnItsOwn() async throws {
        // given
        let marker = "/tmp/tintype-child-\(UInt32.random(in: 0...UInt32.max))"
        // when
        let started = ChildProcess.start("/bin/sh", ["-c", "touch \(marker)"])
        // then
        #expect(started)
        let deadline = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < deadline, ChildProcess.output(of: "/bin/ls", [marker]) == nil {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(ChildProcess.output(of: "/bin/rm", [marker]) != nil)
    }
}
