-- The statements of the notifications list, written by test/list-queries.test.ts (UPDATE_SQL=1 to write again).

-- page: sort createdAt asc, en
select "notifications"."id", "notifications"."kind", "notifications"."subject_kind", "notifications"."subject_id", "users"."id", "users"."name", "users"."surname", "notifications"."facts", "notifications"."read_at", "notifications"."created_at"
  from "notifications"
  left join "users" on "users"."id" = "notifications"."actor_id"
  where "notifications"."recipient_id" = $1
  order by "notifications"."created_at" asc, "notifications"."id" asc
  limit $2
  offset $3;

-- page: sort createdAt asc, en
select count(*)
  from (select 1
  from "notifications"
  where "notifications"."recipient_id" = $1
  limit $2) "counted";

-- page: sort createdAt desc, en
select "notifications"."id", "notifications"."kind", "notifications"."subject_kind", "notifications"."subject_id", "users"."id", "users"."name", "users"."surname", "notifications"."facts", "notifications"."read_at", "notifications"."created_at"
  from "notifications"
  left join "users" on "users"."id" = "notifications"."actor_id"
  where "notifications"."recipient_id" = $1
  order by "notifications"."created_at" desc, "notifications"."id" desc
  limit $2
  offset $3;

-- page: unread
select "notifications"."id", "notifications"."kind", "notifications"."subject_kind", "notifications"."subject_id", "users"."id", "users"."name", "users"."surname", "notifications"."facts", "notifications"."read_at", "notifications"."created_at"
  from "notifications"
  left join "users" on "users"."id" = "notifications"."actor_id"
  where ("notifications"."read_at" is null and "notifications"."recipient_id" = $1)
  order by "notifications"."created_at" asc, "notifications"."id" asc
  limit $2
  offset $3;

-- page: unread
select count(*)
  from (select 1
  from "notifications"
  where ("notifications"."read_at" is null and "notifications"."recipient_id" = $1)
  limit $2) "counted";

-- one record
select "notifications"."id", "notifications"."kind", "notifications"."subject_kind", "notifications"."subject_id", "users"."id", "users"."name", "users"."surname", "notifications"."facts", "notifications"."read_at", "notifications"."created_at"
  from "notifications"
  left join "users" on "users"."id" = "notifications"."actor_id"
  where "notifications"."id" = $1;

-- unread count
select count(*)
  from "notifications"
  where ("notifications"."recipient_id" = $1 and "notifications"."read_at" is null);
