#ifndef AIRFIT_CREADLINE_SHIM_H
#define AIRFIT_CREADLINE_SHIM_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <readline/readline.h>
#include <readline/history.h>

/* Small accessors, so Swift never touches readline's mutable globals directly. */

static inline void airfit_rl_configure(const char *name, char **(*completion)(const char *, int, int),
                                       void (*display)(char **, int, int)) {
    rl_readline_name = name;
    rl_catch_signals = 0;  /* airfit handles SIGINT itself */
    rl_catch_sigwinch = 0; /* and SIGWINCH: it wakes the reading thread, which resizes */
    rl_attempted_completion_function = completion;
    rl_completion_display_matches_hook = display;
    /* An edited recalled entry is put back as it was when a line is entered, so moving
       through history and editing never changes what history holds. */
    rl_variable_bind("revert-all-at-newline", "on");
}

/* The text before the cursor (completion looks at what precedes the word being completed). */
static inline char *airfit_rl_text_before_cursor(void) {
    if (rl_line_buffer == NULL) return strdup("");
    return strndup(rl_line_buffer, (size_t)(rl_point < 0 ? 0 : rl_point));
}

/* Shows `display[1...count]` (entry 0 is readline's common prefix, not shown) as the
   completion list, then redraws the prompt and the line. */
static inline void airfit_rl_show_matches(char **display, int count, int longest) {
    rl_crlf();
    rl_display_match_list(display, count, longest);
    rl_forced_update_display();
}

/* Shows `lines[0..<count]` one a line (matches with descriptions), then redraws. */
static inline void airfit_rl_show_lines(char **lines, int count) {
    FILE *out = rl_outstream ? rl_outstream : stdout;
    rl_crlf();
    for (int i = 0; i < count; i++) fprintf(out, "%s\n", lines[i]);
    fflush(out);
    rl_forced_update_display();
}

/* The newest history entry's text, or NULL. */
static inline const char *airfit_history_last(void) {
    HIST_ENTRY *entry = history_length > 0 ? history_get(history_base + history_length - 1) : NULL;
    return entry ? entry->line : NULL;
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
