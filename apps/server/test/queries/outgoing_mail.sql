-- The statements of the outgoing_mail list, written by test/list-queries.test.ts (UPDATE_SQL=1 to write again).

-- page: sort createdAt asc, en
select "id", "recipient", "kind", "language", "subject", "status", "tries", "last_error", "message_id", "created_at", "sent_at"
  from "outgoing_mail"
  order by "outgoing_mail"."created_at" asc, "outgoing_mail"."id" asc
  limit $1
  offset $2;

-- page: sort createdAt asc, en
select count(*)
  from (select 1
  from "outgoing_mail"
  limit $1) "counted";

-- page: sort createdAt desc, en
select "id", "recipient", "kind", "language", "subject", "status", "tries", "last_error", "message_id", "created_at", "sent_at"
  from "outgoing_mail"
  order by "outgoing_mail"."created_at" desc, "outgoing_mail"."id" desc
  limit $1
  offset $2;

-- page: sort recipient asc, en
with "page_ids" as (select "id"
  from "outgoing_mail"
  order by "outgoing_mail"."recipient" asc, "outgoing_mail"."id" asc
  limit $1
  offset $2)
select "outgoing_mail"."id", "outgoing_mail"."recipient", "outgoing_mail"."kind", "outgoing_mail"."language", "outgoing_mail"."subject", "outgoing_mail"."status", "outgoing_mail"."tries", "outgoing_mail"."last_error", "outgoing_mail"."message_id", "outgoing_mail"."created_at", "outgoing_mail"."sent_at"
  from "page_ids"
  inner join "outgoing_mail" on "outgoing_mail"."id" = "page_ids"."id"
  order by "outgoing_mail"."recipient" asc, "outgoing_mail"."id" asc;

-- page: sort recipient desc, en
with "page_ids" as (select "id"
  from "outgoing_mail"
  order by "outgoing_mail"."recipient" desc, "outgoing_mail"."id" desc
  limit $1
  offset $2)
select "outgoing_mail"."id", "outgoing_mail"."recipient", "outgoing_mail"."kind", "outgoing_mail"."language", "outgoing_mail"."subject", "outgoing_mail"."status", "outgoing_mail"."tries", "outgoing_mail"."last_error", "outgoing_mail"."message_id", "outgoing_mail"."created_at", "outgoing_mail"."sent_at"
  from "page_ids"
  inner join "outgoing_mail" on "outgoing_mail"."id" = "page_ids"."id"
  order by "outgoing_mail"."recipient" desc, "outgoing_mail"."id" desc;

-- page: sort status asc, en
with "page_ids" as (select "id"
  from "outgoing_mail"
  order by "outgoing_mail"."status" asc, "outgoing_mail"."created_at" asc, "outgoing_mail"."id" asc
  limit $1
  offset $2)
select "outgoing_mail"."id", "outgoing_mail"."recipient", "outgoing_mail"."kind", "outgoing_mail"."language", "outgoing_mail"."subject", "outgoing_mail"."status", "outgoing_mail"."tries", "outgoing_mail"."last_error", "outgoing_mail"."message_id", "outgoing_mail"."created_at", "outgoing_mail"."sent_at"
  from "page_ids"
  inner join "outgoing_mail" on "outgoing_mail"."id" = "page_ids"."id"
  order by "outgoing_mail"."status" asc, "outgoing_mail"."created_at" asc, "outgoing_mail"."id" asc;

-- page: sort status desc, en
with "page_ids" as (select "id"
  from "outgoing_mail"
  order by "outgoing_mail"."status" desc, "outgoing_mail"."created_at" desc, "outgoing_mail"."id" desc
  limit $1
  offset $2)
select "outgoing_mail"."id", "outgoing_mail"."recipient", "outgoing_mail"."kind", "outgoing_mail"."language", "outgoing_mail"."subject", "outgoing_mail"."status", "outgoing_mail"."tries", "outgoing_mail"."last_error", "outgoing_mail"."message_id", "outgoing_mail"."created_at", "outgoing_mail"."sent_at"
  from "page_ids"
  inner join "outgoing_mail" on "outgoing_mail"."id" = "page_ids"."id"
  order by "outgoing_mail"."status" desc, "outgoing_mail"."created_at" desc, "outgoing_mail"."id" desc;

-- page: status
select "id", "recipient", "kind", "language", "subject", "status", "tries", "last_error", "message_id", "created_at", "sent_at"
  from "outgoing_mail"
  where "outgoing_mail"."status" = $1
  order by "outgoing_mail"."created_at" asc, "outgoing_mail"."id" asc
  limit $2
  offset $3;

-- page: status
select count(*)
  from (select 1
  from "outgoing_mail"
  where "outgoing_mail"."status" = $1
  limit $2) "counted";

-- page: kind
select "id", "recipient", "kind", "language", "subject", "status", "tries", "last_error", "message_id", "created_at", "sent_at"
  from "outgoing_mail"
  where "outgoing_mail"."kind" = $1
  order by "outgoing_mail"."created_at" asc, "outgoing_mail"."id" asc
  limit $2
  offset $3;

-- page: kind
select count(*)
  from (select 1
  from "outgoing_mail"
  where "outgoing_mail"."kind" = $1
  limit $2) "counted";

-- page: every filter
select "id", "recipient", "kind", "language", "subject", "status", "tries", "last_error", "message_id", "created_at", "sent_at"
  from "outgoing_mail"
  where ("outgoing_mail"."status" = $1 and "outgoing_mail"."kind" = $2)
  order by "outgoing_mail"."created_at" asc, "outgoing_mail"."id" asc
  limit $3
  offset $4;

-- page: every filter
select count(*)
  from (select 1
  from "outgoing_mail"
  where ("outgoing_mail"."status" = $1 and "outgoing_mail"."kind" = $2)
  limit $3) "counted";

-- search: sort createdAt
select "id", "recipient", "kind", "language", "subject", "status", "tries", "last_error", "message_id", "created_at", "sent_at"
  from "outgoing_mail"
  where (search_fold("outgoing_mail"."recipient") like (select search_fold($1)) or search_fold("outgoing_mail"."subject") like (select search_fold($2)))
  order by "outgoing_mail"."created_at" desc, "outgoing_mail"."id" desc
  limit $3
  offset $4;

-- search: sort createdAt
select count(*)
  from (select 1
  from "outgoing_mail"
  where (search_fold("outgoing_mail"."recipient") like (select search_fold($1)) or search_fold("outgoing_mail"."subject") like (select search_fold($2)))
  limit $3) "counted";

-- search: sort recipient
with "page_ids" as (select "id"
  from "outgoing_mail"
  where (search_fold("outgoing_mail"."recipient") like (select search_fold($1)) or search_fold("outgoing_mail"."subject") like (select search_fold($2)))
  order by "outgoing_mail"."recipient" desc, "outgoing_mail"."id" desc
  limit $3
  offset $4)
select "outgoing_mail"."id", "outgoing_mail"."recipient", "outgoing_mail"."kind", "outgoing_mail"."language", "outgoing_mail"."subject", "outgoing_mail"."status", "outgoing_mail"."tries", "outgoing_mail"."last_error", "outgoing_mail"."message_id", "outgoing_mail"."created_at", "outgoing_mail"."sent_at"
  from "page_ids"
  inner join "outgoing_mail" on "outgoing_mail"."id" = "page_ids"."id"
  order by "outgoing_mail"."recipient" desc, "outgoing_mail"."id" desc;

-- search: sort status
with "page_ids" as (select "id"
  from "outgoing_mail"
  where (search_fold("outgoing_mail"."recipient") like (select search_fold($1)) or search_fold("outgoing_mail"."subject") like (select search_fold($2)))
  order by "outgoing_mail"."status" desc, "outgoing_mail"."created_at" desc, "outgoing_mail"."id" desc
  limit $3
  offset $4)
select "outgoing_mail"."id", "outgoing_mail"."recipient", "outgoing_mail"."kind", "outgoing_mail"."language", "outgoing_mail"."subject", "outgoing_mail"."status", "outgoing_mail"."tries", "outgoing_mail"."last_error", "outgoing_mail"."message_id", "outgoing_mail"."created_at", "outgoing_mail"."sent_at"
  from "page_ids"
  inner join "outgoing_mail" on "outgoing_mail"."id" = "page_ids"."id"
  order by "outgoing_mail"."status" desc, "outgoing_mail"."created_at" desc, "outgoing_mail"."id" desc;

-- one record
select "id", "recipient", "kind", "language", "subject", "status", "tries", "last_error", "message_id", "created_at", "sent_at"
  from "outgoing_mail"
  where "outgoing_mail"."id" = $1;
