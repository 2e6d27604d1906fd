-- The statements of the tickets list, written by test/list-queries.test.ts (UPDATE_SQL=1 to write again).

-- page: sort createdAt asc, en
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $1::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "tickets"."created_at" asc, "tickets"."id" asc
  limit $2
  offset $3;

-- page: sort createdAt asc, en
select coalesce(sum("count"), 0)::int
  from "ticket_status_counts";

-- page: sort createdAt desc, en
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $1::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "tickets"."created_at" desc, "tickets"."id" desc
  limit $2
  offset $3;

-- page: sort id asc, en
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $1::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "tickets"."id" asc, "tickets"."id" asc
  limit $2
  offset $3;

-- page: sort id desc, en
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $1::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "tickets"."id" desc, "tickets"."id" desc
  limit $2
  offset $3;

-- page: sort subject asc, en
with "page_ids" as (select "id"
  from "tickets"
  order by "tickets"."subject" collate "und-x-icu" asc, "tickets"."id" asc
  limit $1
  offset $2)
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $3::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "page_ids"
  inner join "tickets" on "tickets"."id" = "page_ids"."id"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "tickets"."subject" collate "und-x-icu" asc, "tickets"."id" asc;

-- page: sort subject asc, tr
with "page_ids" as (select "id"
  from "tickets"
  order by "tickets"."subject" collate "tr_alphabet" asc, "tickets"."id" asc
  limit $1
  offset $2)
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $3::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "page_ids"
  inner join "tickets" on "tickets"."id" = "page_ids"."id"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "tickets"."subject" collate "tr_alphabet" asc, "tickets"."id" asc;

-- page: sort subject desc, en
with "page_ids" as (select "id"
  from "tickets"
  order by "tickets"."subject" collate "und-x-icu" desc, "tickets"."id" desc
  limit $1
  offset $2)
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $3::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "page_ids"
  inner join "tickets" on "tickets"."id" = "page_ids"."id"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "tickets"."subject" collate "und-x-icu" desc, "tickets"."id" desc;

-- page: sort subject desc, tr
with "page_ids" as (select "id"
  from "tickets"
  order by "tickets"."subject" collate "tr_alphabet" desc, "tickets"."id" desc
  limit $1
  offset $2)
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $3::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "page_ids"
  inner join "tickets" on "tickets"."id" = "page_ids"."id"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "tickets"."subject" collate "tr_alphabet" desc, "tickets"."id" desc;

-- page: sort status asc, en
with "page_ids" as (select "id"
  from "tickets"
  order by "tickets"."status" asc, "tickets"."id" asc
  limit $1
  offset $2)
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $3::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "page_ids"
  inner join "tickets" on "tickets"."id" = "page_ids"."id"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "tickets"."status" asc, "tickets"."id" asc;

-- page: sort status desc, en
with "page_ids" as (select "id"
  from "tickets"
  order by "tickets"."status" desc, "tickets"."id" desc
  limit $1
  offset $2)
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $3::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "page_ids"
  inner join "tickets" on "tickets"."id" = "page_ids"."id"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "tickets"."status" desc, "tickets"."id" desc;

-- page: sort priority asc, en
with "page_ids" as (select "id"
  from "tickets"
  order by "tickets"."priority" asc, "tickets"."id" asc
  limit $1
  offset $2)
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $3::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "page_ids"
  inner join "tickets" on "tickets"."id" = "page_ids"."id"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "tickets"."priority" asc, "tickets"."id" asc;

-- page: sort priority desc, en
with "page_ids" as (select "id"
  from "tickets"
  order by "tickets"."priority" desc, "tickets"."id" desc
  limit $1
  offset $2)
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $3::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "page_ids"
  inner join "tickets" on "tickets"."id" = "page_ids"."id"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "tickets"."priority" desc, "tickets"."id" desc;

-- page: sort department asc, en
with "page_ids" as (select "id"
  from "tickets"
  order by "tickets"."department" asc, "tickets"."id" asc
  limit $1
  offset $2)
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $3::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "page_ids"
  inner join "tickets" on "tickets"."id" = "page_ids"."id"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "tickets"."department" asc, "tickets"."id" asc;

-- page: sort department desc, en
with "page_ids" as (select "id"
  from "tickets"
  order by "tickets"."department" desc, "tickets"."id" desc
  limit $1
  offset $2)
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $3::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "page_ids"
  inner join "tickets" on "tickets"."id" = "page_ids"."id"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "tickets"."department" desc, "tickets"."id" desc;

-- page: sort category asc, en
with "page_ids" as (select "tickets"."id"
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  order by "ticket_categories"."name" collate "und-x-icu" asc nulls last, "tickets"."id" asc
  limit $1
  offset $2)
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $3::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "page_ids"
  inner join "tickets" on "tickets"."id" = "page_ids"."id"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "ticket_categories"."name" collate "und-x-icu" asc nulls last, "tickets"."id" asc;

-- page: sort category asc, tr
with "page_ids" as (select "tickets"."id"
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  order by "ticket_categories"."name" collate "tr_alphabet" asc nulls last, "tickets"."id" asc
  limit $1
  offset $2)
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $3::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "page_ids"
  inner join "tickets" on "tickets"."id" = "page_ids"."id"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "ticket_categories"."name" collate "tr_alphabet" asc nulls last, "tickets"."id" asc;

-- page: sort category desc, en
with "page_ids" as (select "tickets"."id"
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  order by "ticket_categories"."name" collate "und-x-icu" desc nulls last, "tickets"."id" desc
  limit $1
  offset $2)
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $3::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "page_ids"
  inner join "tickets" on "tickets"."id" = "page_ids"."id"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "ticket_categories"."name" collate "und-x-icu" desc nulls last, "tickets"."id" desc;

-- page: sort category desc, tr
with "page_ids" as (select "tickets"."id"
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  order by "ticket_categories"."name" collate "tr_alphabet" desc nulls last, "tickets"."id" desc
  limit $1
  offset $2)
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $3::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "page_ids"
  inner join "tickets" on "tickets"."id" = "page_ids"."id"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "ticket_categories"."name" collate "tr_alphabet" desc nulls last, "tickets"."id" desc;

-- page: sort assignee asc, en
with "page_ids" as (select "tickets"."id"
  from "tickets"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  order by "assignee"."name" collate "und-x-icu" asc nulls last, "assignee"."surname" collate "und-x-icu" asc nulls last, "tickets"."id" asc
  limit $1
  offset $2)
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $3::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "page_ids"
  inner join "tickets" on "tickets"."id" = "page_ids"."id"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "assignee"."name" collate "und-x-icu" asc nulls last, "assignee"."surname" collate "und-x-icu" asc nulls last, "tickets"."id" asc;

-- page: sort assignee asc, tr
with "page_ids" as (select "tickets"."id"
  from "tickets"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  order by "assignee"."name" collate "tr_alphabet" asc nulls last, "assignee"."surname" collate "tr_alphabet" asc nulls last, "tickets"."id" asc
  limit $1
  offset $2)
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $3::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "page_ids"
  inner join "tickets" on "tickets"."id" = "page_ids"."id"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "assignee"."name" collate "tr_alphabet" asc nulls last, "assignee"."surname" collate "tr_alphabet" asc nulls last, "tickets"."id" asc;

-- page: sort assignee desc, en
with "page_ids" as (select "tickets"."id"
  from "tickets"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  order by "assignee"."name" collate "und-x-icu" desc nulls last, "assignee"."surname" collate "und-x-icu" desc nulls last, "tickets"."id" desc
  limit $1
  offset $2)
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $3::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "page_ids"
  inner join "tickets" on "tickets"."id" = "page_ids"."id"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "assignee"."name" collate "und-x-icu" desc nulls last, "assignee"."surname" collate "und-x-icu" desc nulls last, "tickets"."id" desc;

-- page: sort assignee desc, tr
with "page_ids" as (select "tickets"."id"
  from "tickets"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  order by "assignee"."name" collate "tr_alphabet" desc nulls last, "assignee"."surname" collate "tr_alphabet" desc nulls last, "tickets"."id" desc
  limit $1
  offset $2)
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $3::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "page_ids"
  inner join "tickets" on "tickets"."id" = "page_ids"."id"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "assignee"."name" collate "tr_alphabet" desc nulls last, "assignee"."surname" collate "tr_alphabet" desc nulls last, "tickets"."id" desc;

-- page: sort createdBy asc, en
with "page_ids" as (select "tickets"."id"
  from "tickets"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "creator"."name" collate "und-x-icu" asc nulls last, "creator"."surname" collate "und-x-icu" asc nulls last, "tickets"."id" asc
  limit $1
  offset $2)
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $3::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "page_ids"
  inner join "tickets" on "tickets"."id" = "page_ids"."id"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "creator"."name" collate "und-x-icu" asc nulls last, "creator"."surname" collate "und-x-icu" asc nulls last, "tickets"."id" asc;

-- page: sort createdBy asc, tr
with "page_ids" as (select "tickets"."id"
  from "tickets"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "creator"."name" collate "tr_alphabet" asc nulls last, "creator"."surname" collate "tr_alphabet" asc nulls last, "tickets"."id" asc
  limit $1
  offset $2)
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $3::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "page_ids"
  inner join "tickets" on "tickets"."id" = "page_ids"."id"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "creator"."name" collate "tr_alphabet" asc nulls last, "creator"."surname" collate "tr_alphabet" asc nulls last, "tickets"."id" asc;

-- page: sort createdBy desc, en
with "page_ids" as (select "tickets"."id"
  from "tickets"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "creator"."name" collate "und-x-icu" desc nulls last, "creator"."surname" collate "und-x-icu" desc nulls last, "tickets"."id" desc
  limit $1
  offset $2)
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $3::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "page_ids"
  inner join "tickets" on "tickets"."id" = "page_ids"."id"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "creator"."name" collate "und-x-icu" desc nulls last, "creator"."surname" collate "und-x-icu" desc nulls last, "tickets"."id" desc;

-- page: sort createdBy desc, tr
with "page_ids" as (select "tickets"."id"
  from "tickets"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "creator"."name" collate "tr_alphabet" desc nulls last, "creator"."surname" collate "tr_alphabet" desc nulls last, "tickets"."id" desc
  limit $1
  offset $2)
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $3::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "page_ids"
  inner join "tickets" on "tickets"."id" = "page_ids"."id"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "creator"."name" collate "tr_alphabet" desc nulls last, "creator"."surname" collate "tr_alphabet" desc nulls last, "tickets"."id" desc;

-- page: sort deadline asc, en
with "page_ids" as (select "id"
  from "tickets"
  order by "tickets"."deadline" asc nulls last, "tickets"."id" asc
  limit $1
  offset $2)
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $3::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "page_ids"
  inner join "tickets" on "tickets"."id" = "page_ids"."id"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "tickets"."deadline" asc nulls last, "tickets"."id" asc;

-- page: sort deadline desc, en
with "page_ids" as (select "id"
  from "tickets"
  order by "tickets"."deadline" desc nulls last, "tickets"."id" desc
  limit $1
  offset $2)
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $3::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "page_ids"
  inner join "tickets" on "tickets"."id" = "page_ids"."id"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "tickets"."deadline" desc nulls last, "tickets"."id" desc;

-- page: sort updatedAt asc, en
with "page_ids" as (select "id"
  from "tickets"
  order by "tickets"."updated_at" asc, "tickets"."id" asc
  limit $1
  offset $2)
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $3::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "page_ids"
  inner join "tickets" on "tickets"."id" = "page_ids"."id"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "tickets"."updated_at" asc, "tickets"."id" asc;

-- page: sort updatedAt desc, en
with "page_ids" as (select "id"
  from "tickets"
  order by "tickets"."updated_at" desc, "tickets"."id" desc
  limit $1
  offset $2)
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $3::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "page_ids"
  inner join "tickets" on "tickets"."id" = "page_ids"."id"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  order by "tickets"."updated_at" desc, "tickets"."id" desc;

-- page: status unfinished
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $1::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  where "tickets"."status" not in ('completed', 'cancelled')
  order by "tickets"."created_at" asc, "tickets"."id" asc
  limit $2
  offset $3;

-- page: status unfinished
select coalesce(sum("count"), 0)::int
  from "ticket_status_counts"
  where "ticket_status_counts"."status" not in ('completed', 'cancelled');

-- page: status pending
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $1::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  where "tickets"."status" = 'pending'
  order by "tickets"."created_at" asc, "tickets"."id" asc
  limit $2
  offset $3;

-- page: status pending
select coalesce(sum("count"), 0)::int
  from "ticket_status_counts"
  where "ticket_status_counts"."status" = 'pending';

-- page: priority
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $1::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  where "tickets"."priority" = $2
  order by "tickets"."created_at" asc, "tickets"."id" asc
  limit $3
  offset $4;

-- page: priority
select coalesce(sum("count"), 0)::int
  from "ticket_status_counts"
  where "ticket_status_counts"."priority" = $1;

-- page: department
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $1::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  where "tickets"."department" = $2
  order by "tickets"."created_at" asc, "tickets"."id" asc
  limit $3
  offset $4;

-- page: department
select count(*)
  from "tickets"
  where "tickets"."department" = $1;

-- page: type
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $1::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  where "tickets"."type" = $2
  order by "tickets"."created_at" asc, "tickets"."id" asc
  limit $3
  offset $4;

-- page: type
select count(*)
  from "tickets"
  where "tickets"."type" = $1;

-- page: categoryId
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $1::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  where "tickets"."category_id" = $2
  order by "tickets"."created_at" asc, "tickets"."id" asc
  limit $3
  offset $4;

-- page: categoryId
select count(*)
  from "tickets"
  where "tickets"."category_id" = $1;

-- page: assigneeId
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $1::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  where "tickets"."assignee_id" = $2
  order by "tickets"."created_at" asc, "tickets"."id" asc
  limit $3
  offset $4;

-- page: assigneeId
select count(*)
  from "tickets"
  where "tickets"."assignee_id" = $1;

-- page: unassigned
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $1::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  where "tickets"."assignee_id" is null
  order by "tickets"."created_at" asc, "tickets"."id" asc
  limit $2
  offset $3;

-- page: unassigned
select count(*)
  from "tickets"
  where "tickets"."assignee_id" is null;

-- page: createdFrom
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $1::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  where "tickets"."created_at" >= ($2::date)::timestamp at time zone $3
  order by "tickets"."created_at" asc, "tickets"."id" asc
  limit $4
  offset $5;

-- page: createdFrom
select count(*)
  from "tickets"
  where "tickets"."created_at" >= ($1::date)::timestamp at time zone $2;

-- page: createdTo
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $1::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  where "tickets"."created_at" < ($2::date + 1)::timestamp at time zone $3
  order by "tickets"."created_at" asc, "tickets"."id" asc
  limit $4
  offset $5;

-- page: createdTo
select count(*)
  from "tickets"
  where "tickets"."created_at" < ($1::date + 1)::timestamp at time zone $2;

-- page: scope ownedBy
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $1::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  where "tickets"."created_by" = $2
  order by "tickets"."created_at" asc, "tickets"."id" asc
  limit $3
  offset $4;

-- page: scope ownedBy
select count(*)
  from "tickets"
  where "tickets"."created_by" = $1;

-- page: every filter
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $1::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  where ("tickets"."status" = 'pending' and "tickets"."priority" = $2 and "tickets"."department" = $3 and "tickets"."type" = $4 and "tickets"."category_id" = $5 and "tickets"."assignee_id" = $6 and "tickets"."assignee_id" is null and "tickets"."created_at" >= ($7::date)::timestamp at time zone $8 and "tickets"."created_at" < ($9::date + 1)::timestamp at time zone $10 and "tickets"."created_by" = $11)
  order by "tickets"."created_at" asc, "tickets"."id" asc
  limit $12
  offset $13;

-- page: every filter
select count(*)
  from "tickets"
  where ("tickets"."status" = 'pending' and "tickets"."priority" = $1 and "tickets"."department" = $2 and "tickets"."type" = $3 and "tickets"."category_id" = $4 and "tickets"."assignee_id" = $5 and "tickets"."assignee_id" is null and "tickets"."created_at" >= ($6::date)::timestamp at time zone $7 and "tickets"."created_at" < ($8::date + 1)::timestamp at time zone $9 and "tickets"."created_by" = $10);

-- search: sort createdAt
with "matches" as (select "id", "created_at" as "sort_0"
  from "tickets"
  where "tickets"."search_text" like (select search_fold($1)))
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $2::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at", (select count(*)
  from "matches")::int
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  where "tickets"."id" in (select "id"
  from "matches"
  order by "sort_0" desc, "matches"."id" desc
  limit $3
  offset $4)
  order by "tickets"."created_at" desc, "tickets"."id" desc;

-- search: sort createdAt
select count(*)
  from "tickets"
  where "tickets"."search_text" like (select search_fold($1));

-- search: sort id
with "matches" as (select "id", "id" as "sort_0"
  from "tickets"
  where "tickets"."search_text" like (select search_fold($1)))
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $2::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at", (select count(*)
  from "matches")::int
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  where "tickets"."id" in (select "id"
  from "matches"
  order by "sort_0" desc, "matches"."id" desc
  limit $3
  offset $4)
  order by "tickets"."id" desc, "tickets"."id" desc;

-- search: sort subject
with "matches" as (select "id", "subject" collate "und-x-icu" as "sort_0"
  from "tickets"
  where "tickets"."search_text" like (select search_fold($1)))
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $2::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at", (select count(*)
  from "matches")::int
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  where "tickets"."id" in (select "id"
  from "matches"
  order by "sort_0" desc, "matches"."id" desc
  limit $3
  offset $4)
  order by "tickets"."subject" collate "und-x-icu" desc, "tickets"."id" desc;

-- search: sort status
with "matches" as (select "id", "status" as "sort_0"
  from "tickets"
  where "tickets"."search_text" like (select search_fold($1)))
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $2::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at", (select count(*)
  from "matches")::int
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  where "tickets"."id" in (select "id"
  from "matches"
  order by "sort_0" desc, "matches"."id" desc
  limit $3
  offset $4)
  order by "tickets"."status" desc, "tickets"."id" desc;

-- search: sort priority
with "matches" as (select "id", "priority" as "sort_0"
  from "tickets"
  where "tickets"."search_text" like (select search_fold($1)))
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $2::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at", (select count(*)
  from "matches")::int
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  where "tickets"."id" in (select "id"
  from "matches"
  order by "sort_0" desc, "matches"."id" desc
  limit $3
  offset $4)
  order by "tickets"."priority" desc, "tickets"."id" desc;

-- search: sort department
with "matches" as (select "id", "department" as "sort_0"
  from "tickets"
  where "tickets"."search_text" like (select search_fold($1)))
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $2::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at", (select count(*)
  from "matches")::int
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  where "tickets"."id" in (select "id"
  from "matches"
  order by "sort_0" desc, "matches"."id" desc
  limit $3
  offset $4)
  order by "tickets"."department" desc, "tickets"."id" desc;

-- search: sort category
with "matches" as (select "tickets"."id", "ticket_categories"."name" collate "und-x-icu" as "sort_0"
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  where "tickets"."search_text" like (select search_fold($1)))
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $2::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at", (select count(*)
  from "matches")::int
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  where "tickets"."id" in (select "id"
  from "matches"
  order by "sort_0" desc nulls last, "matches"."id" desc
  limit $3
  offset $4)
  order by "ticket_categories"."name" collate "und-x-icu" desc nulls last, "tickets"."id" desc;

-- search: sort assignee
with "matches" as (select "tickets"."id", "assignee"."name" collate "und-x-icu" as "sort_0", "assignee"."surname" collate "und-x-icu" as "sort_1"
  from "tickets"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  where "tickets"."search_text" like (select search_fold($1)))
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $2::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at", (select count(*)
  from "matches")::int
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  where "tickets"."id" in (select "id"
  from "matches"
  order by "sort_0" desc nulls last, "sort_1" desc nulls last, "matches"."id" desc
  limit $3
  offset $4)
  order by "assignee"."name" collate "und-x-icu" desc nulls last, "assignee"."surname" collate "und-x-icu" desc nulls last, "tickets"."id" desc;

-- search: sort createdBy
with "matches" as (select "tickets"."id", "creator"."name" collate "und-x-icu" as "sort_0", "creator"."surname" collate "und-x-icu" as "sort_1"
  from "tickets"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  where "tickets"."search_text" like (select search_fold($1)))
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $2::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at", (select count(*)
  from "matches")::int
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  where "tickets"."id" in (select "id"
  from "matches"
  order by "sort_0" desc nulls last, "sort_1" desc nulls last, "matches"."id" desc
  limit $3
  offset $4)
  order by "creator"."name" collate "und-x-icu" desc nulls last, "creator"."surname" collate "und-x-icu" desc nulls last, "tickets"."id" desc;

-- search: sort deadline
with "matches" as (select "id", "deadline" as "sort_0"
  from "tickets"
  where "tickets"."search_text" like (select search_fold($1)))
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $2::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at", (select count(*)
  from "matches")::int
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  where "tickets"."id" in (select "id"
  from "matches"
  order by "sort_0" desc nulls last, "matches"."id" desc
  limit $3
  offset $4)
  order by "tickets"."deadline" desc nulls last, "tickets"."id" desc;

-- search: sort updatedAt
with "matches" as (select "id", "updated_at" as "sort_0"
  from "tickets"
  where "tickets"."search_text" like (select search_fold($1)))
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $2::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at", (select count(*)
  from "matches")::int
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  where "tickets"."id" in (select "id"
  from "matches"
  order by "sort_0" desc, "matches"."id" desc
  limit $3
  offset $4)
  order by "tickets"."updated_at" desc, "tickets"."id" desc;

-- one record
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $1::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at"
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  where "tickets"."id" = $2;

-- the list with a search
with "matches" as (select "id", "created_at" as "sort_0"
  from "tickets"
  where ("tickets"."search_text" like (select search_fold($1)) and "tickets"."status" = 'pending'))
select "tickets"."id", "tickets"."subject", "tickets"."description", "tickets"."status", "tickets"."priority", "tickets"."department", "tickets"."type", "ticket_categories"."id", "ticket_categories"."name", "projects"."id", "projects"."name", "assignee"."id", "assignee"."name", "assignee"."surname", "creator"."id", "creator"."name", "creator"."surname", "tickets"."deadline", coalesce(("tickets"."deadline" < $2::date and "tickets"."status" not in ('completed', 'cancelled')), false), "tickets"."completed_at", "tickets"."created_at", "tickets"."updated_at", (select count(*)
  from "matches")::int
  from "tickets"
  left join "ticket_categories" on "ticket_categories"."id" = "tickets"."category_id"
  left join "projects" on "projects"."id" = "tickets"."project_id"
  left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tickets"."created_by"
  where "tickets"."id" in (select "id"
  from "matches"
  order by "sort_0" desc, "matches"."id" desc
  limit $3
  offset $4)
  order by "tickets"."created_at" desc, "tickets"."id" desc;

-- the list with a search
select count(*)
  from "tickets"
  where ("tickets"."search_text" like (select search_fold($1)) and "tickets"."status" = 'pending');

-- summary: every ticket
select "status", count(*), (count(*) filter (where "priority" = 'urgent'))::int, (count(*) filter (where "assignee_id" is null))::int
  from "tickets"
  group by "tickets"."status";

-- summary: a search
select "status", count(*), (count(*) filter (where "priority" = 'urgent'))::int, (count(*) filter (where "assignee_id" is null))::int
  from "tickets"
  where "tickets"."search_text" like (select search_fold($1))
  group by "tickets"."status";
