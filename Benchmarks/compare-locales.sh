#!/usr/bin/env bash
# Times `copydeck lint` and Mozilla's compare-locales on the same 60,000 strings, whole processes,
# RUNS alternating runs of each (default 5); prints the medians and their ratio.
#   Benchmarks/compare-locales.sh [RUNS]
# Needs network once, to install compare-locales from PyPI into a virtualenv under .build/.
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build -c release --product copydeck >/dev/null
swift build -c release --package-path Benchmarks >/dev/null
bench=Benchmarks/.build/release/copydeck-bench
"$bench" write-copy-project "$work/project"
"$bench" write-compare-locales "$work/mozilla"

venv=.build/compare-locales-venv
if [ ! -x "$venv/bin/compare-locales" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet compare-locales
fi

runs=${1:-5}
python3 - "$runs" "$PWD/.build/release/copydeck" "$work/project" "$PWD/$venv/bin/compare-locales" "$work/mozilla" <<'PY'
import statistics, subprocess, sys, time
runs, copydeck, project, mozilla, mozilla_dir = int(sys.argv[1]), *sys.argv[2:]
def seconds(args, cwd=None):
    start = time.perf_counter()
    subprocess.run(args, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start
ours, theirs = [], []
for _ in range(runs):
    ours.append(seconds([copydeck, "lint", "--project", project]))
    theirs.append(seconds([mozilla, "l10n.toml", ".", "ko", "ja"], cwd=mozilla_dir))
a, b = statistics.median(ours), statistics.median(theirs)
print(f"copydeck lint (ko, ja, en; every rule): median {a:.3f} s, fastest {min(ours):.3f} s")
print(f"compare-locales (ko, ja against en-US): median {b:.3f} s, fastest {min(theirs):.3f} s")
print(f"ratio compare-locales / copydeck: {b / a:.2f}")
PY
