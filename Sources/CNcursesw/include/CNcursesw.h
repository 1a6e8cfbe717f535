#ifndef CNCURSESW_H
#define CNCURSESW_H

/* The wide-character API of curses.h is only declared with these defines, and defines passed
   through cSettings never reach Swift's importer, so they live here. */
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <stdio.h>
#include <wchar.h>
#include <curses.h>
#include <panel.h>

/* Attribute macros are not importable into Swift. */
static inline attr_t cn_a_normal(void) { return A_NORMAL; }
static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }

/* Globals are not concurrency-safe in Swift 6; read them through functions. */
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }

static inline int cn_key_code_yes(void) { return KEY_CODE_YES; }
static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline WINDOW *cn_curscr(void) { return curscr; }
static inline FILE *cn_stdout(void) { return stdout; }
static inline FILE *cn_stdin(void) { return stdin; }

/* Whether LC_CTYPE of the process speaks UTF-8. */
int cn_locale_is_utf8(void);

/* Glibc's wcwidth belongs to the Glibc module and is not visible next to curses. */
int cn_wcwidth(wchar_t character);

/* Draws one grapheme (a base character and its combining or joined scalars) at the cursor. */
int cn_put_cluster(WINDOW *window, int row, int column, const wchar_t *characters, int count,
                   attr_t attributes, int pair);

/* Writes count blanks from (row, column), each as cn_put_cluster would write one, with the blank
   made once: a row's background costs one call rather than a grapheme walk per cell. */
void cn_put_blanks(WINDOW *window, int row, int column, int count, attr_t attributes, int pair);

/* Registers an exit handler that ends curses mode, so the terminal is given back even when the
   process leaves through exit() from anywhere. */
void cn_restore_terminal_at_exit(void);

/* Saves the terminal's modes (call before curses starts) and installs handlers for SIGABRT,
   SIGSEGV, SIGBUS, SIGQUIT, SIGILL, SIGFPE and SIGTRAP that put them back and undo the screen's
   modes with async-signal-safe calls, then hand the signal to whatever handled it before. */
void cn_restore_terminal_on_crash(int terminal_fd);

/* The first column of a screen row that the next doupdate will write, -1 when it writes none of
   it: where the composed screen (newscr) differs from what the terminal shows (curscr). doupdate
   skips the unchanged start of a line, and may write anything after it. Leaves both cursors be. */
int cn_first_change_in_line(int row);

/* Has the next doupdate write a rectangle of the screen again, whatever ncurses believes it
   shows: a picture painted there by the app is leaving. Forgets what the terminal shows there
   (wredrawln on a window of the rectangle) and marks the rows of the composed screen as changed,
   since doupdate only looks at rows the composed screen marks. */
void cn_invalidate_cells(int row, int column, int rows, int columns);
/* The bytes that set the terminal's attributes and colour pair as ncurses would, into `buffer`;
   their count, or -1 when they do not fit. */
int cn_attribute_sequence(attr_t attributes, int pair, char *buffer, int capacity);

/* The place of a string capability (its terminfo name, "csr") in a compiled entry's string
   offsets, as this ncurses numbers them; -1 for a name it does not know. */
int cn_string_capability_index(const char *name);

/* Key codes for the terminal's bracketed paste marks, past every code ncurses uses. */
#define CN_KEY_PASTE_START (KEY_MAX + 1)
#define CN_KEY_PASTE_END (KEY_MAX + 2)

/* Asks the terminal to bracket pasted text and teaches ncurses the two marks as keys. */
void cn_enable_bracketed_paste(FILE *output);
/* Turns bracketing off again; safe to call when it was never on. */
void cn_disable_bracketed_paste(void);
/* Asks the terminal to report clicks and the wheel (modes 1000 and 1006, SGR form). */
void cn_enable_mouse(FILE *output);
/* Turns the reports off again; safe to call when they were never on. */
void cn_disable_mouse(void);

#endif
