// A thin shim over the system libedit (libedit-dev on Debian/Ubuntu, part of macOS) with
// stable names.
//
// This header includes no libedit header: Swift sees only an opaque handle, stdint types and
// these lc_edit_ functions, so the module builds the same against any libedit version.
#ifndef LABELCOPY_CEDIT_H
#define LABELCOPY_CEDIT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An open line editor on the process's standard input and output.
typedef struct lc_edit lc_edit;

/// Opens a line editor (emacs key bindings) for `program` that keeps at most `history_limit`
/// lines of history. Sets LC_CTYPE from the environment first, and falls back to a UTF-8
/// locale when the environment names none, so multibyte input is not lost. Handles SIGINT
/// until lc_edit_close, so Ctrl-C abandons a line instead of ending the process. NULL on failure.
lc_edit *lc_edit_open(const char *program, int32_t history_limit);

/// Sets the prompt shown before each line (copied).
void lc_edit_set_prompt(lc_edit *editor, const char *prompt);

/// Reads one line with editing. Returns the line's UTF-8 bytes without its line break
/// (valid until the next call or lc_edit_close) and stores their count in `length`.
/// Returns NULL with `length` -1 when Ctrl-C (SIGINT) abandoned the line, and NULL with
/// `length` 0 at end of input (Ctrl-D on an empty line) or on a read error.
const char *lc_edit_read_line(lc_edit *editor, int32_t *length);

/// Adds a line to the in-memory history that the arrow keys walk. 0 on success, -1 on error.
int32_t lc_edit_add_history(lc_edit *editor, const char *line);

/// Restores the terminal and frees the editor.
void lc_edit_close(lc_edit *editor);

#ifdef __cplusplus
}
#endif

#endif
