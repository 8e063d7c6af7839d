#!/usr/bin/env python3
"""Start-up cost of `airfit mcp` (which runs `airfit-mcp` in its place, so one process and
one rusage): a client's handshake (initialize, initialized) and tools/list, then the end of
input; and of `airfit-mcp` started directly. CPU (user + system) and peak resident memory from each
run's own rusage (wait4), median of RUNS runs, a fresh home each time; beside it the REPL's
`printf ':quit\\n' | airfit` for scale, and what an idle server costs per second (IDLE seconds
with its input open after the handshake).

    Benchmarks/Scripts/mcp-startup.py .build/release/airfit [RUNS] [IDLE]
"""
import json, os, statistics, subprocess, sys, tempfile, time

HANDSHAKE = [
    {"jsonrpc": "2.0", "id": 1, "method": "initialize",
     "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "bench", "version": "1"}}},
    {"jsonrpc": "2.0", "method": "notifications/initialized"},
    {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
]

def lines(messages):
    return b"".join(json.dumps(m).encode() + b"\n" for m in messages)

def run(arguments, stdin, idle=0):
    """CPU in ms and peak RSS in KB of one run, from wait4's rusage of that child alone."""
    process = subprocess.Popen(arguments, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    process.stdin.write(stdin)
    process.stdin.flush()
    if idle:
        answered = 0
        while answered < 2:  # both answers read: the handshake is over, the server idles
            if b'"id":' in process.stdout.readline():
                answered += 1
        time.sleep(idle)
    process.stdin.close()
    output = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = 0  # reaped above
    assert status == 0, f"exit status {status}"
    return (usage.ru_utime + usage.ru_stime) * 1000, usage.ru_maxrss, output

def measure(label, make, runs):
    samples = [make() for _ in range(runs)]
    cpu = [s[0] for s in samples]
    rss = [s[1] / 1024 for s in samples]
    print(f"{label}: CPU median {statistics.median(cpu):.1f} ms (min {min(cpu):.1f}, max {max(cpu):.1f}), "
          f"peak RSS median {statistics.median(rss):.1f} MB (max {max(rss):.1f}), {runs} runs")
    return statistics.median(cpu)

def main():
    binary = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 21
    idle = float(sys.argv[3]) if len(sys.argv) > 3 else 10
    with tempfile.TemporaryDirectory() as folder:
        homes = (os.path.join(folder, f"home{i}") for i in range(10**6))
        def mcp():
            cpu, rss, output = run([binary, "mcp", "--home", next(homes)], lines(HANDSHAKE))
            assert output.count(b"\n") == 2 and b'"tools"' in output, output[:200]
            return cpu, rss
        start = measure("airfit mcp: initialize + tools/list", mcp, runs)
        server = os.path.join(os.path.dirname(binary), "airfit-mcp")
        def direct():
            cpu, rss, output = run([server, "--home", next(homes)], lines(HANDSHAKE))
            assert output.count(b"\n") == 2 and b'"tools"' in output, output[:200]
            return cpu, rss
        measure("airfit-mcp started directly: the same", direct, runs)
        measure("airfit (REPL): :quit, for scale", lambda: run([binary, "--home", next(homes), "--no-color"], b":quit\n")[:2], runs)
        idled = measure(f"airfit mcp: the same, then {idle:g} s idle",
                        lambda: run([binary, "mcp", "--home", next(homes)], lines(HANDSHAKE), idle)[:2], 3)
        print(f"idle server: {(idled - start) / idle:.2f} ms of CPU per second")
    print("load:", " ".join(open("/proc/loadavg").read().split()[:3]))

main()
