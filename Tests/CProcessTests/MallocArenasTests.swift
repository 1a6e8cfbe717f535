import CProcess
import Foundation
import Testing

struct MallocArenasTests {
    @Test func testThatThreadsAllocatingAtOnceShareNoMoreThanTheCappedArenas() {
        // given: eight threads that allocate at the same moment, each many times
        let start = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for _ in 0..<8 {
            done.enter()
            Thread {
                start.wait()
                for size in 0..<20_000 {
                    let block = malloc(64 + size % 512)
                    free(block)
                }
                done.leave()
            }.start()
        }
        // when
        for _ in 0..<8 { start.signal() }
        done.wait()
        // then
        #expect(cp_malloc_arena_count() <= CP_MALLOC_ARENAS)
    }
}
