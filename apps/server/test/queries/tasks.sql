-- The statements of the tasks list, written by test/list-queries.test.ts (UPDATE_SQL=1 to write again).

-- page: sort deadline asc, en
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $1::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "tasks"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."deadline" asc, "tasks"."id" asc
  limit $2
  offset $3;

-- page: sort deadline asc, en
select coalesce(sum("count"), 0)::int
  from "task_deadline_counts";

-- page: sort deadline desc, en
with "page_ids" as (select "id"
  from "tasks"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."deadline" desc, "tasks"."id" desc
  limit $1
  offset $2)
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $3::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "page_ids"
  inner join "tasks" on "tasks"."id" = "page_ids"."id"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."deadline" desc, "tasks"."id" desc;

-- page: sort title asc, en
with "page_ids" as (select "id"
  from "tasks"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."title" collate "und-x-icu" asc, "tasks"."id" asc
  limit $1
  offset $2)
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $3::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "page_ids"
  inner join "tasks" on "tasks"."id" = "page_ids"."id"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."title" collate "und-x-icu" asc, "tasks"."id" asc;

-- page: sort title asc, tr
with "page_ids" as (select "id"
  from "tasks"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."title" collate "tr_alphabet" asc, "tasks"."id" asc
  limit $1
  offset $2)
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $3::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "page_ids"
  inner join "tasks" on "tasks"."id" = "page_ids"."id"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."title" collate "tr_alphabet" asc, "tasks"."id" asc;

-- page: sort title desc, en
with "page_ids" as (select "id"
  from "tasks"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."title" collate "und-x-icu" desc, "tasks"."id" desc
  limit $1
  offset $2)
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $3::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "page_ids"
  inner join "tasks" on "tasks"."id" = "page_ids"."id"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."title" collate "und-x-icu" desc, "tasks"."id" desc;

-- page: sort title desc, tr
with "page_ids" as (select "id"
  from "tasks"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."title" collate "tr_alphabet" desc, "tasks"."id" desc
  limit $1
  offset $2)
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $3::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "page_ids"
  inner join "tasks" on "tasks"."id" = "page_ids"."id"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."title" collate "tr_alphabet" desc, "tasks"."id" desc;

-- page: sort assignee asc, en
with "page_ids" as (select "tasks"."id"
  from "tasks"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "assignee"."name" collate "und-x-icu" asc, "assignee"."surname" collate "und-x-icu" asc, "tasks"."id" asc
  limit $1
  offset $2)
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $3::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "page_ids"
  inner join "tasks" on "tasks"."id" = "page_ids"."id"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "assignee"."name" collate "und-x-icu" asc, "assignee"."surname" collate "und-x-icu" asc, "tasks"."id" asc;

-- page: sort assignee asc, tr
with "page_ids" as (select "tasks"."id"
  from "tasks"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "assignee"."name" collate "tr_alphabet" asc, "assignee"."surname" collate "tr_alphabet" asc, "tasks"."id" asc
  limit $1
  offset $2)
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $3::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "page_ids"
  inner join "tasks" on "tasks"."id" = "page_ids"."id"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "assignee"."name" collate "tr_alphabet" asc, "assignee"."surname" collate "tr_alphabet" asc, "tasks"."id" asc;

-- page: sort assignee desc, en
with "page_ids" as (select "tasks"."id"
  from "tasks"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "assignee"."name" collate "und-x-icu" desc, "assignee"."surname" collate "und-x-icu" desc, "tasks"."id" desc
  limit $1
  offset $2)
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $3::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "page_ids"
  inner join "tasks" on "tasks"."id" = "page_ids"."id"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "assignee"."name" collate "und-x-icu" desc, "assignee"."surname" collate "und-x-icu" desc, "tasks"."id" desc;

-- page: sort assignee desc, tr
with "page_ids" as (select "tasks"."id"
  from "tasks"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "assignee"."name" collate "tr_alphabet" desc, "assignee"."surname" collate "tr_alphabet" desc, "tasks"."id" desc
  limit $1
  offset $2)
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $3::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "page_ids"
  inner join "tasks" on "tasks"."id" = "page_ids"."id"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "assignee"."name" collate "tr_alphabet" desc, "assignee"."surname" collate "tr_alphabet" desc, "tasks"."id" desc;

-- page: sort project asc, en
with "page_ids" as (select "tasks"."id"
  from "tasks"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "projects"."name" collate "und-x-icu" asc, "tasks"."id" asc
  limit $1
  offset $2)
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $3::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "page_ids"
  inner join "tasks" on "tasks"."id" = "page_ids"."id"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "projects"."name" collate "und-x-icu" asc, "tasks"."id" asc;

-- page: sort project asc, tr
with "page_ids" as (select "tasks"."id"
  from "tasks"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "projects"."name" collate "tr_alphabet" asc, "tasks"."id" asc
  limit $1
  offset $2)
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $3::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "page_ids"
  inner join "tasks" on "tasks"."id" = "page_ids"."id"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "projects"."name" collate "tr_alphabet" asc, "tasks"."id" asc;

-- page: sort project desc, en
with "page_ids" as (select "tasks"."id"
  from "tasks"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "projects"."name" collate "und-x-icu" desc, "tasks"."id" desc
  limit $1
  offset $2)
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $3::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "page_ids"
  inner join "tasks" on "tasks"."id" = "page_ids"."id"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "projects"."name" collate "und-x-icu" desc, "tasks"."id" desc;

-- page: sort project desc, tr
with "page_ids" as (select "tasks"."id"
  from "tasks"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "projects"."name" collate "tr_alphabet" desc, "tasks"."id" desc
  limit $1
  offset $2)
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $3::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "page_ids"
  inner join "tasks" on "tasks"."id" = "page_ids"."id"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "projects"."name" collate "tr_alphabet" desc, "tasks"."id" desc;

-- page: sort startDate asc, en
with "page_ids" as (select "id"
  from "tasks"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."start_date" asc, "tasks"."id" asc
  limit $1
  offset $2)
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $3::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "page_ids"
  inner join "tasks" on "tasks"."id" = "page_ids"."id"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."start_date" asc, "tasks"."id" asc;

-- page: sort startDate desc, en
with "page_ids" as (select "id"
  from "tasks"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."start_date" desc, "tasks"."id" desc
  limit $1
  offset $2)
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $3::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "page_ids"
  inner join "tasks" on "tasks"."id" = "page_ids"."id"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."start_date" desc, "tasks"."id" desc;

-- page: sort estimatedHours asc, en
with "page_ids" as (select "id"
  from "tasks"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."estimated_hours" asc, "tasks"."id" asc
  limit $1
  offset $2)
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $3::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "page_ids"
  inner join "tasks" on "tasks"."id" = "page_ids"."id"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."estimated_hours" asc, "tasks"."id" asc;

-- page: sort estimatedHours desc, en
with "page_ids" as (select "id"
  from "tasks"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."estimated_hours" desc, "tasks"."id" desc
  limit $1
  offset $2)
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $3::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "page_ids"
  inner join "tasks" on "tasks"."id" = "page_ids"."id"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."estimated_hours" desc, "tasks"."id" desc;

-- page: sort status asc, en
with "page_ids" as (select "id"
  from "tasks"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."status" asc, "tasks"."id" asc
  limit $1
  offset $2)
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $3::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "page_ids"
  inner join "tasks" on "tasks"."id" = "page_ids"."id"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."status" asc, "tasks"."id" asc;

-- page: sort status desc, en
with "page_ids" as (select "id"
  from "tasks"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."status" desc, "tasks"."id" desc
  limit $1
  offset $2)
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $3::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "page_ids"
  inner join "tasks" on "tasks"."id" = "page_ids"."id"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."status" desc, "tasks"."id" desc;

-- page: sort priority asc, en
with "page_ids" as (select "id"
  from "tasks"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."priority" asc, "tasks"."id" asc
  limit $1
  offset $2)
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $3::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "page_ids"
  inner join "tasks" on "tasks"."id" = "page_ids"."id"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."priority" asc, "tasks"."id" asc;

-- page: sort priority desc, en
with "page_ids" as (select "id"
  from "tasks"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."priority" desc, "tasks"."id" desc
  limit $1
  offset $2)
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $3::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "page_ids"
  inner join "tasks" on "tasks"."id" = "page_ids"."id"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."priority" desc, "tasks"."id" desc;

-- page: sort createdAt asc, en
with "page_ids" as (select "id"
  from "tasks"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."created_at" asc, "tasks"."id" asc
  limit $1
  offset $2)
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $3::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "page_ids"
  inner join "tasks" on "tasks"."id" = "page_ids"."id"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."created_at" asc, "tasks"."id" asc;

-- page: sort createdAt desc, en
with "page_ids" as (select "id"
  from "tasks"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."created_at" desc, "tasks"."id" desc
  limit $1
  offset $2)
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $3::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "page_ids"
  inner join "tasks" on "tasks"."id" = "page_ids"."id"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."created_at" desc, "tasks"."id" desc;

-- page: status
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $1::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "tasks"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  where "tasks"."status" = 'inProgress'
  order by "tasks"."deadline" asc, "tasks"."id" asc
  limit $2
  offset $3;

-- page: status
select coalesce(sum("count"), 0)::int
  from "task_deadline_counts"
  where "task_deadline_counts"."status" = 'inProgress';

-- page: priority
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $1::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "tasks"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  where "tasks"."priority" = $2
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."deadline" asc, "tasks"."id" asc
  limit $3
  offset $4;

-- page: priority
select count(*)
  from "tasks"
  where "tasks"."priority" = $1;

-- page: assigneeId
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $1::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "tasks"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  where "tasks"."assignee_id" = $2
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."deadline" asc, "tasks"."id" asc
  limit $3
  offset $4;

-- page: assigneeId
select count(*)
  from "tasks"
  where "tasks"."assignee_id" = $1;

-- page: projectId
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $1::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "tasks"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  where "tasks"."project_id" = $2
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."deadline" asc, "tasks"."id" asc
  limit $3
  offset $4;

-- page: projectId
select count(*)
  from "tasks"
  where "tasks"."project_id" = $1;

-- page: deadlineFrom
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $1::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "tasks"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  where "tasks"."deadline" >= $2
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."deadline" asc, "tasks"."id" asc
  limit $3
  offset $4;

-- page: deadlineFrom
select coalesce(sum("count"), 0)::int
  from "task_deadline_counts"
  where "task_deadline_counts"."deadline" >= $1;

-- page: deadlineTo
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $1::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "tasks"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  where "tasks"."deadline" <= $2
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."deadline" asc, "tasks"."id" asc
  limit $3
  offset $4;

-- page: deadlineTo
select coalesce(sum("count"), 0)::int
  from "task_deadline_counts"
  where "task_deadline_counts"."deadline" <= $1;

-- page: overdue
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $1::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "tasks"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  where ("tasks"."deadline" < $2::date and "tasks"."status" not in ('completed', 'cancelled'))
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."deadline" asc, "tasks"."id" asc
  limit $3
  offset $4;

-- page: overdue
select coalesce(sum("count"), 0)::int
  from "task_deadline_counts"
  where ("task_deadline_counts"."deadline" < $1::date and "task_deadline_counts"."status" not in ('completed', 'cancelled'));

-- page: scope ownedBy
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $1::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "tasks"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  where "tasks"."created_by" = $2
  order by ("tasks"."status" in ('completed', 'cancelled')) asc, "tasks"."deadline" asc, "tasks"."id" asc
  limit $3
  offset $4;

-- page: scope ownedBy
select count(*)
  from "tasks"
  where "tasks"."created_by" = $1;

-- page: every filter
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $1::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "tasks"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  where ("tasks"."status" = 'inProgress' and "tasks"."priority" = $2 and "tasks"."assignee_id" = $3 and "tasks"."project_id" = $4 and "tasks"."deadline" >= $5 and "tasks"."deadline" <= $6 and ("tasks"."deadline" < $7::date and "tasks"."status" not in ('completed', 'cancelled')) and "tasks"."created_by" = $8)
  order by "tasks"."deadline" asc, "tasks"."id" asc
  limit $9
  offset $10;

-- page: every filter
select count(*)
  from "tasks"
  where ("tasks"."status" = 'inProgress' and "tasks"."priority" = $1 and "tasks"."assignee_id" = $2 and "tasks"."project_id" = $3 and "tasks"."deadline" >= $4 and "tasks"."deadline" <= $5 and ("tasks"."deadline" < $6::date and "tasks"."status" not in ('completed', 'cancelled')) and "tasks"."created_by" = $7);

-- search: sort deadline
with "matches" as (select "id", "title", "description", "start_date", "deadline", "estimated_hours", "status", "priority", "completed_at", "ticket_id", ("tasks"."deadline" < $1::date and "tasks"."status" not in ('completed', 'cancelled')) as "is_overdue", "created_at", "updated_at", "project_id", "assignee_id", "created_by", ("status" in ('completed', 'cancelled')) as "sort_0", "deadline" as "sort_1"
  from "tasks"
  where "tasks"."search_text" like (select search_fold($2))),
"page" as (select "id", "title", "description", "start_date", "deadline", "estimated_hours", "status", "priority", "completed_at", "ticket_id", "is_overdue", "created_at", "updated_at", "project_id", "assignee_id", "created_by", "sort_0", "sort_1"
  from "matches"
  order by "sort_0" asc, "sort_1" desc, "matches"."id" desc
  limit $3
  offset $4)
select "page"."id", "page"."title", "page"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "page"."start_date", "page"."deadline", "page"."estimated_hours", "page"."status", "page"."priority", "page"."completed_at", "page"."ticket_id", "is_overdue", "creator"."id", "creator"."name", "creator"."surname", "page"."created_at", "page"."updated_at", (select count(*)
  from "matches")::int
  from "page"
  inner join "projects" on "projects"."id" = "page"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "page"."assignee_id"
  left join "users" "creator" on "creator"."id" = "page"."created_by"
  order by "sort_0" asc, "sort_1" desc, "page"."id" desc;

-- search: sort deadline
select count(*)
  from "tasks"
  where "tasks"."search_text" like (select search_fold($1));

-- search: sort title
with "matches" as (select "id", "title", "description", "start_date", "deadline", "estimated_hours", "status", "priority", "completed_at", "ticket_id", ("tasks"."deadline" < $1::date and "tasks"."status" not in ('completed', 'cancelled')) as "is_overdue", "created_at", "updated_at", "project_id", "assignee_id", "created_by", ("status" in ('completed', 'cancelled')) as "sort_0", "title" collate "und-x-icu" as "sort_1"
  from "tasks"
  where "tasks"."search_text" like (select search_fold($2))),
"page" as (select "id", "title", "description", "start_date", "deadline", "estimated_hours", "status", "priority", "completed_at", "ticket_id", "is_overdue", "created_at", "updated_at", "project_id", "assignee_id", "created_by", "sort_0", "sort_1"
  from "matches"
  order by "sort_0" asc, "sort_1" desc, "matches"."id" desc
  limit $3
  offset $4)
select "page"."id", "page"."title", "page"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "page"."start_date", "page"."deadline", "page"."estimated_hours", "page"."status", "page"."priority", "page"."completed_at", "page"."ticket_id", "is_overdue", "creator"."id", "creator"."name", "creator"."surname", "page"."created_at", "page"."updated_at", (select count(*)
  from "matches")::int
  from "page"
  inner join "projects" on "projects"."id" = "page"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "page"."assignee_id"
  left join "users" "creator" on "creator"."id" = "page"."created_by"
  order by "sort_0" asc, "sort_1" desc, "page"."id" desc;

-- search: sort assignee
with "matches" as (select "tasks"."id", "tasks"."title", "tasks"."description", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $1::date and "tasks"."status" not in ('completed', 'cancelled')) as "is_overdue", "tasks"."created_at", "tasks"."updated_at", "tasks"."project_id", "tasks"."assignee_id", "tasks"."created_by", ("tasks"."status" in ('completed', 'cancelled')) as "sort_0", "assignee"."name" collate "und-x-icu" as "sort_1", "assignee"."surname" collate "und-x-icu" as "sort_2"
  from "tasks"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  where "tasks"."search_text" like (select search_fold($2))),
"page" as (select "id", "title", "description", "start_date", "deadline", "estimated_hours", "status", "priority", "completed_at", "ticket_id", "is_overdue", "created_at", "updated_at", "project_id", "assignee_id", "created_by", "sort_0", "sort_1", "sort_2"
  from "matches"
  order by "sort_0" asc, "sort_1" desc, "sort_2" desc, "matches"."id" desc
  limit $3
  offset $4)
select "page"."id", "page"."title", "page"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "page"."start_date", "page"."deadline", "page"."estimated_hours", "page"."status", "page"."priority", "page"."completed_at", "page"."ticket_id", "is_overdue", "creator"."id", "creator"."name", "creator"."surname", "page"."created_at", "page"."updated_at", (select count(*)
  from "matches")::int
  from "page"
  inner join "projects" on "projects"."id" = "page"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "page"."assignee_id"
  left join "users" "creator" on "creator"."id" = "page"."created_by"
  order by "sort_0" asc, "sort_1" desc, "sort_2" desc, "page"."id" desc;

-- search: sort project
with "matches" as (select "tasks"."id", "tasks"."title", "tasks"."description", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $1::date and "tasks"."status" not in ('completed', 'cancelled')) as "is_overdue", "tasks"."created_at", "tasks"."updated_at", "tasks"."project_id", "tasks"."assignee_id", "tasks"."created_by", ("tasks"."status" in ('completed', 'cancelled')) as "sort_0", "projects"."name" collate "und-x-icu" as "sort_1"
  from "tasks"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  where "tasks"."search_text" like (select search_fold($2))),
"page" as (select "id", "title", "description", "start_date", "deadline", "estimated_hours", "status", "priority", "completed_at", "ticket_id", "is_overdue", "created_at", "updated_at", "project_id", "assignee_id", "created_by", "sort_0", "sort_1"
  from "matches"
  order by "sort_0" asc, "sort_1" desc, "matches"."id" desc
  limit $3
  offset $4)
select "page"."id", "page"."title", "page"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "page"."start_date", "page"."deadline", "page"."estimated_hours", "page"."status", "page"."priority", "page"."completed_at", "page"."ticket_id", "is_overdue", "creator"."id", "creator"."name", "creator"."surname", "page"."created_at", "page"."updated_at", (select count(*)
  from "matches")::int
  from "page"
  inner join "projects" on "projects"."id" = "page"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "page"."assignee_id"
  left join "users" "creator" on "creator"."id" = "page"."created_by"
  order by "sort_0" asc, "sort_1" desc, "page"."id" desc;

-- search: sort startDate
with "matches" as (select "id", "title", "description", "start_date", "deadline", "estimated_hours", "status", "priority", "completed_at", "ticket_id", ("tasks"."deadline" < $1::date and "tasks"."status" not in ('completed', 'cancelled')) as "is_overdue", "created_at", "updated_at", "project_id", "assignee_id", "created_by", ("status" in ('completed', 'cancelled')) as "sort_0", "start_date" as "sort_1"
  from "tasks"
  where "tasks"."search_text" like (select search_fold($2))),
"page" as (select "id", "title", "description", "start_date", "deadline", "estimated_hours", "status", "priority", "completed_at", "ticket_id", "is_overdue", "created_at", "updated_at", "project_id", "assignee_id", "created_by", "sort_0", "sort_1"
  from "matches"
  order by "sort_0" asc, "sort_1" desc, "matches"."id" desc
  limit $3
  offset $4)
select "page"."id", "page"."title", "page"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "page"."start_date", "page"."deadline", "page"."estimated_hours", "page"."status", "page"."priority", "page"."completed_at", "page"."ticket_id", "is_overdue", "creator"."id", "creator"."name", "creator"."surname", "page"."created_at", "page"."updated_at", (select count(*)
  from "matches")::int
  from "page"
  inner join "projects" on "projects"."id" = "page"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "page"."assignee_id"
  left join "users" "creator" on "creator"."id" = "page"."created_by"
  order by "sort_0" asc, "sort_1" desc, "page"."id" desc;

-- search: sort estimatedHours
with "matches" as (select "id", "title", "description", "start_date", "deadline", "estimated_hours", "status", "priority", "completed_at", "ticket_id", ("tasks"."deadline" < $1::date and "tasks"."status" not in ('completed', 'cancelled')) as "is_overdue", "created_at", "updated_at", "project_id", "assignee_id", "created_by", ("status" in ('completed', 'cancelled')) as "sort_0", "estimated_hours" as "sort_1"
  from "tasks"
  where "tasks"."search_text" like (select search_fold($2))),
"page" as (select "id", "title", "description", "start_date", "deadline", "estimated_hours", "status", "priority", "completed_at", "ticket_id", "is_overdue", "created_at", "updated_at", "project_id", "assignee_id", "created_by", "sort_0", "sort_1"
  from "matches"
  order by "sort_0" asc, "sort_1" desc, "matches"."id" desc
  limit $3
  offset $4)
select "page"."id", "page"."title", "page"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "page"."start_date", "page"."deadline", "page"."estimated_hours", "page"."status", "page"."priority", "page"."completed_at", "page"."ticket_id", "is_overdue", "creator"."id", "creator"."name", "creator"."surname", "page"."created_at", "page"."updated_at", (select count(*)
  from "matches")::int
  from "page"
  inner join "projects" on "projects"."id" = "page"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "page"."assignee_id"
  left join "users" "creator" on "creator"."id" = "page"."created_by"
  order by "sort_0" asc, "sort_1" desc, "page"."id" desc;

-- search: sort status
with "matches" as (select "id", "title", "description", "start_date", "deadline", "estimated_hours", "status", "priority", "completed_at", "ticket_id", ("tasks"."deadline" < $1::date and "tasks"."status" not in ('completed', 'cancelled')) as "is_overdue", "created_at", "updated_at", "project_id", "assignee_id", "created_by", ("status" in ('completed', 'cancelled')) as "sort_0", "status" as "sort_1"
  from "tasks"
  where "tasks"."search_text" like (select search_fold($2))),
"page" as (select "id", "title", "description", "start_date", "deadline", "estimated_hours", "status", "priority", "completed_at", "ticket_id", "is_overdue", "created_at", "updated_at", "project_id", "assignee_id", "created_by", "sort_0", "sort_1"
  from "matches"
  order by "sort_0" asc, "sort_1" desc, "matches"."id" desc
  limit $3
  offset $4)
select "page"."id", "page"."title", "page"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "page"."start_date", "page"."deadline", "page"."estimated_hours", "page"."status", "page"."priority", "page"."completed_at", "page"."ticket_id", "is_overdue", "creator"."id", "creator"."name", "creator"."surname", "page"."created_at", "page"."updated_at", (select count(*)
  from "matches")::int
  from "page"
  inner join "projects" on "projects"."id" = "page"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "page"."assignee_id"
  left join "users" "creator" on "creator"."id" = "page"."created_by"
  order by "sort_0" asc, "sort_1" desc, "page"."id" desc;

-- search: sort priority
with "matches" as (select "id", "title", "description", "start_date", "deadline", "estimated_hours", "status", "priority", "completed_at", "ticket_id", ("tasks"."deadline" < $1::date and "tasks"."status" not in ('completed', 'cancelled')) as "is_overdue", "created_at", "updated_at", "project_id", "assignee_id", "created_by", ("status" in ('completed', 'cancelled')) as "sort_0", "priority" as "sort_1"
  from "tasks"
  where "tasks"."search_text" like (select search_fold($2))),
"page" as (select "id", "title", "description", "start_date", "deadline", "estimated_hours", "status", "priority", "completed_at", "ticket_id", "is_overdue", "created_at", "updated_at", "project_id", "assignee_id", "created_by", "sort_0", "sort_1"
  from "matches"
  order by "sort_0" asc, "sort_1" desc, "matches"."id" desc
  limit $3
  offset $4)
select "page"."id", "page"."title", "page"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "page"."start_date", "page"."deadline", "page"."estimated_hours", "page"."status", "page"."priority", "page"."completed_at", "page"."ticket_id", "is_overdue", "creator"."id", "creator"."name", "creator"."surname", "page"."created_at", "page"."updated_at", (select count(*)
  from "matches")::int
  from "page"
  inner join "projects" on "projects"."id" = "page"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "page"."assignee_id"
  left join "users" "creator" on "creator"."id" = "page"."created_by"
  order by "sort_0" asc, "sort_1" desc, "page"."id" desc;

-- search: sort createdAt
with "matches" as (select "id", "title", "description", "start_date", "deadline", "estimated_hours", "status", "priority", "completed_at", "ticket_id", ("tasks"."deadline" < $1::date and "tasks"."status" not in ('completed', 'cancelled')) as "is_overdue", "created_at", "updated_at", "project_id", "assignee_id", "created_by", ("status" in ('completed', 'cancelled')) as "sort_0", "created_at" as "sort_1"
  from "tasks"
  where "tasks"."search_text" like (select search_fold($2))),
"page" as (select "id", "title", "description", "start_date", "deadline", "estimated_hours", "status", "priority", "completed_at", "ticket_id", "is_overdue", "created_at", "updated_at", "project_id", "assignee_id", "created_by", "sort_0", "sort_1"
  from "matches"
  order by "sort_0" asc, "sort_1" desc, "matches"."id" desc
  limit $3
  offset $4)
select "page"."id", "page"."title", "page"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "page"."start_date", "page"."deadline", "page"."estimated_hours", "page"."status", "page"."priority", "page"."completed_at", "page"."ticket_id", "is_overdue", "creator"."id", "creator"."name", "creator"."surname", "page"."created_at", "page"."updated_at", (select count(*)
  from "matches")::int
  from "page"
  inner join "projects" on "projects"."id" = "page"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "page"."assignee_id"
  left join "users" "creator" on "creator"."id" = "page"."created_by"
  order by "sort_0" asc, "sort_1" desc, "page"."id" desc;

-- one record
select "tasks"."id", "tasks"."title", "tasks"."description", "assignee"."id", "assignee"."name", "assignee"."surname", "projects"."id", "projects"."name", "tasks"."start_date", "tasks"."deadline", "tasks"."estimated_hours", "tasks"."status", "tasks"."priority", "tasks"."completed_at", "tasks"."ticket_id", ("tasks"."deadline" < $1::date and "tasks"."status" not in ('completed', 'cancelled')), "creator"."id", "creator"."name", "creator"."surname", "tasks"."created_at", "tasks"."updated_at"
  from "tasks"
  inner join "projects" on "projects"."id" = "tasks"."project_id"
  inner join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id"
  left join "users" "creator" on "creator"."id" = "tasks"."created_by"
  where "tasks"."id" = $2;

-- search in one status by deadline asc: bounded count, then a window
select count(*), array_agg("deadline"::text
  order by "deadline")
  from (select "deadline"
  from "tasks"
  where ("tasks"."search_text" like (select search_fold($1)) and "tasks"."status" = 'pending')
  limit $2) "first_matches";

-- summary: every task
select "status", sum("count")::int, coalesce(sum("count") filter (where ("task_deadline_counts"."deadline" < $1::date and "task_deadline_counts"."status" not in ('completed', 'cancelled'))), 0)::int, coalesce(sum("count") filter (where "task_deadline_counts"."deadline" between $2::date and $3::date), 0)::int
  from "task_deadline_counts"
  group by "task_deadline_counts"."status";

-- summary: a status and overdue
select "status", sum("count")::int, coalesce(sum("count") filter (where ("task_deadline_counts"."deadline" < $1::date and "task_deadline_counts"."status" not in ('completed', 'cancelled'))), 0)::int, coalesce(sum("count") filter (where "task_deadline_counts"."deadline" between $2::date and $3::date), 0)::int
  from "task_deadline_counts"
  where ("task_deadline_counts"."status" = 'pending' and ("task_deadline_counts"."deadline" < $4::date and "task_deadline_counts"."status" not in ('completed', 'cancelled')))
  group by "task_deadline_counts"."status";

-- summary: search
select "status", count(*), (count(*) filter (where ("tasks"."deadline" < $1::date and "tasks"."status" not in ('completed', 'cancelled'))))::int, (count(*) filter (where "tasks"."deadline" between $2::date and $3::date))::int
  from "tasks"
  where "tasks"."search_text" like (select search_fold($4))
  group by "tasks"."status";
