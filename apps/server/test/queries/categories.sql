-- The statements of the categories list, written by test/list-queries.test.ts (UPDATE_SQL=1 to write again).

-- page: sort name asc, en
with "page_ids" as (select "id"
  from "expense_categories"
  order by "expense_categories"."name" collate "und-x-icu" asc, "expense_categories"."id" asc
  limit $1
  offset $2)
select "expense_categories"."id", "expense_categories"."name", "expense_categories"."description", (select count(*)::int
  from "transactions"
  where "transactions"."category_id" = "expense_categories"."id"), "expense_categories"."created_at", "expense_categories"."updated_at"
  from "page_ids"
  inner join "expense_categories" on "expense_categories"."id" = "page_ids"."id"
  order by "expense_categories"."name" collate "und-x-icu" asc, "expense_categories"."id" asc;

-- page: sort name asc, en
select count(*)
  from "expense_categories";

-- page: sort name asc, tr
with "page_ids" as (select "id"
  from "expense_categories"
  order by "expense_categories"."name" collate "tr_alphabet" asc, "expense_categories"."id" asc
  limit $1
  offset $2)
select "expense_categories"."id", "expense_categories"."name", "expense_categories"."description", (select count(*)::int
  from "transactions"
  where "transactions"."category_id" = "expense_categories"."id"), "expense_categories"."created_at", "expense_categories"."updated_at"
  from "page_ids"
  inner join "expense_categories" on "expense_categories"."id" = "page_ids"."id"
  order by "expense_categories"."name" collate "tr_alphabet" asc, "expense_categories"."id" asc;

-- page: sort name desc, en
with "page_ids" as (select "id"
  from "expense_categories"
  order by "expense_categories"."name" collate "und-x-icu" desc, "expense_categories"."id" desc
  limit $1
  offset $2)
select "expense_categories"."id", "expense_categories"."name", "expense_categories"."description", (select count(*)::int
  from "transactions"
  where "transactions"."category_id" = "expense_categories"."id"), "expense_categories"."created_at", "expense_categories"."updated_at"
  from "page_ids"
  inner join "expense_categories" on "expense_categories"."id" = "page_ids"."id"
  order by "expense_categories"."name" collate "und-x-icu" desc, "expense_categories"."id" desc;

-- page: sort name desc, tr
with "page_ids" as (select "id"
  from "expense_categories"
  order by "expense_categories"."name" collate "tr_alphabet" desc, "expense_categories"."id" desc
  limit $1
  offset $2)
select "expense_categories"."id", "expense_categories"."name", "expense_categories"."description", (select count(*)::int
  from "transactions"
  where "transactions"."category_id" = "expense_categories"."id"), "expense_categories"."created_at", "expense_categories"."updated_at"
  from "page_ids"
  inner join "expense_categories" on "expense_categories"."id" = "page_ids"."id"
  order by "expense_categories"."name" collate "tr_alphabet" desc, "expense_categories"."id" desc;

-- page: sort transactionCount asc, en
with "page_ids" as (select "id"
  from "expense_categories"
  order by (select count(*)::int
  from "transactions"
  where "transactions"."category_id" = "expense_categories"."id") asc, "expense_categories"."id" asc
  limit $1
  offset $2)
select "expense_categories"."id", "expense_categories"."name", "expense_categories"."description", (select count(*)::int
  from "transactions"
  where "transactions"."category_id" = "expense_categories"."id"), "expense_categories"."created_at", "expense_categories"."updated_at"
  from "page_ids"
  inner join "expense_categories" on "expense_categories"."id" = "page_ids"."id"
  order by (select count(*)::int
  from "transactions"
  where "transactions"."category_id" = "expense_categories"."id") asc, "expense_categories"."id" asc;

-- page: sort transactionCount desc, en
with "page_ids" as (select "id"
  from "expense_categories"
  order by (select count(*)::int
  from "transactions"
  where "transactions"."category_id" = "expense_categories"."id") desc, "expense_categories"."id" desc
  limit $1
  offset $2)
select "expense_categories"."id", "expense_categories"."name", "expense_categories"."description", (select count(*)::int
  from "transactions"
  where "transactions"."category_id" = "expense_categories"."id"), "expense_categories"."created_at", "expense_categories"."updated_at"
  from "page_ids"
  inner join "expense_categories" on "expense_categories"."id" = "page_ids"."id"
  order by (select count(*)::int
  from "transactions"
  where "transactions"."category_id" = "expense_categories"."id") desc, "expense_categories"."id" desc;

-- page: sort createdAt asc, en
with "page_ids" as (select "id"
  from "expense_categories"
  order by "expense_categories"."created_at" asc, "expense_categories"."id" asc
  limit $1
  offset $2)
select "expense_categories"."id", "expense_categories"."name", "expense_categories"."description", (select count(*)::int
  from "transactions"
  where "transactions"."category_id" = "expense_categories"."id"), "expense_categories"."created_at", "expense_categories"."updated_at"
  from "page_ids"
  inner join "expense_categories" on "expense_categories"."id" = "page_ids"."id"
  order by "expense_categories"."created_at" asc, "expense_categories"."id" asc;

-- page: sort createdAt desc, en
with "page_ids" as (select "id"
  from "expense_categories"
  order by "expense_categories"."created_at" desc, "expense_categories"."id" desc
  limit $1
  offset $2)
select "expense_categories"."id", "expense_categories"."name", "expense_categories"."description", (select count(*)::int
  from "transactions"
  where "transactions"."category_id" = "expense_categories"."id"), "expense_categories"."created_at", "expense_categories"."updated_at"
  from "page_ids"
  inner join "expense_categories" on "expense_categories"."id" = "page_ids"."id"
  order by "expense_categories"."created_at" desc, "expense_categories"."id" desc;

-- search: sort name
with "page_ids" as (select "id"
  from "expense_categories"
  where search_fold("expense_categories"."name") like (select search_fold($1))
  order by "expense_categories"."name" collate "und-x-icu" desc, "expense_categories"."id" desc
  limit $2
  offset $3)
select "expense_categories"."id", "expense_categories"."name", "expense_categories"."description", (select count(*)::int
  from "transactions"
  where "transactions"."category_id" = "expense_categories"."id"), "expense_categories"."created_at", "expense_categories"."updated_at"
  from "page_ids"
  inner join "expense_categories" on "expense_categories"."id" = "page_ids"."id"
  order by "expense_categories"."name" collate "und-x-icu" desc, "expense_categories"."id" desc;

-- search: sort name
select count(*)
  from "expense_categories"
  where search_fold("expense_categories"."name") like (select search_fold($1));

-- search: sort transactionCount
with "page_ids" as (select "id"
  from "expense_categories"
  where search_fold("expense_categories"."name") like (select search_fold($1))
  order by (select count(*)::int
  from "transactions"
  where "transactions"."category_id" = "expense_categories"."id") desc, "expense_categories"."id" desc
  limit $2
  offset $3)
select "expense_categories"."id", "expense_categories"."name", "expense_categories"."description", (select count(*)::int
  from "transactions"
  where "transactions"."category_id" = "expense_categories"."id"), "expense_categories"."created_at", "expense_categories"."updated_at"
  from "page_ids"
  inner join "expense_categories" on "expense_categories"."id" = "page_ids"."id"
  order by (select count(*)::int
  from "transactions"
  where "transactions"."category_id" = "expense_categories"."id") desc, "expense_categories"."id" desc;

-- search: sort createdAt
with "page_ids" as (select "id"
  from "expense_categories"
  where search_fold("expense_categories"."name") like (select search_fold($1))
  order by "expense_categories"."created_at" desc, "expense_categories"."id" desc
  limit $2
  offset $3)
select "expense_categories"."id", "expense_categories"."name", "expense_categories"."description", (select count(*)::int
  from "transactions"
  where "transactions"."category_id" = "expense_categories"."id"), "expense_categories"."created_at", "expense_categories"."updated_at"
  from "page_ids"
  inner join "expense_categories" on "expense_categories"."id" = "page_ids"."id"
  order by "expense_categories"."created_at" desc, "expense_categories"."id" desc;

-- one record
select "id", "name", "description", (select count(*)::int
  from "transactions"
  where "category_id" = "expense_categories"."id"), "created_at", "updated_at"
  from "expense_categories"
  where "expense_categories"."id" = $1;

-- summary: every category
select count(*)::int, (count(*) filter (where exists (select 1
  from "transactions"
  where "category_id" = "expense_categories"."id")))::int
  from "expense_categories";

-- summary: every category
select "currency", coalesce(sum("amount"), 0)::numeric(16,2)::text
  from "transactions"
  where (("transactions"."type" = 'expense' and "transactions"."transaction_date" between $1 and $2) and "transactions"."category_id" in (select "id"
  from "expense_categories"))
  group by "transactions"."currency";

-- summary: a search
select count(*)::int, (count(*) filter (where exists (select 1
  from "transactions"
  where "category_id" = "expense_categories"."id")))::int
  from "expense_categories"
  where search_fold("expense_categories"."name") like (select search_fold($1));

-- summary: a search
select "currency", coalesce(sum("amount"), 0)::numeric(16,2)::text
  from "transactions"
  where (("transactions"."type" = 'expense' and "transactions"."transaction_date" between $1 and $2) and "transactions"."category_id" in (select "id"
  from "expense_categories"
  where search_fold("expense_categories"."name") like (select search_fold($3))))
  group by "transactions"."currency";
