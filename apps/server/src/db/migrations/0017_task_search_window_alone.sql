-- A search among one status ordered by deadline reads its window from that status's trigram index,
-- which holds the deadline (0015). With this index beside it the embedded database planned the
-- window as a BitmapAnd of this index (the deadline range) and tasks_search_idx (the trigrams of
-- every status), 2.0-2.3 ms against 1.4 ms for the per-status index alone (docs/decisions/025). The
-- only other reader, the projects report's overdue count, read 40% of the benchmark's 100,000 tasks
-- through it: a sequential scan is as fast once the table is in memory (17 ms on PostgreSQL 15).
DROP INDEX "tasks_status_deadline_idx";
