#!/usr/bin/env bash
# Times `copydeck lint` and Mozilla's compare-locales on the same 60,000 strings, one run.
#   Benchmarks/compare-locales.sh
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

seconds() { python3 -c 'import sys,time; t=time.perf_counter(); import subprocess; subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); print(f"{time.perf_counter()-t:.3f}")' "$@"; }

copydeck=$(seconds .build/release/copydeck lint --project "$work/project")
mozilla=$(cd "$work/mozilla" && seconds "$OLDPWD/$venv/bin/compare-locales" l10n.toml . ko ja)
echo "copydeck lint (ko, ja, en; every rule): ${copydeck} s"
echo "compare-locales (ko, ja against en-US): ${mozilla} s"
python3 -c "print(f'ratio compare-locales / copydeck: {float(\"$mozilla\") / float(\"$copydeck\"):.2f}')"
