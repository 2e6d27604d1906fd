-- The statements of the transactions list, written by test/list-queries.test.ts (UPDATE_SQL=1 to write again).

-- page: sort transactionDate asc, en
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "transactions"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "transactions"."transaction_date" asc, "transactions"."id" asc
  limit $1
  offset $2;

-- page: sort transactionDate asc, en
select coalesce(sum("count"), 0)::int
  from "transaction_month_totals";

-- page: sort transactionDate desc, en
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "transactions"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "transactions"."transaction_date" desc, "transactions"."id" desc
  limit $1
  offset $2;

-- page: sort name asc, en
with "page_ids" as (select "id"
  from "transactions"
  order by "transactions"."name" collate "und-x-icu" asc, "transactions"."id" asc
  limit $1
  offset $2)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "transactions"."name" collate "und-x-icu" asc, "transactions"."id" asc;

-- page: sort name asc, tr
with "page_ids" as (select "id"
  from "transactions"
  order by "transactions"."name" collate "tr_alphabet" asc, "transactions"."id" asc
  limit $1
  offset $2)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "transactions"."name" collate "tr_alphabet" asc, "transactions"."id" asc;

-- page: sort name desc, en
with "page_ids" as (select "id"
  from "transactions"
  order by "transactions"."name" collate "und-x-icu" desc, "transactions"."id" desc
  limit $1
  offset $2)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "transactions"."name" collate "und-x-icu" desc, "transactions"."id" desc;

-- page: sort name desc, tr
with "page_ids" as (select "id"
  from "transactions"
  order by "transactions"."name" collate "tr_alphabet" desc, "transactions"."id" desc
  limit $1
  offset $2)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "transactions"."name" collate "tr_alphabet" desc, "transactions"."id" desc;

-- page: sort amount asc, en
with "page_ids" as (select "id"
  from "transactions"
  order by "transactions"."amount" asc, "transactions"."id" asc
  limit $1
  offset $2)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "transactions"."amount" asc, "transactions"."id" asc;

-- page: sort amount desc, en
with "page_ids" as (select "id"
  from "transactions"
  order by "transactions"."amount" desc, "transactions"."id" desc
  limit $1
  offset $2)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "transactions"."amount" desc, "transactions"."id" desc;

-- page: sort currency asc, en
with "page_ids" as (select "id"
  from "transactions"
  order by "transactions"."currency" asc, "transactions"."id" asc
  limit $1
  offset $2)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "transactions"."currency" asc, "transactions"."id" asc;

-- page: sort currency desc, en
with "page_ids" as (select "id"
  from "transactions"
  order by "transactions"."currency" desc, "transactions"."id" desc
  limit $1
  offset $2)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "transactions"."currency" desc, "transactions"."id" desc;

-- page: sort type asc, en
with "page_ids" as (select "id"
  from "transactions"
  order by "transactions"."type" asc, "transactions"."id" asc
  limit $1
  offset $2)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "transactions"."type" asc, "transactions"."id" asc;

-- page: sort type desc, en
with "page_ids" as (select "id"
  from "transactions"
  order by "transactions"."type" desc, "transactions"."id" desc
  limit $1
  offset $2)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "transactions"."type" desc, "transactions"."id" desc;

-- page: sort category asc, en
with "page_ids" as (select "transactions"."id"
  from "transactions"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  order by "expense_categories"."name" collate "und-x-icu" asc, "transactions"."id" asc
  limit $1
  offset $2)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "expense_categories"."name" collate "und-x-icu" asc, "transactions"."id" asc;

-- page: sort category asc, tr
with "page_ids" as (select "transactions"."id"
  from "transactions"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  order by "expense_categories"."name" collate "tr_alphabet" asc, "transactions"."id" asc
  limit $1
  offset $2)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "expense_categories"."name" collate "tr_alphabet" asc, "transactions"."id" asc;

-- page: sort category desc, en
with "page_ids" as (select "transactions"."id"
  from "transactions"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  order by "expense_categories"."name" collate "und-x-icu" desc, "transactions"."id" desc
  limit $1
  offset $2)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "expense_categories"."name" collate "und-x-icu" desc, "transactions"."id" desc;

-- page: sort category desc, tr
with "page_ids" as (select "transactions"."id"
  from "transactions"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  order by "expense_categories"."name" collate "tr_alphabet" desc, "transactions"."id" desc
  limit $1
  offset $2)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "expense_categories"."name" collate "tr_alphabet" desc, "transactions"."id" desc;

-- page: sort company asc, en
with "page_ids" as (select "transactions"."id"
  from "transactions"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  order by "companies"."name" collate "und-x-icu" asc, "transactions"."id" asc
  limit $1
  offset $2)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "companies"."name" collate "und-x-icu" asc, "transactions"."id" asc;

-- page: sort company asc, tr
with "page_ids" as (select "transactions"."id"
  from "transactions"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  order by "companies"."name" collate "tr_alphabet" asc, "transactions"."id" asc
  limit $1
  offset $2)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "companies"."name" collate "tr_alphabet" asc, "transactions"."id" asc;

-- page: sort company desc, en
with "page_ids" as (select "transactions"."id"
  from "transactions"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  order by "companies"."name" collate "und-x-icu" desc, "transactions"."id" desc
  limit $1
  offset $2)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "companies"."name" collate "und-x-icu" desc, "transactions"."id" desc;

-- page: sort company desc, tr
with "page_ids" as (select "transactions"."id"
  from "transactions"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  order by "companies"."name" collate "tr_alphabet" desc, "transactions"."id" desc
  limit $1
  offset $2)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "companies"."name" collate "tr_alphabet" desc, "transactions"."id" desc;

-- page: sort createdAt asc, en
with "page_ids" as (select "id"
  from "transactions"
  order by "transactions"."created_at" asc, "transactions"."id" asc
  limit $1
  offset $2)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "transactions"."created_at" asc, "transactions"."id" asc;

-- page: sort createdAt desc, en
with "page_ids" as (select "id"
  from "transactions"
  order by "transactions"."created_at" desc, "transactions"."id" desc
  limit $1
  offset $2)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "transactions"."created_at" desc, "transactions"."id" desc;

-- page: type
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "transactions"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  where "transactions"."type" = $1
  order by "transactions"."transaction_date" asc, "transactions"."id" asc
  limit $2
  offset $3;

-- page: type
select coalesce(sum("count"), 0)::int
  from "transaction_month_totals"
  where "transaction_month_totals"."type" = $1;

-- page: currency
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "transactions"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  where "transactions"."currency" = $1
  order by "transactions"."transaction_date" asc, "transactions"."id" asc
  limit $2
  offset $3;

-- page: currency
select coalesce(sum("count"), 0)::int
  from "transaction_month_totals"
  where "transaction_month_totals"."currency" = $1;

-- page: categoryId
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "transactions"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  where "transactions"."category_id" = $1
  order by "transactions"."transaction_date" asc, "transactions"."id" asc
  limit $2
  offset $3;

-- page: categoryId
select count(*)
  from "transactions"
  where "transactions"."category_id" = $1;

-- page: companyId
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "transactions"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  where "transactions"."company_id" = $1
  order by "transactions"."transaction_date" asc, "transactions"."id" asc
  limit $2
  offset $3;

-- page: companyId
select count(*)
  from "transactions"
  where "transactions"."company_id" = $1;

-- page: projectId
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "transactions"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  where "transactions"."project_id" = $1
  order by "transactions"."transaction_date" asc, "transactions"."id" asc
  limit $2
  offset $3;

-- page: projectId
select count(*)
  from "transactions"
  where "transactions"."project_id" = $1;

-- page: userId
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "transactions"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  where "transactions"."assigned_user_id" = $1
  order by "transactions"."transaction_date" asc, "transactions"."id" asc
  limit $2
  offset $3;

-- page: userId
select count(*)
  from "transactions"
  where "transactions"."assigned_user_id" = $1;

-- page: dateFrom (a month)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "transactions"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  where "transactions"."transaction_date" >= $1
  order by "transactions"."transaction_date" asc, "transactions"."id" asc
  limit $2
  offset $3;

-- page: dateFrom (a month)
select coalesce(sum("count"), 0)::int
  from "transaction_month_totals"
  where "transaction_month_totals"."month" >= $1;

-- page: dateTo (a month)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "transactions"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  where "transactions"."transaction_date" <= $1
  order by "transactions"."transaction_date" asc, "transactions"."id" asc
  limit $2
  offset $3;

-- page: dateTo (a month)
select coalesce(sum("count"), 0)::int
  from "transaction_month_totals"
  where "transaction_month_totals"."month" <= $1;

-- page: dateFrom (a day)
select count(*)
  from "transactions"
  where "transactions"."transaction_date" >= $1;

-- page: amountMin
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "transactions"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  where "transactions"."amount" >= $1
  order by "transactions"."transaction_date" asc, "transactions"."id" asc
  limit $2
  offset $3;

-- page: amountMin
select count(*)
  from "transactions"
  where "transactions"."amount" >= $1;

-- page: amountMax
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "transactions"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  where "transactions"."amount" <= $1
  order by "transactions"."transaction_date" asc, "transactions"."id" asc
  limit $2
  offset $3;

-- page: amountMax
select count(*)
  from "transactions"
  where "transactions"."amount" <= $1;

-- page: every filter
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "transactions"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  where ("transactions"."type" = $1 and "transactions"."currency" = $2 and "transactions"."category_id" = $3 and "transactions"."company_id" = $4 and "transactions"."project_id" = $5 and "transactions"."assigned_user_id" = $6 and "transactions"."transaction_date" >= $7 and "transactions"."transaction_date" <= $8 and "transactions"."amount" >= $9 and "transactions"."amount" <= $10)
  order by "transactions"."transaction_date" asc, "transactions"."id" asc
  limit $11
  offset $12;

-- page: every filter
select count(*)
  from "transactions"
  where ("transactions"."type" = $1 and "transactions"."currency" = $2 and "transactions"."category_id" = $3 and "transactions"."company_id" = $4 and "transactions"."project_id" = $5 and "transactions"."assigned_user_id" = $6 and "transactions"."transaction_date" >= $7 and "transactions"."transaction_date" <= $8 and "transactions"."amount" >= $9 and "transactions"."amount" <= $10);

-- search: sort transactionDate
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "transactions"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  where search_fold("transactions"."name") like (select search_fold($1))
  order by "transactions"."transaction_date" desc, "transactions"."id" desc
  limit $2
  offset $3;

-- search: sort transactionDate
select count(*)
  from "transactions"
  where search_fold("transactions"."name") like (select search_fold($1));

-- search: sort name
with "page_ids" as (select "id"
  from "transactions"
  where search_fold("transactions"."name") like (select search_fold($1))
  order by "transactions"."name" collate "und-x-icu" desc, "transactions"."id" desc
  limit $2
  offset $3)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "transactions"."name" collate "und-x-icu" desc, "transactions"."id" desc;

-- search: sort amount
with "page_ids" as (select "id"
  from "transactions"
  where search_fold("transactions"."name") like (select search_fold($1))
  order by "transactions"."amount" desc, "transactions"."id" desc
  limit $2
  offset $3)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "transactions"."amount" desc, "transactions"."id" desc;

-- search: sort currency
with "page_ids" as (select "id"
  from "transactions"
  where search_fold("transactions"."name") like (select search_fold($1))
  order by "transactions"."currency" desc, "transactions"."id" desc
  limit $2
  offset $3)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "transactions"."currency" desc, "transactions"."id" desc;

-- search: sort type
with "page_ids" as (select "id"
  from "transactions"
  where search_fold("transactions"."name") like (select search_fold($1))
  order by "transactions"."type" desc, "transactions"."id" desc
  limit $2
  offset $3)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "transactions"."type" desc, "transactions"."id" desc;

-- search: sort category
with "page_ids" as (select "transactions"."id"
  from "transactions"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  where search_fold("transactions"."name") like (select search_fold($1))
  order by "expense_categories"."name" collate "und-x-icu" desc, "transactions"."id" desc
  limit $2
  offset $3)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "expense_categories"."name" collate "und-x-icu" desc, "transactions"."id" desc;

-- search: sort company
with "page_ids" as (select "transactions"."id"
  from "transactions"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  where search_fold("transactions"."name") like (select search_fold($1))
  order by "companies"."name" collate "und-x-icu" desc, "transactions"."id" desc
  limit $2
  offset $3)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "companies"."name" collate "und-x-icu" desc, "transactions"."id" desc;

-- search: sort createdAt
with "page_ids" as (select "id"
  from "transactions"
  where search_fold("transactions"."name") like (select search_fold($1))
  order by "transactions"."created_at" desc, "transactions"."id" desc
  limit $2
  offset $3)
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "page_ids"
  inner join "transactions" on "transactions"."id" = "page_ids"."id"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  order by "transactions"."created_at" desc, "transactions"."id" desc;

-- one record
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "transactions"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  where "transactions"."id" = $1;

-- totals: a month
select "currency", coalesce(sum("total") filter (where "type" = 'income'), 0)::numeric(16,2)::text, coalesce(sum("total") filter (where "type" = 'expense'), 0)::numeric(16,2)::text, coalesce(sum(case when "type" = 'income' then "total" else -"total" end), 0)::numeric(16,2)::text, coalesce(sum("count"), 0)::int
  from "transaction_month_totals"
  where ("transaction_month_totals"."month" >= $1 and "transaction_month_totals"."month" <= $2)
  group by "transaction_month_totals"."currency"
  having sum("transaction_month_totals"."count") > 0;

-- totals: a company
select "currency", coalesce(sum("amount") filter (where "type" = 'income'), 0)::numeric(16,2)::text, coalesce(sum("amount") filter (where "type" = 'expense'), 0)::numeric(16,2)::text, coalesce(sum(case when "type" = 'income' then "amount" else -"amount" end), 0)::numeric(16,2)::text, count(*)::int
  from "transactions"
  where "transactions"."company_id" = $1
  group by "transactions"."currency";

-- recent
select "transactions"."id", "transactions"."name", "transactions"."description", "transactions"."amount", "transactions"."type", "transactions"."currency", "expense_categories"."id", "expense_categories"."name", "assigned_user"."id", "assigned_user"."name", "assigned_user"."surname", "companies"."id", "companies"."name", "projects"."id", "projects"."name", "transactions"."transaction_date", "transactions"."created_at", "transactions"."updated_at"
  from "transactions"
  inner join "users" "assigned_user" on "assigned_user"."id" = "transactions"."assigned_user_id"
  inner join "companies" on "companies"."id" = "transactions"."company_id"
  left join "expense_categories" on "expense_categories"."id" = "transactions"."category_id"
  left join "projects" on "projects"."id" = "transactions"."project_id"
  where ("transactions"."transaction_date" >= $1 and "transactions"."transaction_date" <= $2)
  order by "transactions"."transaction_date" desc, "transactions"."id" desc
  limit $3
  offset $4;
