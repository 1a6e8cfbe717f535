#include "CProcess.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#if defined(__GLIBC__)
__attribute__((constructor)) static void cp_limit_malloc_arenas(void) {
    mallopt(M_ARENA_MAX, CP_MALLOC_ARENAS);
}
#endif

int cp_malloc_arena_count(void) {
#if defined(__GLIBC__)
    char *report = NULL;
    size_t length = 0;
    FILE *stream = open_memstream(&report, &length);
    if (stream == NULL) {
        return 0;
    }
    malloc_info(0, stream);
    fclose(stream);
    int count = 0;
    for (const char *at = report; at != NULL && (at = strstr(at, "<heap nr=")) != NULL; at++) {
        count++;
    }
    free(report);
    return count;
#else
    return 0;
#endif
}
