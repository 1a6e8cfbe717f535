#define _XOPEN_SOURCE 700
#define _GNU_SOURCE 1
#include <locale.h>
#include <signal.h>
#include <termios.h>
#include <unistd.h>
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

void cn_put_blanks(WINDOW *window, int row, int column, int count, attr_t attributes, int pair) {
    cchar_t blank;
    if (setcchar(&blank, L" ", attributes, 0, &pair) == ERR) {
        return;
    }
    for (int offset = 0; offset < count; offset++) {
        mvwadd_wch(window, row, column + offset, &blank);
    }
}

static FILE *cn_paste_output = NULL;

static FILE *cn_mouse_output = NULL;

static void cn_end_curses(void) {
    cn_disable_bracketed_paste();
    cn_disable_mouse();
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

void cn_enable_mouse(FILE *output) {
    cn_mouse_output = output;
    fputs("\033[?1000h\033[?1006h", output);
    fflush(output);
}

void cn_disable_mouse(void) {
    if (cn_mouse_output == NULL) {
        return;
    }
    fputs("\033[?1006l\033[?1000l", cn_mouse_output);
    fflush(cn_mouse_output);
    cn_mouse_output = NULL;
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

/* The terminal as it was before curses changed it, and the bytes that undo what curses and the
   app turned on: bracketed paste, the alternate screen, a hidden cursor, colours, the title. A crash handler
   may only call async-signal-safe functions: tcsetattr, write, sigaction and raise are; endwin is
   not, so the handler writes these itself. */
static struct termios cn_saved_modes;
static int cn_saved_modes_valid = 0;
static int cn_terminal_fd = -1;
static const char cn_reset_sequence[] = "\033[?2004l\033[?1006l\033[?1000l\033[0m\033[?25h\033[?1049l\033[23;0t\r\n";
static const int cn_crash_signals[] = {SIGABRT, SIGSEGV, SIGBUS, SIGQUIT, SIGILL, SIGFPE, SIGTRAP};
#define CN_CRASH_SIGNAL_COUNT (int)(sizeof(cn_crash_signals) / sizeof(cn_crash_signals[0]))
static struct sigaction cn_previous_actions[CN_CRASH_SIGNAL_COUNT];
static char cn_alternate_stack[64 * 1024];

static void cn_restore_from_crash(int signal_number) {
    if (cn_terminal_fd >= 0) {
        if (cn_saved_modes_valid) {
            tcsetattr(cn_terminal_fd, TCSANOW, &cn_saved_modes);
        }
        ssize_t ignored = write(cn_terminal_fd, cn_reset_sequence, sizeof(cn_reset_sequence) - 1);
        (void)ignored;
    }
    /* Then whatever was there before (the runtime's backtrace, or the default: a core dump). */
    for (int index = 0; index < CN_CRASH_SIGNAL_COUNT; index++) {
        if (cn_crash_signals[index] == signal_number) {
            sigaction(signal_number, &cn_previous_actions[index], NULL);
        }
    }
    raise(signal_number);
}

void cn_restore_terminal_on_crash(int terminal_fd) {
    cn_terminal_fd = terminal_fd;
    cn_saved_modes_valid = tcgetattr(terminal_fd, &cn_saved_modes) == 0;
    /* A stack overflow leaves no stack to run the handler on: give it one of its own. */
    stack_t stack = {.ss_sp = cn_alternate_stack, .ss_size = sizeof(cn_alternate_stack), .ss_flags = 0};
    sigaltstack(&stack, NULL);
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_handler = cn_restore_from_crash;
    action.sa_flags = SA_ONSTACK | SA_NODEFER;
    sigemptyset(&action.sa_mask);
    for (int index = 0; index < CN_CRASH_SIGNAL_COUNT; index++) {
        sigaction(cn_crash_signals[index], &action, &cn_previous_actions[index]);
    }
}

static int cn_same_cell(const cchar_t *left, const cchar_t *right) {
    wchar_t left_text[CCHARW_MAX + 1];
    wchar_t right_text[CCHARW_MAX + 1];
    attr_t left_attributes = 0;
    attr_t right_attributes = 0;
    short left_pair = 0;
    short right_pair = 0;
    int left_extended = 0;
    int right_extended = 0;
    if (getcchar(left, left_text, &left_attributes, &left_pair, &left_extended) == ERR) return 0;
    if (getcchar(right, right_text, &right_attributes, &right_pair, &right_extended) == ERR) return 0;
    return wcscmp(left_text, right_text) == 0 && left_attributes == right_attributes && left_extended == right_extended;
}

int cn_first_change_in_line(int row) {
    WINDOW *composed = newscr;
    WINDOW *shown = curscr;
    if (composed == NULL || shown == NULL || row < 0 || row > getmaxy(composed) - 1) return -1;
    /* Reading a cell moves the window's cursor, and curscr's cursor is where ncurses believes the
       terminal's is: both are put back. */
    int composed_row = getcury(composed), composed_column = getcurx(composed);
    int shown_row = getcury(shown), shown_column = getcurx(shown);
    int columns = getmaxx(composed);
    int first = -1;
    for (int column = 0; column < columns && first < 0; column++) {
        cchar_t wanted, present;
        if (mvwin_wch(composed, row, column, &wanted) == ERR || mvwin_wch(shown, row, column, &present) == ERR ||
            !cn_same_cell(&wanted, &present)) {
            first = column;
        }
    }
    wmove(composed, composed_row, composed_column);
    wmove(shown, shown_row, shown_column);
    return first;
}

void cn_invalidate_cells(int row, int column, int rows, int columns) {
    if (newscr == NULL || rows <= 0 || columns <= 0) return;
    WINDOW *area = newwin(rows, columns, row, column);
    if (area == NULL) return;
    wredrawln(area, 0, rows);
    delwin(area);
    touchline(newscr, row, rows);
}


/* What vid_puts writes goes here, for the caller to place among bytes of its own. */
static char *attribute_buffer;
static int attribute_capacity;
static int attribute_length;

static int collect_attribute_byte(int byte) {
    if (attribute_length < attribute_capacity) attribute_buffer[attribute_length] = (char)byte;
    attribute_length++;
    return byte;
}

int cn_attribute_sequence(attr_t attributes, int pair, char *buffer, int capacity) {
    attribute_buffer = buffer;
    attribute_capacity = capacity;
    attribute_length = 0;
    /* vid_puts also notes the attributes as the terminal's current ones, so ncurses' idea of the
       terminal stays true once these bytes are written. */
    vid_puts(attributes, 0, &pair, collect_attribute_byte);
    attribute_buffer = NULL;
    return attribute_length <= capacity ? attribute_length : -1;
}
