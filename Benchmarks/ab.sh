#!/usr/bin/env bash
# Two copydeck binaries side by side on one project, whole processes, alternating runs, so that
# both meet the same machine: the floor, a full build into a new folder, the app's build
# (`--layout resources`), a no-op build, a build after one locale file changed, a lint.
#
#   Benchmarks/ab.sh BEFORE AFTER PROJECT [RUNS]
#
# Prints each figure's median (and fastest) in seconds for each binary, the full build as a
# multiple of the floor of the same run, and each build's peak memory. PROJECT is copied; the
# copy's first deck's first locale file gets a line added for the edit. RUNS defaults to 5.
set -euo pipefail
before=$1; after=$2; source=$(cd "$3" && pwd); runs=${4:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$source" "$work/project"
project=$work/project
edited=$(find "$project/locales" -name '*.yml' ! -name '*.review.yml' | sort | head -1)

now() { date +%s.%N; }
settle() { sync; [ -w /proc/sys/vm/drop_caches ] && echo 3 > /proc/sys/vm/drop_caches || true; cat "$project"/copydeck.yml >/dev/null; }
# time NAME SIDE COMMAND…: appends the seconds to $work/NAME.SIDE
clock() {
  local name=$1 side=$2; shift 2
  local start; start=$(now)
  "$@" >/dev/null 2>&1 || true
  echo "$(now) - $start" | bc -l >> "$work/$name.$side"
}
memory() { /usr/bin/time -f "%M" -o "$work/mem" "$@" >/dev/null 2>&1 || true; cat "$work/mem" >> "$work/peak.$side"; }

"$after" build --project "$project" --out "$work/reference" >/dev/null 2>&1
for run in $(seq "$runs"); do
  settle
  start=$(now)
  find "$project/copydeck.yml" "$project/content" "$project/locales" -type f -exec cat {} + >/dev/null
  mkdir "$work/floor"
  (cd "$work/reference" && tar cf - --exclude=.copydeck-cache.json --exclude=.copydeck-output.json --exclude=.copydeck-folders .) | (cd "$work/floor" && tar xf -)
  echo "$(now) - $start" | bc -l >> "$work/floor.both"
  rm -rf "$work/floor"
  for side in before after; do
    binary=$before; [ "$side" = after ] && binary=$after
    out="$work/out-$side-$run"
    settle; clock build "$side" "$binary" build --project "$project" --out "$out"
    settle; clock resources "$side" "$binary" build --project "$project" --out "$work/res-$side-$run" --layout resources
    # The no-op as a writer meets it: the output's folders in the cache (the caches were just
    # dropped for the resources build), so one untimed no-op first.
    "$binary" build --project "$project" --out "$out" >/dev/null 2>&1 || true
    clock noop "$side" "$binary" build --project "$project" --out "$out"
    echo "# edit $run $side" >> "$edited"
    clock edit "$side" "$binary" build --project "$project" --out "$out"
    clock lint "$side" "$binary" lint --project "$project"
    memory "$binary" build --project "$project" --out "$work/mem-$side-$run"
  done
done

python3 - "$work" <<'PY'
import sys, statistics, os
w = sys.argv[1]
def read(name):
    p = os.path.join(w, name)
    return [float(x) for x in open(p).read().split()] if os.path.exists(p) else []
floor = read("floor.both")
print(f"floor (read every source, copy every output file): median {statistics.median(floor):.3f} s, fastest {min(floor):.3f} s, {len(floor)} runs")
for name, label in [("build", "full build, new folder"), ("resources", "--layout resources"), ("noop", "no-op build"), ("edit", "one locale file changed"), ("lint", "lint")]:
    for side in ("before", "after"):
        v = read(f"{name}.{side}")
        extra = f", {statistics.median(v) / statistics.median(floor):.2f}× the floor" if name == "build" else ""
        print(f"{label:28} {side:6}: median {statistics.median(v):.3f} s, fastest {min(v):.3f} s{extra}")
for side in ("before", "after"):
    v = read(f"peak.{side}")
    print(f"peak memory of a full build {side:6}: {max(v) / 1024:.0f} MB")
PY
