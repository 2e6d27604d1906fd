CREATE TABLE "list_preferences" (
	"user_id" integer NOT NULL,
	"list" varchar(40) NOT NULL,
	"columns" jsonb NOT NULL,
	CONSTRAINT "list_preferences_user_id_list_pk" PRIMARY KEY("user_id","list")
);
--> statement-breakpoint
CREATE TABLE "saved_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"list" varchar(40) NOT NULL,
	"name" varchar(60) NOT NULL,
	"state" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"shared_with" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "list_preferences" ADD CONSTRAINT "list_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_list_name_idx" ON "saved_views" USING btree ("owner_id","list","name");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_default_idx" ON "saved_views" USING btree ("owner_id","list") WHERE "saved_views"."is_default";--> statement-breakpoint
CREATE INDEX "saved_views_shared_idx" ON "saved_views" USING btree ("list","shared_with") WHERE "saved_views"."shared_with" is not null;