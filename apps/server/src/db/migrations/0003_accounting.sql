CREATE TYPE "public"."transaction_type" AS ENUM('income', 'expense');--> statement-breakpoint
CREATE TABLE "expense_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(35) NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_month_totals" (
	"month" date NOT NULL,
	"currency" "currency" NOT NULL,
	"type" "transaction_type" NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "transaction_month_totals_pk" PRIMARY KEY("month","currency","type")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(35) NOT NULL,
	"description" text,
	"amount" numeric(14, 2) NOT NULL,
	"type" "transaction_type" NOT NULL,
	"currency" "currency" NOT NULL,
	"category_id" integer,
	"assigned_user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer,
	"transaction_date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_category_id_expense_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expense_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expense_categories_name_unique" ON "expense_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "transactions_date_idx" ON "transactions" USING btree ("transaction_date","id");--> statement-breakpoint
CREATE INDEX "transactions_type_date_idx" ON "transactions" USING btree ("type","transaction_date");--> statement-breakpoint
CREATE INDEX "transactions_currency_date_idx" ON "transactions" USING btree ("currency","transaction_date");--> statement-breakpoint
CREATE INDEX "transactions_company_date_idx" ON "transactions" USING btree ("company_id","transaction_date");--> statement-breakpoint
CREATE INDEX "transactions_project_idx" ON "transactions" USING btree ("project_id","type","currency");--> statement-breakpoint
CREATE INDEX "transactions_category_idx" ON "transactions" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "transactions_user_idx" ON "transactions" USING btree ("assigned_user_id");--> statement-breakpoint
CREATE INDEX "transactions_name_trgm_idx" ON "transactions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- Hand-written: the month totals follow every change of `transactions` in the same transaction
-- (statement-level triggers with transition tables: one aggregate per statement, not per row).
CREATE FUNCTION "transaction_month_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "transaction_month_totals" ("month", "currency", "type", "total", "count")
      SELECT date_trunc('month', "transaction_date")::date, "currency", "type", -sum("amount"), -count(*)::int
      FROM old_rows GROUP BY 1, 2, 3
    ON CONFLICT ("month", "currency", "type") DO UPDATE
      SET "total" = "transaction_month_totals"."total" + EXCLUDED."total",
          "count" = "transaction_month_totals"."count" + EXCLUDED."count";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "transaction_month_totals" ("month", "currency", "type", "total", "count")
      SELECT date_trunc('month', "transaction_date")::date, "currency", "type", sum("amount"), count(*)::int
      FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT ("month", "currency", "type") DO UPDATE
      SET "total" = "transaction_month_totals"."total" + EXCLUDED."total",
          "count" = "transaction_month_totals"."count" + EXCLUDED."count";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "transactions_month_totals_insert" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "transaction_month_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "transactions_month_totals_update" AFTER UPDATE ON "transactions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "transaction_month_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "transactions_month_totals_delete" AFTER DELETE ON "transactions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "transaction_month_totals_apply"();
