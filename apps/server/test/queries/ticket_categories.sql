-- The statements of the ticket_categories list, written by test/list-queries.test.ts (UPDATE_SQL=1 to write again).

-- page: sort name asc, en
with "page_ids" as (select "id"
  from "ticket_categories"
  order by "ticket_categories"."name" collate "und-x-icu" asc, "ticket_categories"."id" asc
  limit $1
  offset $2)
select "ticket_categories"."id", "ticket_categories"."name", "ticket_categories"."description", (select count(*)::int
  from "tickets"
  where "tickets"."category_id" = "ticket_categories"."id"), "ticket_categories"."created_at", "ticket_categories"."updated_at"
  from "page_ids"
  inner join "ticket_categories" on "ticket_categories"."id" = "page_ids"."id"
  order by "ticket_categories"."name" collate "und-x-icu" asc, "ticket_categories"."id" asc;

-- page: sort name asc, en
select count(*)
  from "ticket_categories";

-- page: sort name asc, tr
with "page_ids" as (select "id"
  from "ticket_categories"
  order by "ticket_categories"."name" collate "tr_alphabet" asc, "ticket_categories"."id" asc
  limit $1
  offset $2)
select "ticket_categories"."id", "ticket_categories"."name", "ticket_categories"."description", (select count(*)::int
  from "tickets"
  where "tickets"."category_id" = "ticket_categories"."id"), "ticket_categories"."created_at", "ticket_categories"."updated_at"
  from "page_ids"
  inner join "ticket_categories" on "ticket_categories"."id" = "page_ids"."id"
  order by "ticket_categories"."name" collate "tr_alphabet" asc, "ticket_categories"."id" asc;

-- page: sort name desc, en
with "page_ids" as (select "id"
  from "ticket_categories"
  order by "ticket_categories"."name" collate "und-x-icu" desc, "ticket_categories"."id" desc
  limit $1
  offset $2)
select "ticket_categories"."id", "ticket_categories"."name", "ticket_categories"."description", (select count(*)::int
  from "tickets"
  where "tickets"."category_id" = "ticket_categories"."id"), "ticket_categories"."created_at", "ticket_categories"."updated_at"
  from "page_ids"
  inner join "ticket_categories" on "ticket_categories"."id" = "page_ids"."id"
  order by "ticket_categories"."name" collate "und-x-icu" desc, "ticket_categories"."id" desc;

-- page: sort name desc, tr
with "page_ids" as (select "id"
  from "ticket_categories"
  order by "ticket_categories"."name" collate "tr_alphabet" desc, "ticket_categories"."id" desc
  limit $1
  offset $2)
select "ticket_categories"."id", "ticket_categories"."name", "ticket_categories"."description", (select count(*)::int
  from "tickets"
  where "tickets"."category_id" = "ticket_categories"."id"), "ticket_categories"."created_at", "ticket_categories"."updated_at"
  from "page_ids"
  inner join "ticket_categories" on "ticket_categories"."id" = "page_ids"."id"
  order by "ticket_categories"."name" collate "tr_alphabet" desc, "ticket_categories"."id" desc;

-- page: sort ticketCount asc, en
with "page_ids" as (select "id"
  from "ticket_categories"
  order by (select count(*)::int
  from "tickets"
  where "tickets"."category_id" = "ticket_categories"."id") asc, "ticket_categories"."id" asc
  limit $1
  offset $2)
select "ticket_categories"."id", "ticket_categories"."name", "ticket_categories"."description", (select count(*)::int
  from "tickets"
  where "tickets"."category_id" = "ticket_categories"."id"), "ticket_categories"."created_at", "ticket_categories"."updated_at"
  from "page_ids"
  inner join "ticket_categories" on "ticket_categories"."id" = "page_ids"."id"
  order by (select count(*)::int
  from "tickets"
  where "tickets"."category_id" = "ticket_categories"."id") asc, "ticket_categories"."id" asc;

-- page: sort ticketCount desc, en
with "page_ids" as (select "id"
  from "ticket_categories"
  order by (select count(*)::int
  from "tickets"
  where "tickets"."category_id" = "ticket_categories"."id") desc, "ticket_categories"."id" desc
  limit $1
  offset $2)
select "ticket_categories"."id", "ticket_categories"."name", "ticket_categories"."description", (select count(*)::int
  from "tickets"
  where "tickets"."category_id" = "ticket_categories"."id"), "ticket_categories"."created_at", "ticket_categories"."updated_at"
  from "page_ids"
  inner join "ticket_categories" on "ticket_categories"."id" = "page_ids"."id"
  order by (select count(*)::int
  from "tickets"
  where "tickets"."category_id" = "ticket_categories"."id") desc, "ticket_categories"."id" desc;

-- page: sort createdAt asc, en
with "page_ids" as (select "id"
  from "ticket_categories"
  order by "ticket_categories"."created_at" asc, "ticket_categories"."id" asc
  limit $1
  offset $2)
select "ticket_categories"."id", "ticket_categories"."name", "ticket_categories"."description", (select count(*)::int
  from "tickets"
  where "tickets"."category_id" = "ticket_categories"."id"), "ticket_categories"."created_at", "ticket_categories"."updated_at"
  from "page_ids"
  inner join "ticket_categories" on "ticket_categories"."id" = "page_ids"."id"
  order by "ticket_categories"."created_at" asc, "ticket_categories"."id" asc;

-- page: sort createdAt desc, en
with "page_ids" as (select "id"
  from "ticket_categories"
  order by "ticket_categories"."created_at" desc, "ticket_categories"."id" desc
  limit $1
  offset $2)
select "ticket_categories"."id", "ticket_categories"."name", "ticket_categories"."description", (select count(*)::int
  from "tickets"
  where "tickets"."category_id" = "ticket_categories"."id"), "ticket_categories"."created_at", "ticket_categories"."updated_at"
  from "page_ids"
  inner join "ticket_categories" on "ticket_categories"."id" = "page_ids"."id"
  order by "ticket_categories"."created_at" desc, "ticket_categories"."id" desc;

-- search: sort name
with "page_ids" as (select "id"
  from "ticket_categories"
  where search_fold("ticket_categories"."name") like (select search_fold($1))
  order by "ticket_categories"."name" collate "und-x-icu" desc, "ticket_categories"."id" desc
  limit $2
  offset $3)
select "ticket_categories"."id", "ticket_categories"."name", "ticket_categories"."description", (select count(*)::int
  from "tickets"
  where "tickets"."category_id" = "ticket_categories"."id"), "ticket_categories"."created_at", "ticket_categories"."updated_at"
  from "page_ids"
  inner join "ticket_categories" on "ticket_categories"."id" = "page_ids"."id"
  order by "ticket_categories"."name" collate "und-x-icu" desc, "ticket_categories"."id" desc;

-- search: sort name
select count(*)
  from "ticket_categories"
  where search_fold("ticket_categories"."name") like (select search_fold($1));

-- search: sort ticketCount
with "page_ids" as (select "id"
  from "ticket_categories"
  where search_fold("ticket_categories"."name") like (select search_fold($1))
  order by (select count(*)::int
  from "tickets"
  where "tickets"."category_id" = "ticket_categories"."id") desc, "ticket_categories"."id" desc
  limit $2
  offset $3)
select "ticket_categories"."id", "ticket_categories"."name", "ticket_categories"."description", (select count(*)::int
  from "tickets"
  where "tickets"."category_id" = "ticket_categories"."id"), "ticket_categories"."created_at", "ticket_categories"."updated_at"
  from "page_ids"
  inner join "ticket_categories" on "ticket_categories"."id" = "page_ids"."id"
  order by (select count(*)::int
  from "tickets"
  where "tickets"."category_id" = "ticket_categories"."id") desc, "ticket_categories"."id" desc;

-- search: sort createdAt
with "page_ids" as (select "id"
  from "ticket_categories"
  where search_fold("ticket_categories"."name") like (select search_fold($1))
  order by "ticket_categories"."created_at" desc, "ticket_categories"."id" desc
  limit $2
  offset $3)
select "ticket_categories"."id", "ticket_categories"."name", "ticket_categories"."description", (select count(*)::int
  from "tickets"
  where "tickets"."category_id" = "ticket_categories"."id"), "ticket_categories"."created_at", "ticket_categories"."updated_at"
  from "page_ids"
  inner join "ticket_categories" on "ticket_categories"."id" = "page_ids"."id"
  order by "ticket_categories"."created_at" desc, "ticket_categories"."id" desc;

-- one record
select "id", "name", "description", (select count(*)::int
  from "tickets"
  where "category_id" = "ticket_categories"."id"), "created_at", "updated_at"
  from "ticket_categories"
  where "ticket_categories"."id" = $1;

-- summary: every category
select count(*)::int, (count(*) filter (where exists (select 1
  from "tickets"
  where "category_id" = "ticket_categories"."id")))::int
  from "ticket_categories";

-- summary: every category
select count(*)
  from "tickets"
  where ("tickets"."status" not in ('completed', 'cancelled') and "tickets"."category_id" in (select "id"
  from "ticket_categories"));

-- summary: a search
select count(*)::int, (count(*) filter (where exists (select 1
  from "tickets"
  where "category_id" = "ticket_categories"."id")))::int
  from "ticket_categories"
  where search_fold("ticket_categories"."name") like (select search_fold($1));

-- summary: a search
select count(*)
  from "tickets"
  where ("tickets"."status" not in ('completed', 'cancelled') and "tickets"."category_id" in (select "id"
  from "ticket_categories"
  where search_fold("ticket_categories"."name") like (select search_fold($1))));
