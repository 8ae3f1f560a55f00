#!/usr/bin/env bash
# A bank of puzzles made and rated in SHARDS parts, the parts run by GNU parallel on the machines HOSTS
# names: the same puzzles and ratings, line for line, as one run on one machine
# (test/cli/shards.parallel.test.ts runs this script and checks that).
#
#   HOSTS=:                        this machine only (the default)
#   HOSTS=8/alice@m1,8/m2          8 parts at a time on each of m1 and m2 (ssh to each without a password;
#                                  combo-sudoku installed there: npm install -g combo-sudoku)
#
# Each part's output comes back on standard output; --keep-order puts the parts in shard order, so the
# bank is their concatenation. --shard needs the same --seed for every part (generate refuses without).
set -euo pipefail
CLI=${CLI:-combo-sudoku}
HOSTS=${HOSTS:-:}
SHARDS=${SHARDS:-4}
COUNT=${COUNT:-1000}
SEED=${SEED:-7}
OUT=${OUT:-bank}

# 1. Make COUNT puzzles: part i makes its contiguous share, each with the seed one run gives it.
seq "$SHARDS" | parallel --keep-order --halt now,fail=1 --sshlogin "$HOSTS" \
  "$CLI generate -l single -n $COUNT --seed $SEED -f text --shard {}/$SHARDS" >"$OUT.txt"

# 2. Rate them: every part reads the whole file (--basefile copies it to each machine first, into the
#    same folder) and rates the lines that start in its share of the bytes.
seq "$SHARDS" | parallel --keep-order --halt now,fail=1 --sshlogin "$HOSTS" --workdir "$PWD" --basefile "$OUT.txt" \
  "$CLI rate $OUT.txt -f json --shard {}/$SHARDS" >"$OUT.ratings.jsonl"
