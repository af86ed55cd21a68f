#!/usr/bin/env python3
"""The language server's diagnostics latency: the time from an edit (textDocument/didChange) to
the diagnostics it publishes for that file, over 100 edits, each awaited before the next.

    Benchmarks/lsp-latency.py COPYDECK PROJECT FILE [EDITS]

FILE is project-relative (a locale file). The edits alternate between the file as it is and the
file with one key renamed (a finding of `message.obsolete` there and `message.missing` in the
source), so every edit changes that file's diagnostics and is published. Prints the median and
the worst of the edits' latencies, and the first (the whole project's first lint) apart."""

import json
import os
import pathlib
import statistics
import subprocess
import sys
import time


def main() -> None:
    copydeck, project, path = sys.argv[1], pathlib.Path(sys.argv[2]).resolve(), sys.argv[3]
    edits = int(sys.argv[4]) if len(sys.argv) > 4 else 100
    server = subprocess.Popen([copydeck, "lsp", "--project", str(project)], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    uri = (project / path).as_uri()
    original = (project / path).read_text(encoding="utf-8")
    lines = original.split("\n")
    key_line = next(i for i, line in enumerate(lines) if line.startswith(" ") and ":" in line and not line.strip().startswith("#"))
    renamed = lines[:]
    renamed[key_line] = renamed[key_line].replace(":", "_renamed:", 1)
    broken = "\n".join(renamed)

    def send(message: dict) -> None:
        body = json.dumps(message).encode()
        server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        server.stdin.flush()

    def receive() -> dict:
        length = 0
        while True:
            line = server.stdout.readline()
            if line in (b"\r\n", b""):
                break
            if line.lower().startswith(b"content-length:"):
                length = int(line.split(b":")[1])
        return json.loads(server.stdout.read(length))

    def published() -> list:
        while True:
            message = receive()
            if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
                return message["params"]["diagnostics"]

    send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}, "rootUri": project.as_uri()}})
    while receive().get("id") != 1:
        pass
    started = time.perf_counter()
    send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
          "params": {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": original}}})
    # The first lint of the whole project publishes nothing for a clean file: make it dirty.
    send({"jsonrpc": "2.0", "method": "textDocument/didChange",
          "params": {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": broken}]}})
    first = published()
    first_seconds = time.perf_counter() - started
    assert first, "the renamed key is a finding"
    latencies = []
    for version in range(3, 3 + edits):
        text = original if version % 2 else broken
        started = time.perf_counter()
        send({"jsonrpc": "2.0", "method": "textDocument/didChange",
              "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": text}]}})
        found = published()
        latencies.append(time.perf_counter() - started)
        assert bool(found) == (text is broken), (version, found)
    send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    send({"jsonrpc": "2.0", "method": "exit"})
    server.wait(timeout=30)
    milliseconds = sorted(1000 * seconds for seconds in latencies)
    print(f"{project.name}/{path}: {edits} edits, diagnostics after an edit: median {statistics.median(milliseconds):.1f} ms, "
          f"worst {milliseconds[-1]:.1f} ms (first lint of the project {1000 * first_seconds:.0f} ms)")


if __name__ == "__main__":
    main()
