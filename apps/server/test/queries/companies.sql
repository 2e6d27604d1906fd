-- The statements of the companies list, written by test/list-queries.test.ts (UPDATE_SQL=1 to write again).

-- page: sort name asc, en
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  order by "companies"."name" collate "und-x-icu" asc, "companies"."id" asc
  limit $1
  offset $2;

-- page: sort name asc, en
select count(*)
  from "companies";

-- page: sort name asc, tr
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  order by "companies"."name" collate "tr_alphabet" asc, "companies"."id" asc
  limit $1
  offset $2;

-- page: sort name desc, en
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  order by "companies"."name" collate "und-x-icu" desc, "companies"."id" desc
  limit $1
  offset $2;

-- page: sort name desc, tr
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  order by "companies"."name" collate "tr_alphabet" desc, "companies"."id" desc
  limit $1
  offset $2;

-- page: sort websiteDomain asc, en
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  order by "companies"."website_domain" collate "und-x-icu" asc, "companies"."id" asc
  limit $1
  offset $2;

-- page: sort websiteDomain asc, tr
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  order by "companies"."website_domain" collate "tr_alphabet" asc, "companies"."id" asc
  limit $1
  offset $2;

-- page: sort websiteDomain desc, en
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  order by "companies"."website_domain" collate "und-x-icu" desc, "companies"."id" desc
  limit $1
  offset $2;

-- page: sort websiteDomain desc, tr
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  order by "companies"."website_domain" collate "tr_alphabet" desc, "companies"."id" desc
  limit $1
  offset $2;

-- page: sort email asc, en
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  order by "companies"."email" collate "und-x-icu" asc, "companies"."id" asc
  limit $1
  offset $2;

-- page: sort email asc, tr
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  order by "companies"."email" collate "tr_alphabet" asc, "companies"."id" asc
  limit $1
  offset $2;

-- page: sort email desc, en
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  order by "companies"."email" collate "und-x-icu" desc, "companies"."id" desc
  limit $1
  offset $2;

-- page: sort email desc, tr
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  order by "companies"."email" collate "tr_alphabet" desc, "companies"."id" desc
  limit $1
  offset $2;

-- page: sort taxOffice asc, en
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  order by "companies"."tax_office" collate "und-x-icu" asc, "companies"."id" asc
  limit $1
  offset $2;

-- page: sort taxOffice asc, tr
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  order by "companies"."tax_office" collate "tr_alphabet" asc, "companies"."id" asc
  limit $1
  offset $2;

-- page: sort taxOffice desc, en
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  order by "companies"."tax_office" collate "und-x-icu" desc, "companies"."id" desc
  limit $1
  offset $2;

-- page: sort taxOffice desc, tr
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  order by "companies"."tax_office" collate "tr_alphabet" desc, "companies"."id" desc
  limit $1
  offset $2;

-- page: sort projectCount asc, en
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  order by (select count(*)::int
  from "projects"
  where "projects"."company_id" = "companies"."id") asc, "companies"."id" asc
  limit $1
  offset $2;

-- page: sort projectCount desc, en
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  order by (select count(*)::int
  from "projects"
  where "projects"."company_id" = "companies"."id") desc, "companies"."id" desc
  limit $1
  offset $2;

-- page: sort createdAt asc, en
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  order by "companies"."created_at" asc, "companies"."id" asc
  limit $1
  offset $2;

-- page: sort createdAt desc, en
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  order by "companies"."created_at" desc, "companies"."id" desc
  limit $1
  offset $2;

-- search: sort name
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  where (search_fold("companies"."name") like (select search_fold($1)) or search_fold("companies"."website_domain") like (select search_fold($2)) or search_fold("companies"."email") like (select search_fold($3)) or search_fold("companies"."tax_number") like (select search_fold($4)))
  order by "companies"."name" collate "und-x-icu" desc, "companies"."id" desc
  limit $5
  offset $6;

-- search: sort name
select count(*)
  from "companies"
  where (search_fold("companies"."name") like (select search_fold($1)) or search_fold("companies"."website_domain") like (select search_fold($2)) or search_fold("companies"."email") like (select search_fold($3)) or search_fold("companies"."tax_number") like (select search_fold($4)));

-- search: sort websiteDomain
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  where (search_fold("companies"."name") like (select search_fold($1)) or search_fold("companies"."website_domain") like (select search_fold($2)) or search_fold("companies"."email") like (select search_fold($3)) or search_fold("companies"."tax_number") like (select search_fold($4)))
  order by "companies"."website_domain" collate "und-x-icu" desc, "companies"."id" desc
  limit $5
  offset $6;

-- search: sort email
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  where (search_fold("companies"."name") like (select search_fold($1)) or search_fold("companies"."website_domain") like (select search_fold($2)) or search_fold("companies"."email") like (select search_fold($3)) or search_fold("companies"."tax_number") like (select search_fold($4)))
  order by "companies"."email" collate "und-x-icu" desc, "companies"."id" desc
  limit $5
  offset $6;

-- search: sort taxOffice
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  where (search_fold("companies"."name") like (select search_fold($1)) or search_fold("companies"."website_domain") like (select search_fold($2)) or search_fold("companies"."email") like (select search_fold($3)) or search_fold("companies"."tax_number") like (select search_fold($4)))
  order by "companies"."tax_office" collate "und-x-icu" desc, "companies"."id" desc
  limit $5
  offset $6;

-- search: sort projectCount
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  where (search_fold("companies"."name") like (select search_fold($1)) or search_fold("companies"."website_domain") like (select search_fold($2)) or search_fold("companies"."email") like (select search_fold($3)) or search_fold("companies"."tax_number") like (select search_fold($4)))
  order by (select count(*)::int
  from "projects"
  where "projects"."company_id" = "companies"."id") desc, "companies"."id" desc
  limit $5
  offset $6;

-- search: sort createdAt
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  where (search_fold("companies"."name") like (select search_fold($1)) or search_fold("companies"."website_domain") like (select search_fold($2)) or search_fold("companies"."email") like (select search_fold($3)) or search_fold("companies"."tax_number") like (select search_fold($4)))
  order by "companies"."created_at" desc, "companies"."id" desc
  limit $5
  offset $6;

-- one record
select "id", "name", "website_domain", "description", "address", "phone", "email", "tax_number", "tax_office", "iban", (select count(*)::int
  from "projects"
  where "company_id" = "companies"."id"), (select count(*)::int
  from "transactions"
  where "company_id" = "companies"."id"), "created_at", "updated_at"
  from "companies"
  where "companies"."id" = $1;

-- summary: every company
select count(*)::int, (count(*) filter (where exists (select 1
  from "projects"
  where "company_id" = "companies"."id" and "status" = 'inProgress')))::int, (count(*) filter (where exists (select 1
  from "company_members"
  where "company_id" = "companies"."id")))::int
  from "companies";

-- summary: every company
select "currency", coalesce(sum("amount") filter (where "type" = 'income'), 0)::numeric(16,2)::text, coalesce(sum("amount") filter (where "type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where "transactions"."transaction_date" between $1 and $2
  group by "transactions"."currency";

-- summary: a search
select count(*)::int, (count(*) filter (where exists (select 1
  from "projects"
  where "company_id" = "companies"."id" and "status" = 'inProgress')))::int, (count(*) filter (where exists (select 1
  from "company_members"
  where "company_id" = "companies"."id")))::int
  from "companies"
  where (search_fold("companies"."name") like (select search_fold($1)) or search_fold("companies"."website_domain") like (select search_fold($2)) or search_fold("companies"."email") like (select search_fold($3)) or search_fold("companies"."tax_number") like (select search_fold($4)));

-- summary: a search
select "currency", coalesce(sum("amount") filter (where "type" = 'income'), 0)::numeric(16,2)::text, coalesce(sum("amount") filter (where "type" = 'expense'), 0)::numeric(16,2)::text
  from "transactions"
  where ("transactions"."transaction_date" between $1 and $2 and "transactions"."company_id" in (select "id"
  from "companies"
  where (search_fold("companies"."name") like (select search_fold($3)) or search_fold("companies"."website_domain") like (select search_fold($4)) or search_fold("companies"."email") like (select search_fold($5)) or search_fold("companies"."tax_number") like (select search_fold($6)))))
  group by "transactions"."currency";
