#!/usr/bin/env bash
# Compares the answer signature of MJSCORE with the reference (tests/signature.txt).
#   tools/signature/check.sh MJSCORE [SHARED]
# Fails on an input whose answers changed, or a reference input that was not run (a "shared"
# input is only run when SHARED is present; without it those are skipped with a message, and
# with CI=true in the environment a missing SHARED fails). An input the reference does not
# know is reported, not failed: add it with `tools/signature/signature.sh > tests/signature.txt`
# once its answers are checked.
set -u
here=$(cd "$(dirname "$0")/../.." && pwd)
bin=$1
shared=${2:-$here/../shared}
ref=$here/tests/signature.txt
out=$(mktemp)
trap 'rm -f "$out"' EXIT
"$here/tools/signature/signature.sh" "$bin" "$shared" > "$out" || exit 1
have_shared=1
if [ ! -d "$shared/data" ]; then
  have_shared=0
  if [ "${CI:-}" = true ]; then echo "FAIL: $shared/data is missing (CI=true)"; exit 1; fi
  echo "SKIP: $shared/data is missing; the signature covers the repository's inputs only"
fi
awk -v have_shared="$have_shared" '
  { hash = $1; name = $0; sub(/^[0-9a-f]+  /, "", name) }
  FNR == NR { want[name] = hash; next }
  { got[name] = hash }
  END {
    bad = 0; n = 0
    for (name in want) {
      if (!have_shared && name ~ /^shared\//) continue
      n++
      if (!(name in got)) { print "MISSING: " name; bad++ }
      else if (got[name] != want[name]) { print "CHANGED: " name; bad++ }
    }
    for (name in got) if (!(name in want)) print "NEW (not in the reference): " name
    printf "%d inputs compared, %d changed or missing\n", n, bad
    exit bad != 0
  }' "$ref" "$out"
