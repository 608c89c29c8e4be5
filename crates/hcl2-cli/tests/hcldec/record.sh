#!/bin/sh
# Records what the reference hcldec does for every case under cases/: its exit code,
# standard output and standard error, run from fixtures/ with the case's `args` (one
# argument per line) and `stdin` (empty when absent).
#
# usage: record.sh PATH-TO-REFERENCE-HCLDEC [CASE ...]
set -eu
ref=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
shift
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/cases"
if [ $# -eq 0 ]; then set -- *; fi
for case in "$@"; do
    dir="$here/cases/$case"
    stdin="$dir/stdin"
    [ -f "$stdin" ] || stdin=/dev/null
    set +e
    (
        cd "$here/fixtures"
        # One argument per line, read without word splitting.
        set --
        while IFS= read -r arg || [ -n "$arg" ]; do set -- "$@" "$arg"; done < "$dir/args"
        "$ref" "$@" < "$stdin" > "$dir/stdout" 2> "$dir/stderr"
    )
    echo $? > "$dir/code"
    set -e
done
