#!/usr/bin/env bash
# The floor of a build, and the whole `copydeck build` process beside it, in the same run:
#
#   Benchmarks/floor.sh PROJECT [COPYDECK]
#
# floor  = read every source file of PROJECT (copydeck.yml, content/, locales/) and write the
#          bytes of its build output again into a new folder (cat and a tar pipe; no work on them)
# build  = `copydeck build` of PROJECT into a new folder, the whole process (start to exit)
# no-op  = the same build again, nothing changed
#
# Prints each in seconds, the build as a multiple of the floor, and the build's peak memory.
# COPYDECK defaults to the release build of this checkout (.build/release/copydeck).
set -euo pipefail
project=$(cd "$1" && pwd)
here=$(cd "$(dirname "$0")/.." && pwd)
copydeck=${2:-$here/.build/release/copydeck}
[ -x "$copydeck" ] || { echo "no $copydeck: swift build -c release first" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

now() { date +%s.%N; }
elapsed() { echo "$2 - $1" | bc -l; }

# One build first, whose output the floor writes again.
"$copydeck" build --project "$project" --out "$work/reference" >/dev/null 2>&1

sync
start=$(now)
find "$project/copydeck.yml" "$project/content" "$project/locales" -type f -exec cat {} + >/dev/null
mkdir "$work/floor"
(cd "$work/reference" && tar cf - --exclude=.copydeck-cache.json --exclude=.copydeck-output.json .) | (cd "$work/floor" && tar xf -)
floor=$(elapsed "$start" "$(now)")

sync
start=$(now)
/usr/bin/time -f "%M" -o "$work/memory" "$copydeck" build --project "$project" --out "$work/build" >/dev/null 2>&1
build=$(elapsed "$start" "$(now)")

start=$(now)
"$copydeck" build --project "$project" --out "$work/build" >/dev/null 2>&1
noop=$(elapsed "$start" "$(now)")

files=$(find "$work/floor" -type f | wc -l)
bytes=$(du -sb "$work/floor" | cut -f1)
printf 'floor (read %s, write %d files, %d MiB): %.2f s\n' "$project" "$files" $((bytes / 1048576)) "$floor"
printf 'copydeck build, whole process:           %.2f s (%.1f x the floor), peak memory %d MB\n' \
    "$build" "$(echo "$build / $floor" | bc -l)" $(($(cat "$work/memory") / 1024))
printf 'copydeck build again, nothing changed:  %.3f s\n' "$noop"
