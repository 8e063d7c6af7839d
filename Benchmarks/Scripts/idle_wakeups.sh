#!/bin/bash
# Wakeups of an idle REPL in a terminal (tmux): the timeslices its threads ran over 10 s
# (/proc/PID/task/*/schedstat, third field) and the CPU they used, then 11 s of strace on the
# calls an idle loop makes. Usage: Benchmarks/Scripts/idle_wakeups.sh BINARY NAME
B=$1; N=$2; H=/tmp/h17idle-$N; rm -rf $H; mkdir -p $H
tmux new-session -d -s idle$N -x 100 -y 30 "AIRFIT_NOHISTORY=1 $B --home $H"
sleep 4
PID=$(pgrep -f "$B --home $H" | head -1)
declare -A A C
for t in /proc/$PID/task/*; do set -- $(cat $t/schedstat); A[$t]=$3; C[$t]=$1; done
sleep 10
n=0; c=0
for t in "${!A[@]}"; do [ -e $t/schedstat ] || continue; set -- $(cat $t/schedstat); n=$((n + $3 - ${A[$t]})); c=$((c + $1 - ${C[$t]})); done
echo "$N: threads $(ls /proc/$PID/task | wc -l); wakeups (timeslices) in 10 s: $n; cpu: $((c/1000)) us"
timeout 11 strace -f -tt -p $PID -o /tmp/strace-$N-tt.txt -e trace=poll,epoll_wait,timerfd_settime,ioctl >/dev/null 2>&1
grep -c "" /tmp/strace-$N-tt.txt; awk '{print $3}' /tmp/strace-$N-tt.txt | cut -d'(' -f1 | sort | uniq -c
tmux kill-session -t idle$N
