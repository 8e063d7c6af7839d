#!/usr/bin/env python3
"""What one command costs as a whole process: CPU (user + system, from each run's own rusage)
of `printf 'LINE\\n' | airfit`, median of RUNS runs, in a home holding two weeks of weigh-ins,
meals and workouts and an onboarded profile (made once per binary by this script, with today
pinned).

    Benchmarks/Scripts/commands.py .build/release/airfit [RUNS]
    Benchmarks/Scripts/commands.py BEFORE AFTER [...] --runs 21     # several binaries, interleaved
    Benchmarks/Scripts/commands.py ... --options    # `airfit --home DIR --no-color` instead

airfit is started as a user starts it: `airfit` alone, its home given by AIRFIT_HOME (the
output is a pipe, so there are no colors either way). With --options the home and
`--no-color` are given as arguments, which the argument parser reads (about 5 ms more).

Each line is read from standard input and the program ends at its end, as in a pipe; the home
is the same for every run of a binary (the commands measured only read, and the first offline
reply writes its conversation, which the next run does not read). With several binaries, their
runs alternate (one run of each in turn), so a change in the machine's load hits all of them
alike; each binary gets a home it made itself (a newer one migrates an older home). A binary
outside the package finds `data/` and `Prompts/` through AIRFIT_RESOURCES (set it to the package).
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

OPTIONS = False

def command(binary, home):
    """The command line and environment of a start in `home`."""
    if OPTIONS:
        return [binary, "--home", home, "--no-color"], env()
    return [binary], dict(env(), AIRFIT_HOME=home)

def run(binary, home, line):
    """CPU in ms of one run, from wait4's rusage of that child alone."""
    arguments, environment = command(binary, home)
    process = subprocess.Popen(arguments, stdin=subprocess.PIPE,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment)
    process.stdin.write((line + "\n").encode())
    process.stdin.close()
    _, _, usage = os.wait4(process.pid, 0)
    process.returncode = 0  # reaped above
    return (usage.ru_utime + usage.ru_stime) * 1000

def main():
    global OPTIONS
    args = sys.argv[1:]
    if "--options" in args:
        OPTIONS = True
        args.remove("--options")
    runs = 21
    if "--runs" in args:
        index = args.index("--runs")
        runs = int(args[index + 1])
        del args[index:index + 2]
    elif len(args) == 2 and args[1].isdigit():
        runs = int(args.pop())
    binaries = args
    with tempfile.TemporaryDirectory() as root:
        homes = {}
        for number, binary in enumerate(binaries):
            homes[binary] = os.path.join(root, f"home{number}")
            os.makedirs(homes[binary])
            arguments, environment = command(binary, homes[binary])
            subprocess.run(arguments, input=SETUP.encode(), env=environment,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        for line in LINES:
            cpu = {binary: [] for binary in binaries}
            for binary in binaries:
                run(binary, homes[binary], line)  # once unmeasured: the page cache holds the binary and the home
            for _ in range(runs):
                for binary in binaries:
                    cpu[binary].append(run(binary, homes[binary], line))
            for binary in binaries:
                label = f"{line!r:34}" + (f" {binary}" if len(binaries) > 1 else "")
                values = cpu[binary]
                print(f"{label} CPU median {statistics.median(values):6.1f} ms (min {min(values):.1f}, max {max(values):.1f}), {runs} runs")
    print("load:", " ".join(open("/proc/loadavg").read().split()[:3]))

main()
