-- Hand-written: counts the dashboard reads instead of counting every task and ticket on each request
-- (100,000 of each take 15-40 ms to count on the embedded database; these tables hold a few
-- thousand rows and 20). Kept like transaction_month_totals (0003): statement-level triggers with
-- transition tables, in the same transaction as the change; an update that moves no task to another
-- status or deadline (no ticket to another status or priority) writes nothing here. Rows are
-- upserted in key order, so two writers touching the same counts lock them in the same order.
CREATE TABLE "task_deadline_counts" (
	"status" "work_status" NOT NULL,
	"deadline" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "task_deadline_counts_pk" PRIMARY KEY("status","deadline")
);--> statement-breakpoint
CREATE TABLE "ticket_status_counts" (
	"status" "ticket_status" NOT NULL,
	"priority" "ticket_priority" NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "ticket_status_counts_pk" PRIMARY KEY("status","priority")
);--> statement-breakpoint
INSERT INTO "task_deadline_counts" ("status", "deadline", "count")
  SELECT "status", "deadline", count(*)::int FROM "tasks" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "ticket_status_counts" ("status", "priority", "count")
  SELECT "status", "priority", count(*)::int FROM "tickets" GROUP BY 1, 2;--> statement-breakpoint
CREATE FUNCTION "task_deadline_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "task_deadline_counts" ("status", "deadline", "count")
      SELECT "status", "deadline", count(*)::int FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("status", "deadline") DO UPDATE SET "count" = "task_deadline_counts"."count" + EXCLUDED."count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "task_deadline_counts" ("status", "deadline", "count")
      SELECT "status", "deadline", -count(*)::int FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("status", "deadline") DO UPDATE SET "count" = "task_deadline_counts"."count" + EXCLUDED."count";
  ELSE
    INSERT INTO "task_deadline_counts" ("status", "deadline", "count")
      SELECT "status", "deadline", sum("delta")::int
      FROM (SELECT "status", "deadline", -1 AS "delta" FROM old_rows UNION ALL SELECT "status", "deadline", 1 FROM new_rows) AS "moves"
      GROUP BY 1, 2 HAVING sum("delta") <> 0 ORDER BY 1, 2
    ON CONFLICT ("status", "deadline") DO UPDATE SET "count" = "task_deadline_counts"."count" + EXCLUDED."count";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tasks_deadline_counts_insert" AFTER INSERT ON "tasks"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "task_deadline_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "tasks_deadline_counts_update" AFTER UPDATE ON "tasks"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "task_deadline_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "tasks_deadline_counts_delete" AFTER DELETE ON "tasks"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "task_deadline_counts_apply"();--> statement-breakpoint
CREATE FUNCTION "ticket_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "ticket_status_counts" ("status", "priority", "count")
      SELECT "status", "priority", count(*)::int FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("status", "priority") DO UPDATE SET "count" = "ticket_status_counts"."count" + EXCLUDED."count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "ticket_status_counts" ("status", "priority", "count")
      SELECT "status", "priority", -count(*)::int FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("status", "priority") DO UPDATE SET "count" = "ticket_status_counts"."count" + EXCLUDED."count";
  ELSE
    INSERT INTO "ticket_status_counts" ("status", "priority", "count")
      SELECT "status", "priority", sum("delta")::int
      FROM (SELECT "status", "priority", -1 AS "delta" FROM old_rows UNION ALL SELECT "status", "priority", 1 FROM new_rows) AS "moves"
      GROUP BY 1, 2 HAVING sum("delta") <> 0 ORDER BY 1, 2
    ON CONFLICT ("status", "priority") DO UPDATE SET "count" = "ticket_status_counts"."count" + EXCLUDED."count";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tickets_status_counts_insert" AFTER INSERT ON "tickets"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ticket_status_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "tickets_status_counts_update" AFTER UPDATE ON "tickets"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ticket_status_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "tickets_status_counts_delete" AFTER DELETE ON "tickets"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "ticket_status_counts_apply"();
