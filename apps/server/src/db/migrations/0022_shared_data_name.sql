-- One name per thing: the customer credentials the product calls "Shared Data" are `shared_data`
-- in the database as in the code. A rename keeps every row, id and sealed password; each index,
-- constraint and sequence that carried the old name takes the new one, as a fresh schema names
-- them. The audit trail's stored actions and entity type follow, so old rows read like new ones.
-- Sealed passwords stay bound to their label `customer_details.password:owner=<id>` (lib/sealed-values.ts).
ALTER TABLE "customer_details" RENAME TO "shared_data";--> statement-breakpoint
ALTER SEQUENCE "customer_details_id_seq" RENAME TO "shared_data_id_seq";--> statement-breakpoint
ALTER TABLE "shared_data" RENAME CONSTRAINT "customer_details_pkey" TO "shared_data_pkey";--> statement-breakpoint
ALTER TABLE "shared_data" RENAME CONSTRAINT "customer_details_owner_id_users_id_fk" TO "shared_data_owner_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "customer_details_owner_idx" RENAME TO "shared_data_owner_idx";--> statement-breakpoint
ALTER INDEX "customer_details_key_idx" RENAME TO "shared_data_key_idx";--> statement-breakpoint
ALTER TABLE "customer_detail_shares" RENAME TO "shared_data_shares";--> statement-breakpoint
ALTER TABLE "shared_data_shares" RENAME COLUMN "customer_detail_id" TO "shared_data_id";--> statement-breakpoint
ALTER TABLE "shared_data_shares" RENAME CONSTRAINT "customer_detail_shares_pk" TO "shared_data_shares_pk";--> statement-breakpoint
ALTER TABLE "shared_data_shares" RENAME CONSTRAINT "customer_detail_shares_customer_detail_id_customer_details_id_fk" TO "shared_data_shares_shared_data_id_shared_data_id_fk";--> statement-breakpoint
ALTER TABLE "shared_data_shares" RENAME CONSTRAINT "customer_detail_shares_user_id_users_id_fk" TO "shared_data_shares_user_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "customer_detail_shares_user_idx" RENAME TO "shared_data_shares_user_idx";--> statement-breakpoint
UPDATE "activities" SET "action" = CASE "action" WHEN 'customerDetails.export' THEN 'sharedData.export' ELSE 'sharedData.' || substr("action", length('customerDetail.') + 1) END
WHERE "action" LIKE 'customerDetail.%' OR "action" = 'customerDetails.export';--> statement-breakpoint
UPDATE "activities" SET "entity_type" = 'sharedData' WHERE "entity_type" = 'customerDetail';
