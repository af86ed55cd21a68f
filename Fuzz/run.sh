#!/usr/bin/env bash
# Fuzz one target for a number of seconds: Fuzz/run.sh TARGET SECONDS
#   TARGET: yaml | mermaid | message | bundle | xliff | strings | xcstrings   (see Fuzz/README.md)
# Builds the libFuzzer binary (release, -sanitize=fuzzer,address) in .build/fuzz, seeds
# Fuzz/Corpus/TARGET from the repository's own files, runs one fuzzing process for SECONDS and
# leaves what it finds in Fuzz/Findings/TARGET: finding-* (a check failed: a difference or a
# broken invariant), crash-*, timeout-* (a hang), oom-*, each with a .log beside it.
# Environment: FUZZ_MAX_LEN (default 8192, 16384 for bundle), FUZZ_TIMEOUT (seconds per input, default 10),
# FUZZ_NO_BUILD=1 to reuse the last build.
set -euo pipefail

usage() { echo "usage: $0 yaml|mermaid|message|bundle|xliff|strings|xcstrings SECONDS" >&2; exit 2; }
[ $# -eq 2 ] || usage
target=$1 seconds=$2
case "$target" in yaml|mermaid|message|bundle|xliff|strings|xcstrings) ;; *) usage ;; esac
case "$seconds" in ''|*[!0-9]*) usage ;; esac

fuzz_dir=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$fuzz_dir")
shared=$(cd "$root/.." && pwd)/shared
corpus="$fuzz_dir/Corpus/$target"
findings="$fuzz_dir/Findings/$target"
scratch="$root/.build/fuzz"
mkdir -p "$corpus" "$findings"

# --- build --------------------------------------------------------------------------------
# COPYDECK_FUZZ=1 adds the `copydeck-fuzz` executable to the package (Package.swift); its own
# scratch path keeps the sanitized build apart from the everyday one in .build.
# gold (the default linker on Linux) fails on the sanitized objects; lld, which ships with the
# toolchain, links them, chosen through a toolset file.
if [ "${FUZZ_NO_BUILD:-0}" != 1 ]; then
  echo "== building copydeck-fuzz (release, fuzzer + address sanitizer) in $scratch" >&2
  toolset=()
  lld="$(dirname "$(readlink -f "$(command -v swift)")")/ld.lld"
  if [ -x "$lld" ]; then
    mkdir -p "$scratch"
    printf '{ "schemaVersion": "1.0", "linker": { "path": "%s" } }\n' "$lld" >"$scratch/toolset.json"
    toolset=(--toolset "$scratch/toolset.json")
  fi
  (cd "$root" && COPYDECK_FUZZ=1 swift build -c release --product copydeck-fuzz --scratch-path "$scratch" "${toolset[@]}" \
    -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address) >&2
fi
binary="$scratch/release/copydeck-fuzz"
[ -x "$binary" ] || { echo "no $binary: build it first (without FUZZ_NO_BUILD)" >&2; exit 1; }

# --- seeds --------------------------------------------------------------------------------
# Named by content, so seeding again adds nothing twice. Regression inputs seed too.
seed() {  # seed FILE...
  local file
  for file in "$@"; do
    [ -f "$file" ] || continue
    cp "$file" "$corpus/seed-$(sha1sum "$file" | cut -c1-16)"
  done
}
seed_text() {  # seed_text TEXT
  local tmp
  tmp=$(mktemp)
  printf '%s' "$1" >"$tmp"
  seed "$tmp"
  rm -f "$tmp"
}
bundle_dirs() {
  for dir in "$root"/Tests/Goldens/*/*/bundle "$root"/build/*/bundle; do
    [ -f "$dir/manifest.json" ] && echo "$dir"
  done
}
shopt -s nullglob globstar
seed "$root"/Fuzz/Regressions/"$target"/*
case "$target" in
  yaml)
    seed "$root"/copydeck.yml "$root"/content/**/*.yml "$root"/locales/**/*.yml "$root"/Tests/Fixtures/**/*.yml
    ;;
  mermaid)
    seed "$root"/content/**/*.mmd "$root"/content/**/*.md "$root"/Tests/Fixtures/**/*.mmd "$root"/Tests/Fixtures/**/*.md \
         "$shared"/mermaid-conformance/*.mmd
    ;;
  message)
    # Every message of the compiled bundles, one a file.
    for dir in $(bundle_dirs); do
      for file in "$dir"/*.json; do
        jq -r '(.messages // {}) | .[] | @base64' "$file" 2>/dev/null | while read -r encoded; do
          seed_text "$(printf '%s' "$encoded" | base64 -d)"
        done
      done
    done
    seed_text "{n, plural, offset:1 =0 {none} one {# day} other {# days}}"
    seed_text "{mode, select, allIn {All in} other {{n, number, integer} left}}"
    seed_text "{name, particle, 을/를} '{literal}' it''s {remaining, duration} {n, selectordinal, one {#st} other {#th}}"
    ;;
  bundle)
    # A bundle is its files in one input: `name\ncontents` parts separated by NUL bytes, the
    # manifest first, JSON compacted (inputs are cut at -max_len). Each compiled bundle seeds
    # twice: whole, and with its source locale only.
    part() {  # part NAME JSON-FILE [JQ-FILTER]
      printf '%s\n' "$1"
      jq -c "${3:-.}" "$2"
      printf '\0'
    }
    for dir in $(bundle_dirs); do
      source_locale=$(jq -r .sourceLocale "$dir/manifest.json")
      whole=$(mktemp) one=$(mktemp)
      {
        part manifest.json "$dir/manifest.json"
        [ -f "$dir/flows.json" ] && part flows.json "$dir/flows.json"
        for locale in $(jq -r '.locales[]' "$dir/manifest.json"); do part "$locale.json" "$dir/$locale.json"; done
      } >"$whole"
      {
        part manifest.json "$dir/manifest.json" '.locales = [.sourceLocale] | .fallbacks = {}'
        [ -f "$dir/flows.json" ] && part flows.json "$dir/flows.json"
        part "$source_locale.json" "$dir/$source_locale.json"
      } >"$one"
      seed "$whole" "$one"
      rm -f "$whole" "$one"
    done
    ;;
  xliff)
    # The XLIFF the build writes (run `swift run copydeck build` first) and the test fixtures.
    seed "$root"/build/*/xliff/*.xliff "$root"/Tests/Fixtures/**/*.xliff
    ;;
  strings)
    seed "$root"/build/*/apple/*.lproj/*.strings "$root"/build/*/apple/*.lproj/*.stringsdict
    ;;
  xcstrings)
    seed "$root"/build/*/apple/*.xcstrings
    ;;
esac
echo "== $target: $(ls "$corpus" | wc -l) inputs in $corpus" >&2

max_len=8192
case "$target" in bundle|xliff|strings|xcstrings) max_len=16384 ;; esac
# --- fuzz ---------------------------------------------------------------------------------
# One process (-jobs=1: the machine has two cores, and other builds need one); libFuzzer writes
# its log to fuzz-0.log in the working directory, here the findings folder.
dict="$fuzz_dir/Dictionaries/$target.dict"
dict_flag=()
[ -f "$dict" ] && dict_flag=("-dict=$dict")
log="$findings/fuzz-0.log"
rm -f "$log"
status=0
(cd "$findings" && COPYDECK_FUZZ_TARGET=$target SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$binary" "$corpus" \
  -jobs=1 -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=4096 \
  -max_len="${FUZZ_MAX_LEN:-$max_len}" -print_final_stats=1 -artifact_prefix="$findings/" "${dict_flag[@]}") || status=$?

# A failed check aborts, which libFuzzer saves as a crash: name it a finding. Keep each log.
artifact=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)
if [ -n "$artifact" ] && [ -f "$artifact" ]; then
  name=$(basename "$artifact")
  if grep -q "COPYDECK FUZZ FINDING" "$log"; then
    name="finding-${name#*-}"
    mv "$artifact" "$findings/$name"
  fi
  cp "$log" "$findings/$name.log"
fi

runs=$(sed -n 's/^Done \([0-9]*\) runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)
[ -n "$runs" ] || runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
echo "== $target: ${runs:-?} runs; exit status $status; findings in $findings:" >&2
ls "$findings" | grep -v '^fuzz-0.log$' >&2 || echo "   (none)" >&2
exit "$status"
