-- The audit trail grows with every change. Its action filter, in date order, walks this index; and
-- the distinct actions (the list's filter options, and the actions a search matches) are read by
-- skipping along it, a few index probes instead of a scan of every row (docs/decisions/028).
CREATE INDEX "activities_action_idx" ON "activities" USING btree ("action","created_at");
