#!/usr/bin/env python3
"""Whole-process network benchmarks of the airfit binary against a loopback server that
speaks OpenAI's streamed chat completions (SSE).

  stream  CPU of a slow reply: one token every --interval seconds, --tokens tokens
  idle    CPU of a REPL that sits at its prompt for --seconds (after a start, and after a reply)
  first   exec -> first reply byte, airfit and simonw's `llm` (pip install llm==0.36)
          alternately in one run, --rounds each

CPU is read from /proc/PID/stat (user + system ticks) and from wait4's rusage; the server
runs in this Python process and is not counted.

  python3 Benchmarks/Scripts/network_bench.py stream --airfit .build-after/release/airfit
"""
import argparse, json, os, socket, statistics, subprocess, sys, tempfile, threading, time

TICK = os.sysconf("SC_CLK_TCK")


def chunk(event):
    data = event.encode()
    return b"%x\r\n%s\r\n" % (len(data), data)


def token_event(text):
    body = {"id": "c", "object": "chat.completion.chunk", "created": 1, "model": "gpt-4o-mini",
            "choices": [{"index": 0, "delta": {"content": text}, "finish_reason": None}]}
    return "data: " + json.dumps(body) + "\n\n"


class Server:
    """Answers every request with `tokens` SSE tokens `interval` seconds apart (chunked)."""

    def __init__(self, tokens, interval):
        self.tokens, self.interval = tokens, interval
        self.sock = socket.socket()
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(64)
        self.port = self.sock.getsockname()[1]
        threading.Thread(target=self.accept, daemon=True).start()

    def accept(self):
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            threading.Thread(target=self.serve, args=(conn,), daemon=True).start()

    def serve(self, conn):
        conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        buffer = b""
        try:
            while True:
                while b"\r\n\r\n" not in buffer:
                    data = conn.recv(65536)
                    if not data:
                        return
                    buffer += data
                head, buffer = buffer.split(b"\r\n\r\n", 1)
                length = 0
                for line in head.split(b"\r\n"):
                    if line.lower().startswith(b"content-length:"):
                        length = int(line.split(b":", 1)[1])
                while len(buffer) < length:
                    buffer += conn.recv(65536)
                buffer = buffer[length:]
                if head.startswith(b"GET"):
                    body = b'{"object":"list","data":[]}'
                    conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body))
                    continue
                conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n")
                for index in range(self.tokens):
                    if index and self.interval:
                        time.sleep(self.interval)
                    conn.sendall(chunk(token_event("tok%d " % index)))
                done = {"id": "c", "object": "chat.completion.chunk", "created": 1, "model": "gpt-4o-mini",
                        "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}],
                        "usage": {"prompt_tokens": 10, "completion_tokens": self.tokens, "total_tokens": 10 + self.tokens}}
                conn.sendall(chunk("data: " + json.dumps(done) + "\n\n") + chunk("data: [DONE]\n\n") + b"0\r\n\r\n")
        except OSError:
            pass
        finally:
            conn.close()


def cpu_seconds(pid):
    with open("/proc/%d/stat" % pid) as handle:
        fields = handle.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def airfit_env(home, port):
    env = {"HOME": home, "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8",
           "OPENAI_API_KEY": "sk-bench-not-real", "OPENAI_BASE_URL": "http://127.0.0.1:%d/v1" % port}
    if "AIRFIT_RESOURCES" in os.environ:
        env["AIRFIT_RESOURCES"] = os.environ["AIRFIT_RESOURCES"]
    return env


def airfit_command(binary, home):
    return [binary, "--home", home, "--no-color", "--provider", "openai", "--model", "gpt-4o-mini"]


def read_until(process, marker, deadline=120):
    seen = b""
    end = time.monotonic() + deadline
    while marker not in seen and time.monotonic() < end:
        data = os.read(process.stdout.fileno(), 65536)
        if not data:
            break
        seen += data
    return seen


def stream(args):
    server = Server(args.tokens, args.interval)
    rows = []
    for _ in range(args.rounds):
        with tempfile.TemporaryDirectory() as home:
            process = subprocess.Popen(airfit_command(args.airfit, home), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                       stderr=subprocess.STDOUT, env=airfit_env(home, server.port))
            started = time.monotonic()
            process.stdin.write(b"hello\n")
            process.stdin.flush()
            read_until(process, b"tok0 ")
            first_cpu, first_at = cpu_seconds(process.pid), time.monotonic()
            read_until(process, b"tok%d " % (args.tokens - 1))
            last_cpu, last_at = cpu_seconds(process.pid), time.monotonic()
            process.stdin.close()
            _, status, usage = os.wait4(process.pid, 0)
            wall = time.monotonic() - started
            rows.append({"stream_cpu": last_cpu - first_cpu, "stream_wall": last_at - first_at,
                         "total_cpu": usage.ru_utime + usage.ru_stime, "total_wall": wall, "status": status})
    for row in rows:
        row["share"] = row["stream_cpu"] / row["stream_wall"]
    print(json.dumps(rows, indent=1))
    shares = sorted(row["share"] for row in rows)
    print("stream: %d tokens, %.2f s apart; CPU while streaming: median %.2f%% of a core (min %.2f%%, max %.2f%%); "
          "whole run incl. start-up: median %.3f s CPU over %.1f s" % (
              args.tokens, args.interval, 100 * statistics.median(shares), 100 * shares[0], 100 * shares[-1],
              statistics.median(r["total_cpu"] for r in rows), statistics.median(r["total_wall"] for r in rows)))


def idle(args):
    server = Server(3, 0)
    with tempfile.TemporaryDirectory() as home:
        process = subprocess.Popen(airfit_command(args.airfit, home), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT, env=airfit_env(home, server.port))
        time.sleep(3)
        before = cpu_seconds(process.pid)
        time.sleep(args.seconds)
        after_start = cpu_seconds(process.pid) - before
        process.stdin.write(b"hello\n")
        process.stdin.flush()
        read_until(process, b"tok2 ")
        time.sleep(2)
        before = cpu_seconds(process.pid)
        time.sleep(args.seconds)
        after_reply = cpu_seconds(process.pid) - before
        process.stdin.close()
        process.wait()
    print("idle REPL over %d s: %.3f s CPU (%.3f%% of a core) after start; %.3f s CPU (%.3f%%) after a reply, "
          "its connection kept alive" % (args.seconds, after_start, 100 * after_start / args.seconds,
                                          after_reply, 100 * after_reply / args.seconds))


def first_byte(args):
    server = Server(3, 0)
    times = {"airfit": [], "llm": []}
    for _ in range(args.rounds):
        for tool in ("airfit", "llm"):
            with tempfile.TemporaryDirectory() as home:
                env = airfit_env(home, server.port)
                if tool == "airfit":
                    command, stdin = airfit_command(args.airfit, home), b"hello\n"
                else:
                    env["LLM_USER_PATH"] = home
                    command, stdin = [args.llm, "-m", "gpt-4o-mini", "--no-log", "hello"], b""
                started = time.monotonic()
                process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                           stderr=subprocess.STDOUT, env=env)
                process.stdin.write(stdin)
                process.stdin.close()
                seen = read_until(process, b"tok0")
                elapsed = time.monotonic() - started
                process.wait()
                if b"tok0" not in seen:
                    sys.exit("%s never printed the first token: %r" % (tool, seen[:500]))
                times[tool].append(elapsed * 1000)
    ours, theirs = statistics.median(times["airfit"]), statistics.median(times["llm"])
    print(json.dumps(times))
    print("exec -> first reply byte, median of %d alternating runs: airfit %.1f ms, llm 0.36 %.1f ms (%.1fx ahead)" % (
        args.rounds, ours, theirs, theirs / ours))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=["stream", "idle", "first"])
    parser.add_argument("--airfit", default=".build/release/airfit")
    parser.add_argument("--llm", default="llm")
    parser.add_argument("--tokens", type=int, default=21)
    parser.add_argument("--interval", type=float, default=0.5)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=int, default=60)
    args = parser.parse_args()
    {"stream": stream, "idle": idle, "first": first_byte}[args.mode](args)


if __name__ == "__main__":
    main()
