-- The statements of the project_report list, written by test/list-queries.test.ts (UPDATE_SQL=1 to write again).

-- page: sort name asc, en
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id")
select "id", "name", "company_id", "company_name", "status", "priority", "start_date", "end_date", "budget", "currency", coalesce((
  select json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency)
 
  from (
    select "currency" as currency,
      coalesce(sum("amount") filter (where "type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("amount") filter (where "type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "project_id" = "report"."id"
   
  group by "currency"
  ) m
), '[]'::json), "task_count", "completed", "progress", "pending", "in_progress", "completed", "on_hold", "cancelled", "overdue_tasks", "days_left", "time_left_share", "work_left_share", "at_risk"
  from "report"
  order by "report"."name" collate "und-x-icu" asc nulls last, "report"."id" asc
  limit $7
  offset $8;

-- page: sort name asc, en
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id")
select count(*)
  from "report";

-- page: sort company asc, en
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id")
select "id", "name", "company_id", "company_name", "status", "priority", "start_date", "end_date", "budget", "currency", coalesce((
  select json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency)
 
  from (
    select "currency" as currency,
      coalesce(sum("amount") filter (where "type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("amount") filter (where "type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "project_id" = "report"."id"
   
  group by "currency"
  ) m
), '[]'::json), "task_count", "completed", "progress", "pending", "in_progress", "completed", "on_hold", "cancelled", "overdue_tasks", "days_left", "time_left_share", "work_left_share", "at_risk"
  from "report"
  order by "company_name" collate "und-x-icu" asc nulls last, "report"."id" asc
  limit $7
  offset $8;

-- page: sort status asc, en
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id")
select "id", "name", "company_id", "company_name", "status", "priority", "start_date", "end_date", "budget", "currency", coalesce((
  select json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency)
 
  from (
    select "currency" as currency,
      coalesce(sum("amount") filter (where "type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("amount") filter (where "type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "project_id" = "report"."id"
   
  group by "currency"
  ) m
), '[]'::json), "task_count", "completed", "progress", "pending", "in_progress", "completed", "on_hold", "cancelled", "overdue_tasks", "days_left", "time_left_share", "work_left_share", "at_risk"
  from "report"
  order by "report"."status" asc nulls last, "report"."id" asc
  limit $7
  offset $8;

-- page: sort progress asc, en
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id")
select "id", "name", "company_id", "company_name", "status", "priority", "start_date", "end_date", "budget", "currency", coalesce((
  select json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency)
 
  from (
    select "currency" as currency,
      coalesce(sum("amount") filter (where "type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("amount") filter (where "type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "project_id" = "report"."id"
   
  group by "currency"
  ) m
), '[]'::json), "task_count", "completed", "progress", "pending", "in_progress", "completed", "on_hold", "cancelled", "overdue_tasks", "days_left", "time_left_share", "work_left_share", "at_risk"
  from "report"
  order by "progress" asc nulls last, "report"."id" asc
  limit $7
  offset $8;

-- page: sort overdueTasks asc, en
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id")
select "id", "name", "company_id", "company_name", "status", "priority", "start_date", "end_date", "budget", "currency", coalesce((
  select json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency)
 
  from (
    select "currency" as currency,
      coalesce(sum("amount") filter (where "type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("amount") filter (where "type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "project_id" = "report"."id"
   
  group by "currency"
  ) m
), '[]'::json), "task_count", "completed", "progress", "pending", "in_progress", "completed", "on_hold", "cancelled", "overdue_tasks", "days_left", "time_left_share", "work_left_share", "at_risk"
  from "report"
  order by "overdue_tasks" asc nulls last, "report"."id" asc
  limit $7
  offset $8;

-- page: sort endDate asc, en
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id")
select "id", "name", "company_id", "company_name", "status", "priority", "start_date", "end_date", "budget", "currency", coalesce((
  select json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency)
 
  from (
    select "currency" as currency,
      coalesce(sum("amount") filter (where "type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("amount") filter (where "type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "project_id" = "report"."id"
   
  group by "currency"
  ) m
), '[]'::json), "task_count", "completed", "progress", "pending", "in_progress", "completed", "on_hold", "cancelled", "overdue_tasks", "days_left", "time_left_share", "work_left_share", "at_risk"
  from "report"
  order by "report"."end_date" asc nulls last, "report"."id" asc
  limit $7
  offset $8;

-- page: sort daysLeft asc, en
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id")
select "id", "name", "company_id", "company_name", "status", "priority", "start_date", "end_date", "budget", "currency", coalesce((
  select json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency)
 
  from (
    select "currency" as currency,
      coalesce(sum("amount") filter (where "type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("amount") filter (where "type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "project_id" = "report"."id"
   
  group by "currency"
  ) m
), '[]'::json), "task_count", "completed", "progress", "pending", "in_progress", "completed", "on_hold", "cancelled", "overdue_tasks", "days_left", "time_left_share", "work_left_share", "at_risk"
  from "report"
  order by "days_left" asc nulls last, "report"."id" asc
  limit $7
  offset $8;

-- page: sort budget asc, en
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id")
select "id", "name", "company_id", "company_name", "status", "priority", "start_date", "end_date", "budget", "currency", coalesce((
  select json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency)
 
  from (
    select "currency" as currency,
      coalesce(sum("amount") filter (where "type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("amount") filter (where "type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "project_id" = "report"."id"
   
  group by "currency"
  ) m
), '[]'::json), "task_count", "completed", "progress", "pending", "in_progress", "completed", "on_hold", "cancelled", "overdue_tasks", "days_left", "time_left_share", "work_left_share", "at_risk"
  from "report"
  order by "report"."budget" asc nulls last, "report"."id" asc
  limit $7
  offset $8;

-- page: sort name desc, tr
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id")
select "id", "name", "company_id", "company_name", "status", "priority", "start_date", "end_date", "budget", "currency", coalesce((
  select json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency)
 
  from (
    select "currency" as currency,
      coalesce(sum("amount") filter (where "type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("amount") filter (where "type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "project_id" = "report"."id"
   
  group by "currency"
  ) m
), '[]'::json), "task_count", "completed", "progress", "pending", "in_progress", "completed", "on_hold", "cancelled", "overdue_tasks", "days_left", "time_left_share", "work_left_share", "at_risk"
  from "report"
  order by "report"."name" collate "tr_alphabet" desc nulls last, "report"."id" desc
  limit $7
  offset $8;

-- page: q
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id"
  where (search_fold("projects"."name") like (select search_fold($7)) or search_fold("companies"."name") like (select search_fold($8))))
select "id", "name", "company_id", "company_name", "status", "priority", "start_date", "end_date", "budget", "currency", coalesce((
  select json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency)
 
  from (
    select "currency" as currency,
      coalesce(sum("amount") filter (where "type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("amount") filter (where "type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "project_id" = "report"."id"
   
  group by "currency"
  ) m
), '[]'::json), "task_count", "completed", "progress", "pending", "in_progress", "completed", "on_hold", "cancelled", "overdue_tasks", "days_left", "time_left_share", "work_left_share", "at_risk"
  from "report"
  order by "report"."name" collate "und-x-icu" asc nulls last, "report"."id" asc
  limit $9
  offset $10;

-- page: q
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id"
  where (search_fold("projects"."name") like (select search_fold($7)) or search_fold("companies"."name") like (select search_fold($8))))
select count(*)
  from "report";

-- page: companyId
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id"
  where "projects"."company_id" = $7)
select "id", "name", "company_id", "company_name", "status", "priority", "start_date", "end_date", "budget", "currency", coalesce((
  select json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency)
 
  from (
    select "currency" as currency,
      coalesce(sum("amount") filter (where "type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("amount") filter (where "type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "project_id" = "report"."id"
   
  group by "currency"
  ) m
), '[]'::json), "task_count", "completed", "progress", "pending", "in_progress", "completed", "on_hold", "cancelled", "overdue_tasks", "days_left", "time_left_share", "work_left_share", "at_risk"
  from "report"
  order by "report"."name" collate "und-x-icu" asc nulls last, "report"."id" asc
  limit $8
  offset $9;

-- page: companyId
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id"
  where "projects"."company_id" = $7)
select count(*)
  from "report";

-- page: status
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id"
  where "projects"."status" = $7)
select "id", "name", "company_id", "company_name", "status", "priority", "start_date", "end_date", "budget", "currency", coalesce((
  select json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency)
 
  from (
    select "currency" as currency,
      coalesce(sum("amount") filter (where "type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("amount") filter (where "type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "project_id" = "report"."id"
   
  group by "currency"
  ) m
), '[]'::json), "task_count", "completed", "progress", "pending", "in_progress", "completed", "on_hold", "cancelled", "overdue_tasks", "days_left", "time_left_share", "work_left_share", "at_risk"
  from "report"
  order by "report"."name" collate "und-x-icu" asc nulls last, "report"."id" asc
  limit $8
  offset $9;

-- page: status
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id"
  where "projects"."status" = $7)
select count(*)
  from "report";

-- page: from
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id"
  where "projects"."end_date" >= $7)
select "id", "name", "company_id", "company_name", "status", "priority", "start_date", "end_date", "budget", "currency", coalesce((
  select json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency)
 
  from (
    select "currency" as currency,
      coalesce(sum("amount") filter (where "type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("amount") filter (where "type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "project_id" = "report"."id"
   
  group by "currency"
  ) m
), '[]'::json), "task_count", "completed", "progress", "pending", "in_progress", "completed", "on_hold", "cancelled", "overdue_tasks", "days_left", "time_left_share", "work_left_share", "at_risk"
  from "report"
  order by "report"."name" collate "und-x-icu" asc nulls last, "report"."id" asc
  limit $8
  offset $9;

-- page: from
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id"
  where "projects"."end_date" >= $7)
select count(*)
  from "report";

-- page: to
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id"
  where "projects"."start_date" <= $7)
select "id", "name", "company_id", "company_name", "status", "priority", "start_date", "end_date", "budget", "currency", coalesce((
  select json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency)
 
  from (
    select "currency" as currency,
      coalesce(sum("amount") filter (where "type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("amount") filter (where "type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "project_id" = "report"."id"
   
  group by "currency"
  ) m
), '[]'::json), "task_count", "completed", "progress", "pending", "in_progress", "completed", "on_hold", "cancelled", "overdue_tasks", "days_left", "time_left_share", "work_left_share", "at_risk"
  from "report"
  order by "report"."name" collate "und-x-icu" asc nulls last, "report"."id" asc
  limit $8
  offset $9;

-- page: to
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id"
  where "projects"."start_date" <= $7)
select count(*)
  from "report";

-- page: at risk
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id")
select "id", "name", "company_id", "company_name", "status", "priority", "start_date", "end_date", "budget", "currency", coalesce((
  select json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency)
 
  from (
    select "currency" as currency,
      coalesce(sum("amount") filter (where "type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("amount") filter (where "type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "project_id" = "report"."id"
   
  group by "currency"
  ) m
), '[]'::json), "task_count", "completed", "progress", "pending", "in_progress", "completed", "on_hold", "cancelled", "overdue_tasks", "days_left", "time_left_share", "work_left_share", "at_risk"
  from "report"
  where "at_risk" = true
  order by "report"."name" collate "und-x-icu" asc nulls last, "report"."id" asc
  limit $7
  offset $8;

-- page: at risk
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id")
select count(*)
  from "report"
  where "at_risk" = true;

-- page: not at risk
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id")
select "id", "name", "company_id", "company_name", "status", "priority", "start_date", "end_date", "budget", "currency", coalesce((
  select json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency)
 
  from (
    select "currency" as currency,
      coalesce(sum("amount") filter (where "type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("amount") filter (where "type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "project_id" = "report"."id"
   
  group by "currency"
  ) m
), '[]'::json), "task_count", "completed", "progress", "pending", "in_progress", "completed", "on_hold", "cancelled", "overdue_tasks", "days_left", "time_left_share", "work_left_share", "at_risk"
  from "report"
  where "at_risk" = false
  order by "report"."name" collate "und-x-icu" asc nulls last, "report"."id" asc
  limit $7
  offset $8;

-- page: not at risk
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id")
select count(*)
  from "report"
  where "at_risk" = false;

-- summary: every project
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id")
select count(*)::int, (count(*) filter (where "at_risk"))::int, coalesce(sum("overdue_tasks"), 0)::int, (count(*) filter (where "status" = 'pending'))::int, (count(*) filter (where "status" = 'inProgress'))::int, (count(*) filter (where "status" = 'completed'))::int, (count(*) filter (where "status" = 'onHold'))::int, (count(*) filter (where "status" = 'cancelled'))::int
  from "report";

-- summary: every project
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id")
select "currency", sum("budget")::numeric(18,2)::text
  from "report"
  group by "report"."currency";

-- summary: every project
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id")
select "currency", coalesce(sum("amount") filter (where "type" = 'income'), 0)::numeric(18,2)::text, coalesce(sum("amount") filter (where "type" = 'expense'), 0)::numeric(18,2)::text
  from "transactions"
  where "transactions"."project_id" in (select "id"
  from "report")
  group by "transactions"."currency";

-- summary: every filter
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id"
  where ((search_fold("projects"."name") like (select search_fold($7)) or search_fold("companies"."name") like (select search_fold($8))) and "projects"."company_id" = $9 and "projects"."status" = $10 and "projects"."start_date" <= $11 and "projects"."end_date" >= $12))
select count(*)::int, (count(*) filter (where "at_risk"))::int, coalesce(sum("overdue_tasks"), 0)::int, (count(*) filter (where "status" = 'pending'))::int, (count(*) filter (where "status" = 'inProgress'))::int, (count(*) filter (where "status" = 'completed'))::int, (count(*) filter (where "status" = 'onHold'))::int, (count(*) filter (where "status" = 'cancelled'))::int
  from "report"
  where "at_risk" = true;

-- summary: every filter
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id"
  where ((search_fold("projects"."name") like (select search_fold($7)) or search_fold("companies"."name") like (select search_fold($8))) and "projects"."company_id" = $9 and "projects"."status" = $10 and "projects"."start_date" <= $11 and "projects"."end_date" >= $12))
select "currency", sum("budget")::numeric(18,2)::text
  from "report"
  where "at_risk" = true
  group by "report"."currency";

-- summary: every filter
with "report" as (select "projects"."id", "projects"."name", "projects"."company_id", "companies"."name" as "company_name", "projects"."status", "projects"."priority", "projects"."start_date", "projects"."end_date", "projects"."budget", "projects"."currency", "task_count", "pending", "in_progress", "completed", "on_hold", "cancelled", coalesce("overdue"."overdue_tasks", 0) as "overdue_tasks", ("projects"."end_date" - $1::date) as "days_left", round(100.0 * "counts"."completed" / nullif("counts"."task_count", 0), 1)::float8 as "progress", round(100.0 * ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") / nullif("counts"."task_count", 0), 1)::float8 as "work_left_share", (case
          when ("projects"."end_date" - $2::date) <= 0 then 0
          when ("projects"."end_date" - "projects"."start_date") <= 0 then 100
          else least(100, round(100.0 * ("projects"."end_date" - $3::date) / ("projects"."end_date" - "projects"."start_date"), 1))
        end)::float8 as "time_left_share", (
          "projects"."status" not in ('completed', 'cancelled') and ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") > 0
          and (("projects"."end_date" - $4::date) <= 0 or ("counts"."task_count" - "counts"."completed" - "counts"."cancelled") * ("projects"."end_date" - "projects"."start_date") > "counts"."task_count" * ("projects"."end_date" - $5::date))
        ) as "at_risk"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id" cross join lateral (select count(*)::int as "task_count", (count(*) filter (where "status" = 'pending'))::int as "pending", (count(*) filter (where "status" = 'inProgress'))::int as "in_progress", (count(*) filter (where "status" = 'completed'))::int as "completed", (count(*) filter (where "status" = 'onHold'))::int as "on_hold", (count(*) filter (where "status" = 'cancelled'))::int as "cancelled"
  from "tasks"
  where "tasks"."project_id" = "projects"."id") "counts"
  left join (select "project_id" as "project_id", count(*)::int as "overdue_tasks"
  from "tasks"
  where "tasks"."status" in ('pending', 'inProgress', 'onHold') and "tasks"."deadline" < $6::date
  group by "tasks"."project_id") "overdue" on "overdue"."project_id" = "projects"."id"
  where ((search_fold("projects"."name") like (select search_fold($7)) or search_fold("companies"."name") like (select search_fold($8))) and "projects"."company_id" = $9 and "projects"."status" = $10 and "projects"."start_date" <= $11 and "projects"."end_date" >= $12))
select "currency", coalesce(sum("amount") filter (where "type" = 'income'), 0)::numeric(18,2)::text, coalesce(sum("amount") filter (where "type" = 'expense'), 0)::numeric(18,2)::text
  from "transactions"
  where "transactions"."project_id" in (select "id"
  from "report"
  where "at_risk" = true)
  group by "transactions"."currency";
