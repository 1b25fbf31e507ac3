#!/usr/bin/env bash
# clang-format is enforced: fail when a tracked C++ file is not formatted.
set -euo pipefail
cd "$(dirname "$0")/.."
files=$(git ls-files '*.cpp' '*.hpp' 2>/dev/null || true)
[ -z "$files" ] && exit 0
if ! echo "$files" | xargs clang-format --dry-run --Werror >/dev/null 2>&1; then
  echo "clang-format: these files need 'make format':"
  echo "$files" | while read -r f; do clang-format --dry-run --Werror "$f" >/dev/null 2>&1 || echo "  $f"; done
  exit 1
fi
echo "clang-format: all files formatted"
