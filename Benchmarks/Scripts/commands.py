#!/usr/bin/env python3
"""What one command costs as a whole process: CPU (user + system, from each run's own rusage)
of `printf 'LINE\\n' | airfit`, median of RUNS runs, in a home holding two weeks of weigh-ins,
meals and workouts and an onboarded profile (made once by this script, with today pinned).

    Benchmarks/Scripts/commands.py .build/release/airfit [RUNS]

Each line is read from standard input and the program ends at its end, as in a pipe; the home
is the same for every run (the commands measured only read, and the first offline reply
writes its conversation, which the next run does not read).
"""
import os, statistics, subprocess, sys, tempfile

TODAY = "2026-11-24"
SETUP = """I'm Sam. I weigh 82 kg, 178 cm, 34 years old, male
desk job, I walk a bit
lose fat
3 days a week
""" + "".join(f":weight {82.4 - 0.1 * i:.1f} --date 2026-11-{10 + i}\n" for i in range(14)) + "".join(
    f":food 2 eggs and a slice of toast --date 2026-11-{10 + i}\n"
    f":food 150 g chicken breast and 200 g rice --date 2026-11-{10 + i}\n" for i in range(15)) + "".join(
    f":workout squat 3x5 100kg, bench 3x8 60kg --date 2026-11-{10 + i}\n" for i in range(0, 15, 2)) + ":quit\n"

LINES = [":quit", ":today", ":week", ":weight --chart", "how much protein should I eat?"]

def env():
    return dict(os.environ, AIRFIT_TODAY=TODAY)

def run(binary, home, line):
    """CPU in ms of one run, from wait4's rusage of that child alone."""
    process = subprocess.Popen([binary, "--home", home, "--no-color"], stdin=subprocess.PIPE,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env())
    process.stdin.write((line + "\n").encode())
    process.stdin.close()
    _, _, usage = os.wait4(process.pid, 0)
    process.returncode = 0  # reaped above
    return (usage.ru_utime + usage.ru_stime) * 1000

def main():
    binary = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 21
    with tempfile.TemporaryDirectory() as home:
        subprocess.run([binary, "--home", home, "--no-color"], input=SETUP.encode(), env=env(),
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        for line in LINES:
            run(binary, home, line)  # once unmeasured: the page cache holds the binary and the home
            cpu = [run(binary, home, line) for _ in range(runs)]
            print(f"{line!r:34} CPU median {statistics.median(cpu):6.1f} ms (min {min(cpu):.1f}, max {max(cpu):.1f}), {runs} runs")
    print("load:", " ".join(open("/proc/loadavg").read().split()[:3]))

main()
