#define _XOPEN_SOURCE 700
#define _GNU_SOURCE 1
#include <locale.h>
#include <langinfo.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include "CNcursesw.h"

/* wcwidth answers by LC_CTYPE; measure in a UTF-8 locale of this thread's own, so the width of a
   character never depends on the locale the program was started in. */
int cn_wcwidth(wchar_t character) {
    static __thread locale_t utf8 = (locale_t)0;
    if (utf8 == (locale_t)0) {
        utf8 = newlocale(LC_CTYPE_MASK, "C.UTF-8", (locale_t)0);
    }
    if (utf8 == (locale_t)0) {
        return wcwidth(character);
    }
    locale_t previous = uselocale(utf8);
    int width = wcwidth(character);
    uselocale(previous);
    return width;
}

int cn_put_cluster(WINDOW *window, int row, int column, const wchar_t *characters, int count,
                   attr_t attributes, int pair) {
    wchar_t buffer[CCHARW_MAX + 1];
    int length = count < CCHARW_MAX ? count : CCHARW_MAX;
    for (int index = 0; index < length; index++) {
        buffer[index] = characters[index];
    }
    buffer[length] = L'\0';
    cchar_t cell;
    if (setcchar(&cell, buffer, attributes, 0, &pair) == ERR) {
        return ERR;
    }
    return mvwadd_wch(window, row, column, &cell);
}

static FILE *cn_paste_output = NULL;

static void cn_end_curses(void) {
    cn_disable_bracketed_paste();
    if (!isendwin()) {
        endwin();
    }
}

void cn_enable_bracketed_paste(FILE *output) {
    define_key("\033[200~", CN_KEY_PASTE_START);
    define_key("\033[201~", CN_KEY_PASTE_END);
    cn_paste_output = output;
    fputs("\033[?2004h", output);
    fflush(output);
}

void cn_disable_bracketed_paste(void) {
    if (cn_paste_output == NULL) {
        return;
    }
    fputs("\033[?2004l", cn_paste_output);
    fflush(cn_paste_output);
    cn_paste_output = NULL;
}

void cn_restore_terminal_at_exit(void) {
    static int registered = 0;
    if (!registered) {
        registered = 1;
        atexit(cn_end_curses);
    }
}

int cn_locale_is_utf8(void) {
    return strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
}
