#include "CEdit.h"

#include <histedit.h>
#include <langinfo.h>
#include <errno.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct lc_edit {
    EditLine *line;
    History *history;
    char *prompt;
    char *buffer;
    size_t capacity;
    struct sigaction previous_interrupt;
    int handles_interrupt;
};

static volatile sig_atomic_t lc_edit_interrupted = 0;

static void lc_edit_on_interrupt(int signal_number) {
    (void)signal_number;
    lc_edit_interrupted = 1;
}

static char *lc_edit_prompt(EditLine *line) {
    struct lc_edit *editor = NULL;
    el_get(line, EL_CLIENTDATA, &editor);
    return editor != NULL && editor->prompt != NULL ? editor->prompt : "";
}

// libedit decodes input with the C library's multibyte functions: in the "C" locale every
// byte past ASCII is dropped. Titles are UTF-8, so a process started without LANG (cron,
// a bare container) still gets a UTF-8 LC_CTYPE.
static void lc_edit_choose_locale(void) {
    setlocale(LC_CTYPE, "");
    const char *codeset = nl_langinfo(CODESET);
    if (codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0)) return;
    if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) setlocale(LC_CTYPE, "en_US.UTF-8");
}

lc_edit *lc_edit_open(const char *program, int32_t history_limit) {
    lc_edit_choose_locale();
    struct lc_edit *editor = calloc(1, sizeof *editor);
    if (editor == NULL) return NULL;
    editor->line = el_init(program != NULL ? program : "labelcopy", stdin, stdout, stderr);
    editor->history = history_init();
    if (editor->line == NULL || editor->history == NULL) {
        lc_edit_close(editor);
        return NULL;
    }
    // Ctrl-C abandons the line being typed, as in a shell, rather than ending the session.
    // libedit's own handler (EL_SIGNAL) restores the terminal and then re-raises the signal
    // to this handler; without SA_RESTART the pending read returns and el_gets gives up.
    struct sigaction interrupt;
    memset(&interrupt, 0, sizeof interrupt);
    interrupt.sa_handler = lc_edit_on_interrupt;
    sigemptyset(&interrupt.sa_mask);
    editor->handles_interrupt = sigaction(SIGINT, &interrupt, &editor->previous_interrupt) == 0;
    HistEvent event;
    history(editor->history, &event, H_SETSIZE, history_limit > 0 ? (int)history_limit : 1000);
    history(editor->history, &event, H_SETUNIQUE, 1);
    el_set(editor->line, EL_CLIENTDATA, editor);
    el_set(editor->line, EL_EDITOR, "emacs");
    // Lets libedit restore the terminal's modes when a signal (Ctrl-C, Ctrl-Z) arrives.
    el_set(editor->line, EL_SIGNAL, 1);
    el_set(editor->line, EL_HIST, history, editor->history);
    el_set(editor->line, EL_PROMPT, lc_edit_prompt);
    // The user's ~/.editrc key bindings apply, as in other libedit programs.
    el_source(editor->line, NULL);
    return editor;
}

void lc_edit_set_prompt(lc_edit *editor, const char *prompt) {
    if (editor == NULL) return;
    char *copy = strdup(prompt != NULL ? prompt : "");
    if (copy == NULL) return;
    free(editor->prompt);
    editor->prompt = copy;
}

const char *lc_edit_read_line(lc_edit *editor, int32_t *length) {
    if (length != NULL) *length = 0;
    if (editor == NULL) return NULL;
    int count = 0;
    lc_edit_interrupted = 0;
    const char *line = el_gets(editor->line, &count);
    if (lc_edit_interrupted) {
        if (length != NULL) *length = -1;
        return NULL;
    }
    if (line == NULL || count <= 0) return NULL;
    size_t size = (size_t)count;
    while (size > 0 && (line[size - 1] == '\n' || line[size - 1] == '\r')) size--;
    // el_gets's buffer changes on the next edit, so the caller gets a copy it may keep
    // until the next read.
    if (size + 1 > editor->capacity) {
        char *grown = realloc(editor->buffer, size + 1);
        if (grown == NULL) return NULL;
        editor->buffer = grown;
        editor->capacity = size + 1;
    }
    memcpy(editor->buffer, line, size);
    editor->buffer[size] = '\0';
    if (length != NULL) *length = (int32_t)size;
    return editor->buffer;
}

int32_t lc_edit_add_history(lc_edit *editor, const char *line) {
    if (editor == NULL || editor->history == NULL || line == NULL) return -1;
    HistEvent event;
    return history(editor->history, &event, H_ENTER, line) < 0 ? -1 : 0;
}

void lc_edit_close(lc_edit *editor) {
    if (editor == NULL) return;
    if (editor->handles_interrupt) sigaction(SIGINT, &editor->previous_interrupt, NULL);
    if (editor->line != NULL) el_end(editor->line);
    if (editor->history != NULL) history_end(editor->history);
    free(editor->prompt);
    free(editor->buffer);
    free(editor);
}
