#!/usr/bin/env python3
"""Start-up cost of `printf ':quit\\n' | airfit`: CPU (user + system) and peak resident
memory, from each run's own rusage (wait4), median of RUNS runs, in a fresh home each time
and in HOME100K (a home holding 100,000 messages; make one with home-100k.sh).

    Benchmarks/Scripts/startup.py .build/release/airfit [HOME100K] [RUNS]
"""
import os, statistics, subprocess, sys, tempfile

def run(binary, home):
    """CPU in ms and peak RSS in KB of one run, from wait4's rusage of that child alone."""
    process = subprocess.Popen([binary, "--home", home, "--no-color"], stdin=subprocess.PIPE,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    process.stdin.write(b":quit\n")
    process.stdin.close()
    _, _, usage = os.wait4(process.pid, 0)
    process.returncode = 0  # reaped above
    return (usage.ru_utime + usage.ru_stime) * 1000, usage.ru_maxrss

def measure(label, binary, homes, runs):
    samples = [run(binary, next(homes)) for _ in range(runs)]
    cpu = [s[0] for s in samples]
    rss = [s[1] / 1024 for s in samples]
    print(f"{label}: CPU median {statistics.median(cpu):.1f} ms (min {min(cpu):.1f}, max {max(cpu):.1f}), "
          f"peak RSS median {statistics.median(rss):.1f} MB (max {max(rss):.1f}), {runs} runs")

def main():
    binary = sys.argv[1]
    big = sys.argv[2] if len(sys.argv) > 2 and sys.argv[2] else None
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 21
    with tempfile.TemporaryDirectory() as folder:
        fresh = (os.path.join(folder, f"home{i}") for i in range(10**6))
        measure("fresh home", binary, fresh, runs)
        if big:
            measure("100,000 messages", binary, iter(lambda: big, None), runs)
    print("load:", " ".join(open("/proc/loadavg").read().split()[:3]))

main()
