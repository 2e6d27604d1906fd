-- Each person's default view per list (docs/decisions/043), kept apart from the view so that a view
-- the master shared with a role can be the default of anyone of that role: the defaults the views
-- held (their owners') move over, then the views' own flag goes.
CREATE TABLE "list_defaults" (
	"user_id" integer NOT NULL,
	"list" varchar(40) NOT NULL,
	"view_id" integer NOT NULL,
	CONSTRAINT "list_defaults_user_id_list_pk" PRIMARY KEY("user_id","list")
);
--> statement-breakpoint
ALTER TABLE "list_defaults" ADD CONSTRAINT "list_defaults_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_defaults" ADD CONSTRAINT "list_defaults_view_id_saved_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."saved_views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_defaults_view_idx" ON "list_defaults" USING btree ("view_id");--> statement-breakpoint
INSERT INTO "list_defaults" ("user_id", "list", "view_id") SELECT "owner_id", "list", "id" FROM "saved_views" WHERE "is_default";--> statement-breakpoint
DROP INDEX "saved_views_default_idx";--> statement-breakpoint
ALTER TABLE "saved_views" DROP COLUMN "is_default";
