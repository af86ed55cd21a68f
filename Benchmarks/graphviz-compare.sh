#!/usr/bin/env bash
# Issue 12's comparison: the same generated flows (1,000 and 3,000 nodes, labelled outcomes,
# some ways back) laid out by Copydeck and by Graphviz `dot -Tsvg`, on this machine in one run.
# Both crossing counts are the same measure: crossings between adjacent layers (ranks), long
# edges through their virtual nodes; Copydeck's from its layout, dot's from its own `-v` report
# ("mincross …: N crossings"). Needs Debian's graphviz.
set -euo pipefail
cd "$(dirname "$0")"
command -v dot >/dev/null || { echo "dot not found: apt-get install graphviz" >&2; exit 2; }
swift build -c release --package-path . >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
.build/release/copydeck-bench layout-dot "$work"
echo "Copydeck (release):"
.build/release/copydeck-bench layout | sed -n '2,$p'
echo "Graphviz $(dot -V 2>&1 | sed 's/dot - graphviz version //'):"
for count in 1000 3000; do
  start=$(date +%s.%N)
  dot -v -Tsvg "$work/flow-$count.dot" -o "$work/flow-$count.svg" 2> "$work/dot-$count.log"
  end=$(date +%s.%N)
  crossings=$(grep -Eo 'mincross [^:]*: [0-9]+ crossings' "$work/dot-$count.log" | tail -1 | grep -Eo '[0-9]+ crossings')
  printf 'dot -Tsvg of the same %s-node flow: %.0f ms, %s\n' "$count" "$(echo "($end - $start) * 1000" | bc -l)" "$crossings"
done
