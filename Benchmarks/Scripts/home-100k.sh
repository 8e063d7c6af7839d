#!/bin/sh
# A home holding 100,000 messages in 1,001 conversations, for startup.py.
#   Benchmarks/Scripts/home-100k.sh .build/release/airfit /tmp/h100k
set -eu
BIN=${1:?usage: home-100k.sh AIRFIT DIR}
DIR=${2:?usage: home-100k.sh AIRFIT DIR}
mkdir -p "$DIR"
printf 'I ate 2 eggs\n:quit\n' | "$BIN" --home "$DIR" --no-color >/dev/null 2>&1
sqlite3 "$DIR/airfit.sqlite" "
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000)
INSERT INTO conversation(id, title, createdAt, updatedAt)
SELECT printf('bench%04d', i), 'bench ' || i, '2026-01-01 00:00:00.000', '2026-01-01 00:00:00.000' FROM n;
WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 99997)
INSERT INTO message(conversationId, role, content, provider, model, tokensIn, tokensOut, cost, status, createdAt, updatedAt)
SELECT printf('bench%04d', i % 1000 + 1), CASE i % 2 WHEN 0 THEN 'user' ELSE 'assistant' END,
       'Message ' || i || ': oatmeal with berries and a coffee, then a 5 km run in the afternoon.',
       CASE i % 2 WHEN 0 THEN NULL ELSE 'offline' END, CASE i % 2 WHEN 0 THEN NULL ELSE 'offline-coach' END,
       100, 50, 0.0, 'complete', '2026-01-01 00:00:00.000', '2026-01-01 00:00:00.000' FROM n;
SELECT count(*) || ' messages' FROM message;"
