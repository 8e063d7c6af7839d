#!/bin/sh
# Peak resident memory (VmHWM) of an idle REPL: airfit started in a tmux terminal, read 3 s
# after its prompt appeared. Pass a home to measure an existing one; without, a fresh home.
#   Benchmarks/Scripts/idle-rss.sh .build/release/airfit [HOME]
set -eu
BIN=${1:?usage: idle-rss.sh AIRFIT [HOME]}
HOME_DIR=${2:-$(mktemp -d)/home}
SESSION=airfit-idle-$$
tmux new-session -d -s "$SESSION" -x 100 -y 30 "$BIN --home '$HOME_DIR'"
trap 'tmux kill-session -t "$SESSION" 2>/dev/null || true' EXIT
i=0
until tmux capture-pane -p -t "$SESSION" | grep -q '> *$'; do
    i=$((i + 1)); [ "$i" -lt 100 ] || { echo "no prompt after 10 s" >&2; exit 1; }
    sleep 0.1
done
sleep 3
PID=$(tmux list-panes -t "$SESSION" -F '#{pane_pid}')
grep -E 'VmHWM|VmRSS' "/proc/$PID/status" | tr -s ' \t' ' '
