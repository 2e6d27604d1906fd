-- The statements of the projects list, written by test/list-queries.test.ts (UPDATE_SQL=1 to write again).

-- page: sort name asc, en
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  order by "projects"."name" collate "und-x-icu" asc, "projects"."id" asc
  limit $1
  offset $2;

-- page: sort name asc, en
select count(*)
  from "projects";

-- page: sort name asc, tr
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  order by "projects"."name" collate "tr_alphabet" asc, "projects"."id" asc
  limit $1
  offset $2;

-- page: sort name desc, en
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  order by "projects"."name" collate "und-x-icu" desc, "projects"."id" desc
  limit $1
  offset $2;

-- page: sort name desc, tr
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  order by "projects"."name" collate "tr_alphabet" desc, "projects"."id" desc
  limit $1
  offset $2;

-- page: sort budget asc, en
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  order by "projects"."budget" asc, "projects"."id" asc
  limit $1
  offset $2;

-- page: sort budget desc, en
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  order by "projects"."budget" desc, "projects"."id" desc
  limit $1
  offset $2;

-- page: sort currency asc, en
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  order by "projects"."currency" asc, "projects"."id" asc
  limit $1
  offset $2;

-- page: sort currency desc, en
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  order by "projects"."currency" desc, "projects"."id" desc
  limit $1
  offset $2;

-- page: sort companyName asc, en
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  order by "companies"."name" collate "und-x-icu" asc, "projects"."id" asc
  limit $1
  offset $2;

-- page: sort companyName asc, tr
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  order by "companies"."name" collate "tr_alphabet" asc, "projects"."id" asc
  limit $1
  offset $2;

-- page: sort companyName desc, en
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  order by "companies"."name" collate "und-x-icu" desc, "projects"."id" desc
  limit $1
  offset $2;

-- page: sort companyName desc, tr
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  order by "companies"."name" collate "tr_alphabet" desc, "projects"."id" desc
  limit $1
  offset $2;

-- page: sort startDate asc, en
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  order by "projects"."start_date" asc, "projects"."id" asc
  limit $1
  offset $2;

-- page: sort startDate desc, en
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  order by "projects"."start_date" desc, "projects"."id" desc
  limit $1
  offset $2;

-- page: sort endDate asc, en
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  order by "projects"."end_date" asc, "projects"."id" asc
  limit $1
  offset $2;

-- page: sort endDate desc, en
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  order by "projects"."end_date" desc, "projects"."id" desc
  limit $1
  offset $2;

-- page: sort status asc, en
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  order by "projects"."status" asc, "projects"."id" asc
  limit $1
  offset $2;

-- page: sort status desc, en
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  order by "projects"."status" desc, "projects"."id" desc
  limit $1
  offset $2;

-- page: sort priority asc, en
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  order by "projects"."priority" asc, "projects"."id" asc
  limit $1
  offset $2;

-- page: sort priority desc, en
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  order by "projects"."priority" desc, "projects"."id" desc
  limit $1
  offset $2;

-- page: sort createdAt asc, en
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  order by "projects"."created_at" asc, "projects"."id" asc
  limit $1
  offset $2;

-- page: sort createdAt desc, en
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  order by "projects"."created_at" desc, "projects"."id" desc
  limit $1
  offset $2;

-- page: status
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  where "projects"."status" = $1
  order by "projects"."name" collate "und-x-icu" asc, "projects"."id" asc
  limit $2
  offset $3;

-- page: status
select count(*)
  from "projects"
  where "projects"."status" = $1;

-- page: priority
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  where "projects"."priority" = $1
  order by "projects"."name" collate "und-x-icu" asc, "projects"."id" asc
  limit $2
  offset $3;

-- page: priority
select count(*)
  from "projects"
  where "projects"."priority" = $1;

-- page: currency
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  where "projects"."currency" = $1
  order by "projects"."name" collate "und-x-icu" asc, "projects"."id" asc
  limit $2
  offset $3;

-- page: currency
select count(*)
  from "projects"
  where "projects"."currency" = $1;

-- page: companyId
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  where "projects"."company_id" = $1
  order by "projects"."name" collate "und-x-icu" asc, "projects"."id" asc
  limit $2
  offset $3;

-- page: companyId
select count(*)
  from "projects"
  where "projects"."company_id" = $1;

-- page: every filter
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  where ("projects"."status" = $1 and "projects"."priority" = $2 and "projects"."currency" = $3 and "projects"."company_id" = $4)
  order by "projects"."name" collate "und-x-icu" asc, "projects"."id" asc
  limit $5
  offset $6;

-- page: every filter
select count(*)
  from "projects"
  where ("projects"."status" = $1 and "projects"."priority" = $2 and "projects"."currency" = $3 and "projects"."company_id" = $4);

-- search: sort name
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  where search_fold("projects"."name") like (select search_fold($1))
  order by "projects"."name" collate "und-x-icu" desc, "projects"."id" desc
  limit $2
  offset $3;

-- search: sort name
select count(*)
  from "projects"
  where search_fold("projects"."name") like (select search_fold($1));

-- search: sort budget
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  where search_fold("projects"."name") like (select search_fold($1))
  order by "projects"."budget" desc, "projects"."id" desc
  limit $2
  offset $3;

-- search: sort currency
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  where search_fold("projects"."name") like (select search_fold($1))
  order by "projects"."currency" desc, "projects"."id" desc
  limit $2
  offset $3;

-- search: sort companyName
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  where search_fold("projects"."name") like (select search_fold($1))
  order by "companies"."name" collate "und-x-icu" desc, "projects"."id" desc
  limit $2
  offset $3;

-- search: sort startDate
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  where search_fold("projects"."name") like (select search_fold($1))
  order by "projects"."start_date" desc, "projects"."id" desc
  limit $2
  offset $3;

-- search: sort endDate
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  where search_fold("projects"."name") like (select search_fold($1))
  order by "projects"."end_date" desc, "projects"."id" desc
  limit $2
  offset $3;

-- search: sort status
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  where search_fold("projects"."name") like (select search_fold($1))
  order by "projects"."status" desc, "projects"."id" desc
  limit $2
  offset $3;

-- search: sort priority
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  where search_fold("projects"."name") like (select search_fold($1))
  order by "projects"."priority" desc, "projects"."id" desc
  limit $2
  offset $3;

-- search: sort createdAt
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  where search_fold("projects"."name") like (select search_fold($1))
  order by "projects"."created_at" desc, "projects"."id" desc
  limit $2
  offset $3;

-- one record
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (select coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" = "projects"."currency"), (
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid)
  order by m.currency), '[]'::json)
 
  from (
    select "transactions"."currency" as currency,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum("transactions"."amount") filter (where "transactions"."type" = 'expense'), 0)::numeric(16,2)::text as paid
   
  from "transactions"
  where "transactions"."project_id" = "projects"."id" and "transactions"."currency" <> "projects"."currency"
   
  group by "transactions"."currency"
  ) m
), "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  where "projects"."id" = $1;

-- without money: page
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), null, null, null, "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  order by "projects"."name" collate "und-x-icu" asc, "projects"."id" asc
  limit $1
  offset $2;

-- without money: one record
select "projects"."id", "projects"."name", "projects"."description", "projects"."budget", "projects"."currency", "projects"."company_id", "companies"."name", "projects"."start_date", "projects"."end_date", "projects"."status", "projects"."priority", (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id"), (select count(*)::int
  from "tasks"
  where "tasks"."project_id" = "projects"."id" and "tasks"."status" not in ('completed', 'cancelled')), null, null, null, "projects"."created_at", "projects"."updated_at"
  from "projects"
  inner join "companies" on "companies"."id" = "projects"."company_id"
  where "projects"."id" = $1;

-- summary: every project
select "status", count(*)
  from "projects"
  group by "projects"."status";

-- summary: every filter
select "status", count(*)
  from "projects"
  where (search_fold("projects"."name") like (select search_fold($1)) and "projects"."status" = $2 and "projects"."company_id" = $3)
  group by "projects"."status";
