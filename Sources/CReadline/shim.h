#ifndef AIRFIT_CREADLINE_SHIM_H
#define AIRFIT_CREADLINE_SHIM_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <readline/readline.h>
#include <readline/history.h>

/* Small accessors, so Swift never touches readline's mutable globals directly. */

static inline void airfit_rl_configure(const char *name, char **(*completion)(const char *, int, int)) {
    rl_readline_name = name;
    rl_catch_signals = 0;  /* airfit handles SIGINT itself */
    rl_attempted_completion_function = completion;
}

/* Called from the completion function: no filename completion as a fallback. */
static inline void airfit_rl_completion_over(void) { rl_attempted_completion_over = 1; }

static inline const char *airfit_rl_line_buffer(void) { return rl_line_buffer; }

/* Ctrl-C at the prompt: drop the line, start a fresh prompt. */
static inline void airfit_rl_cancel_line(void) {
    rl_replace_line("", 0);
    rl_crlf();
    rl_on_new_line();
    rl_redisplay();
}

static inline void airfit_rl_resize(void) { rl_resize_terminal(); }
#endif
