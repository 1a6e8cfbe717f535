/* Apart from shim.c: term.h defines every capability's name (lines, columns, ...) as a macro. */
#include <string.h>
#include "CNcursesw.h"
#include <term.h>

int cn_string_capability_index(const char *name) {
    for (int index = 0; strnames[index] != NULL; index++) {
        if (strcmp(strnames[index], name) == 0) {
            return index;
        }
    }
    return -1;
}
