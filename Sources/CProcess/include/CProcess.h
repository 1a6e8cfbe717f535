#ifndef CPROCESS_H
#define CPROCESS_H

/* How many malloc arenas the process's threads share. glibc gives each thread that allocates
   while another holds the lock an arena of its own, up to eight per core; the app's threads (the
   screen, Swift's pool, the network's event loop) mostly wait, and each arena of their own
   touched pages of memory (BENCHMARKS.md). The cap is set when the program is loaded, before any
   thread starts: glibc has only the arenas made after it obey it. */
#define CP_MALLOC_ARENAS 2

/* How many arenas malloc has now, the main one included; 0 where the C library cannot say. */
int cp_malloc_arena_count(void);

#endif
