-- Hand-added (docs/decisions/013): search_fold folds Turkish case and common accents to plain
-- lower-case ASCII, for searches and their trigram indexes; tr_sort_key orders text by the Turkish
-- alphabet under COLLATE "C" (the embedded database's ICU has no Turkish tailoring). Both are
-- SQL-standard bodies, so the planner inlines them and index expressions match the queries'.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(translate(value, 'ÇĞİIÖŞÜçğıöşüÂÀÁÄÃÅâàáäãåÊÈÉËêèéëÎÌÍÏîìíïÔÒÓÕôòóõÛÙÚûùúÑñ' || U&'\0307', 'cgiiosucgiosuaaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooouuuuuunn'));--> statement-breakpoint
CREATE OR REPLACE FUNCTION tr_sort_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN translate(
    translate(
      value,
      'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÀÁÄÃÅÊÈÉËÎÌÍÏÔÒÓÕÛÙÚÑâàáäãåêèéëîìíïôòóõûùúñ[\]^_`{|}~' || U&'\0307',
      'abcçdefgğhıijklmnoöpqrsştuüvwxyzaaaaaaeeeeiiiioooouuunaaaaaaeeeeiiiioooouuun//////////'
    ),
    'abcçdefgğhıijklmnoöpqrsştuüvwxyz',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_`'
  );--> statement-breakpoint
DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
DROP INDEX "companies_name_trgm_idx";--> statement-breakpoint
DROP INDEX "projects_name_trgm_idx";--> statement-breakpoint
DROP INDEX "transactions_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "tasks" drop column "search_text";--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("tasks"."title" || ' ' || coalesce("tasks"."description", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" drop column "search_text";--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("tickets"."subject" || ' ' || "tickets"."description")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (search_fold("name" || ' ' || "surname" || ' ' || "email" || ' ' || coalesce("phone", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_name_trgm_idx" ON "transactions" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
-- Hand-added: dropping search_text dropped its trigram indexes (migrations 0005, 0008, 0009); the same ones again.
CREATE INDEX "tasks_search_idx" ON "tasks" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tasks_search_pending_idx" ON "tasks" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "tasks_search_in_progress_idx" ON "tasks" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE status = 'inProgress';--> statement-breakpoint
CREATE INDEX "tasks_search_completed_idx" ON "tasks" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE status = 'completed';--> statement-breakpoint
CREATE INDEX "tasks_search_on_hold_idx" ON "tasks" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE status = 'onHold';--> statement-breakpoint
CREATE INDEX "tasks_search_cancelled_idx" ON "tasks" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE status = 'cancelled';--> statement-breakpoint
CREATE INDEX "tickets_search_idx" ON "tickets" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tickets_search_pending_idx" ON "tickets" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "tickets_search_in_progress_idx" ON "tickets" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE status = 'inProgress';--> statement-breakpoint
CREATE INDEX "tickets_search_on_hold_idx" ON "tickets" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE status = 'onHold';--> statement-breakpoint
CREATE INDEX "tickets_search_completed_idx" ON "tickets" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE status = 'completed';--> statement-breakpoint
CREATE INDEX "tickets_search_cancelled_idx" ON "tickets" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE status = 'cancelled';
