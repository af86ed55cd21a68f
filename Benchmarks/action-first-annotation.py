#!/usr/bin/env python3
"""The Action's time to its first annotation with a prebuilt binary: the action's own `binary`
step (download from a release server on loopback, SHA-256 against SHA256SUMS, `--version`) and
its `lint` step, run as the runner runs them (bash -e), on a copy of a project with one planted
defect, timed from the start of the first step to the first `::error`/`::warning` line.
The runner's own start and the checkout are not in it.

    Benchmarks/action-first-annotation.py COPYDECK PROJECT [RUNS]
"""

import functools
import hashlib
import http.server
import pathlib
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent


def step(identifier: str) -> str:
    lines = (ROOT / "action.yml").read_text(encoding="utf-8").split("\n")
    start = next(i for i, line in enumerate(lines) if line.strip() == f"id: {identifier}")
    run = next(i for i in range(start, len(lines)) if lines[i].strip() == "run: |")
    indent = len(lines[run]) - len(lines[run].lstrip()) + 2
    body = []
    for line in lines[run + 1:]:
        if line.strip() and not line.startswith(" " * indent):
            break
        body.append(line[indent:])
    return "\n".join(body)


def main() -> None:
    copydeck, project = pathlib.Path(sys.argv[1]).resolve(), pathlib.Path(sys.argv[2]).resolve()
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    version = subprocess.run([copydeck, "--version"], capture_output=True, text=True).stdout.split()[0]
    asset = "copydeck-linux-" + ("aarch64" if subprocess.run(["uname", "-m"], capture_output=True, text=True).stdout.strip() in ("aarch64", "arm64") else "x86_64")
    work = pathlib.Path(tempfile.mkdtemp(prefix="copydeck-action-"))
    tag = work / "releases" / f"v{version}"
    tag.mkdir(parents=True)
    shutil.copy(copydeck, tag / asset)
    (tag / "SHA256SUMS").write_text(f"{hashlib.sha256((tag / asset).read_bytes()).hexdigest()}  {asset}\n")
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    handler = functools.partial(Quiet, directory=str(work / "releases"))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    copy = work / "project"
    shutil.copytree(project, copy, ignore=shutil.ignore_patterns("build", ".build", ".git"))
    # One defect: the first key of the first locale file that is not the source's, renamed.
    locale_file = sorted(path for path in (copy / "locales").glob("*/*.yml") if not path.name.endswith(".review.yml"))[0]
    text = locale_file.read_text(encoding="utf-8")
    locale_file.write_text(re.sub(r"^(\s+)(\w+):", r"\1\2_renamed:", text, count=1, flags=re.M), encoding="utf-8")
    binary_step, lint_step = step("binary"), step("lint")
    seconds = []
    for run in range(runs):
        runner = work / f"runner-{run}"
        (runner / "temp").mkdir(parents=True)
        files = {name: runner / name for name in ("env", "output", "summary")}
        for path in files.values():
            path.write_text("")
        environment = {
            "PATH": "/usr/bin:/bin", "RUNNER_TEMP": str(runner / "temp"), "GITHUB_ENV": str(files["env"]),
            "GITHUB_OUTPUT": str(files["output"]), "GITHUB_STEP_SUMMARY": str(files["summary"]),
            "GITHUB_SERVER_URL": "https://github.invalid", "GITHUB_ACTION_PATH": str(ROOT), "GITHUB_WORKSPACE": str(copy),
            "ACTION_REF": f"v{version}", "ACTION_REPOSITORY": "copydeck/copydeck",
            "COPYDECK_RELEASES_URL": f"http://127.0.0.1:{server.server_address[1]}",
        }
        started = time.perf_counter()
        subprocess.run(["bash", "-e", "-c", binary_step], cwd=copy, env=environment, check=True, capture_output=True)
        binary = dict(line.split("=", 1) for line in files["env"].read_text().splitlines())["COPYDECK"]
        lint = subprocess.Popen(["bash", "-e", "-c", lint_step], cwd=copy, stdout=subprocess.PIPE, text=True,
                                env={**environment, "COPYDECK": binary, "PROJECT": ".", "STRICT": "false", "BASELINE": ""})
        first = next(line for line in lint.stdout if line.startswith("::error") or line.startswith("::warning"))
        seconds.append(time.perf_counter() - started)
        lint.wait()
    server.shutdown()
    shutil.rmtree(work)
    print(f"first annotation after {statistics.median(seconds):.2f} s median of {runs} (fastest {min(seconds):.2f} s, "
          f"slowest {max(seconds):.2f} s): {first.strip()[:100]}")


if __name__ == "__main__":
    main()
