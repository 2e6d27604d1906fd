-- The statements of the login_records list, written by test/list-queries.test.ts (UPDATE_SQL=1 to write again).

-- page: sort createdAt asc, en
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  order by "login_records"."created_at" asc, "login_records"."id" asc
  limit $1
  offset $2;

-- page: sort createdAt asc, en
select count(*)
  from "login_records";

-- page: sort createdAt desc, en
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  order by "login_records"."created_at" desc, "login_records"."id" desc
  limit $1
  offset $2;

-- page: sort email asc, en
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  order by "login_records"."email" collate "und-x-icu" asc, "login_records"."id" asc
  limit $1
  offset $2;

-- page: sort email asc, tr
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  order by "login_records"."email" collate "tr_alphabet" asc, "login_records"."id" asc
  limit $1
  offset $2;

-- page: sort email desc, en
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  order by "login_records"."email" collate "und-x-icu" desc, "login_records"."id" desc
  limit $1
  offset $2;

-- page: sort email desc, tr
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  order by "login_records"."email" collate "tr_alphabet" desc, "login_records"."id" desc
  limit $1
  offset $2;

-- page: sort user asc, en
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  order by "account"."name" collate "und-x-icu" asc, "account"."surname" collate "und-x-icu" asc, "login_records"."id" asc
  limit $1
  offset $2;

-- page: sort user asc, tr
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  order by "account"."name" collate "tr_alphabet" asc, "account"."surname" collate "tr_alphabet" asc, "login_records"."id" asc
  limit $1
  offset $2;

-- page: sort user desc, en
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  order by "account"."name" collate "und-x-icu" desc, "account"."surname" collate "und-x-icu" desc, "login_records"."id" desc
  limit $1
  offset $2;

-- page: sort user desc, tr
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  order by "account"."name" collate "tr_alphabet" desc, "account"."surname" collate "tr_alphabet" desc, "login_records"."id" desc
  limit $1
  offset $2;

-- page: sort ip asc, en
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  order by "login_records"."ip" asc, "login_records"."id" asc
  limit $1
  offset $2;

-- page: sort ip desc, en
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  order by "login_records"."ip" desc, "login_records"."id" desc
  limit $1
  offset $2;

-- page: sort country asc, en
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  order by "login_records"."country" collate "und-x-icu" asc, "login_records"."region" collate "und-x-icu" asc, "login_records"."id" asc
  limit $1
  offset $2;

-- page: sort country asc, tr
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  order by "login_records"."country" collate "tr_alphabet" asc, "login_records"."region" collate "tr_alphabet" asc, "login_records"."id" asc
  limit $1
  offset $2;

-- page: sort country desc, en
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  order by "login_records"."country" collate "und-x-icu" desc, "login_records"."region" collate "und-x-icu" desc, "login_records"."id" desc
  limit $1
  offset $2;

-- page: sort country desc, tr
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  order by "login_records"."country" collate "tr_alphabet" desc, "login_records"."region" collate "tr_alphabet" desc, "login_records"."id" desc
  limit $1
  offset $2;

-- page: sort status asc, en
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  order by "login_records"."status" asc, "login_records"."id" asc
  limit $1
  offset $2;

-- page: sort status desc, en
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  order by "login_records"."status" desc, "login_records"."id" desc
  limit $1
  offset $2;

-- page: status
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  where "login_records"."status" = $1
  order by "login_records"."created_at" asc, "login_records"."id" asc
  limit $2
  offset $3;

-- page: status
select count(*)
  from "login_records"
  where "login_records"."status" = $1;

-- page: userId
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  where "login_records"."user_id" = $1
  order by "login_records"."created_at" asc, "login_records"."id" asc
  limit $2
  offset $3;

-- page: userId
select count(*)
  from "login_records"
  where "login_records"."user_id" = $1;

-- page: country
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  where "login_records"."country" = $1
  order by "login_records"."created_at" asc, "login_records"."id" asc
  limit $2
  offset $3;

-- page: country
select count(*)
  from "login_records"
  where "login_records"."country" = $1;

-- page: dateFrom
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  where "login_records"."created_at" >= ($1::date)::timestamp at time zone $2
  order by "login_records"."created_at" asc, "login_records"."id" asc
  limit $3
  offset $4;

-- page: dateFrom
select count(*)
  from "login_records"
  where "login_records"."created_at" >= ($1::date)::timestamp at time zone $2;

-- page: dateTo
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  where "login_records"."created_at" < ($1::date + 1)::timestamp at time zone $2
  order by "login_records"."created_at" asc, "login_records"."id" asc
  limit $3
  offset $4;

-- page: dateTo
select count(*)
  from "login_records"
  where "login_records"."created_at" < ($1::date + 1)::timestamp at time zone $2;

-- page: since
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  where "login_records"."created_at" > $1::timestamptz
  order by "login_records"."created_at" asc, "login_records"."id" asc
  limit $2
  offset $3;

-- page: since
select count(*)
  from "login_records"
  where "login_records"."created_at" > $1::timestamptz;

-- page: until
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  where "login_records"."created_at" <= $1::timestamptz
  order by "login_records"."created_at" asc, "login_records"."id" asc
  limit $2
  offset $3;

-- page: until
select count(*)
  from "login_records"
  where "login_records"."created_at" <= $1::timestamptz;

-- page: every filter
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  where ("login_records"."status" = $1 and "login_records"."user_id" = $2 and "login_records"."country" = $3 and "login_records"."created_at" >= ($4::date)::timestamp at time zone $5 and "login_records"."created_at" < ($6::date + 1)::timestamp at time zone $7 and "login_records"."created_at" > $8::timestamptz and "login_records"."created_at" <= $9::timestamptz)
  order by "login_records"."created_at" asc, "login_records"."id" asc
  limit $10
  offset $11;

-- page: every filter
select count(*)
  from "login_records"
  where ("login_records"."status" = $1 and "login_records"."user_id" = $2 and "login_records"."country" = $3 and "login_records"."created_at" >= ($4::date)::timestamp at time zone $5 and "login_records"."created_at" < ($6::date + 1)::timestamp at time zone $7 and "login_records"."created_at" > $8::timestamptz and "login_records"."created_at" <= $9::timestamptz);

-- search: sort createdAt
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  where (search_fold("login_records"."email") like (select search_fold($1)) or search_fold("account"."name" || ' ' || "account"."surname") like (select search_fold($2)) or search_fold("login_records"."ip") like (select search_fold($3)) or search_fold("login_records"."country") like (select search_fold($4)) or search_fold("login_records"."region") like (select search_fold($5)))
  order by "login_records"."created_at" desc, "login_records"."id" desc
  limit $6
  offset $7;

-- search: sort createdAt
select count(*)
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  where (search_fold("login_records"."email") like (select search_fold($1)) or search_fold("account"."name" || ' ' || "account"."surname") like (select search_fold($2)) or search_fold("login_records"."ip") like (select search_fold($3)) or search_fold("login_records"."country") like (select search_fold($4)) or search_fold("login_records"."region") like (select search_fold($5)));

-- search: sort email
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  where (search_fold("login_records"."email") like (select search_fold($1)) or search_fold("account"."name" || ' ' || "account"."surname") like (select search_fold($2)) or search_fold("login_records"."ip") like (select search_fold($3)) or search_fold("login_records"."country") like (select search_fold($4)) or search_fold("login_records"."region") like (select search_fold($5)))
  order by "login_records"."email" collate "und-x-icu" desc, "login_records"."id" desc
  limit $6
  offset $7;

-- search: sort user
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  where (search_fold("login_records"."email") like (select search_fold($1)) or search_fold("account"."name" || ' ' || "account"."surname") like (select search_fold($2)) or search_fold("login_records"."ip") like (select search_fold($3)) or search_fold("login_records"."country") like (select search_fold($4)) or search_fold("login_records"."region") like (select search_fold($5)))
  order by "account"."name" collate "und-x-icu" desc, "account"."surname" collate "und-x-icu" desc, "login_records"."id" desc
  limit $6
  offset $7;

-- search: sort ip
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  where (search_fold("login_records"."email") like (select search_fold($1)) or search_fold("account"."name" || ' ' || "account"."surname") like (select search_fold($2)) or search_fold("login_records"."ip") like (select search_fold($3)) or search_fold("login_records"."country") like (select search_fold($4)) or search_fold("login_records"."region") like (select search_fold($5)))
  order by "login_records"."ip" desc, "login_records"."id" desc
  limit $6
  offset $7;

-- search: sort country
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  where (search_fold("login_records"."email") like (select search_fold($1)) or search_fold("account"."name" || ' ' || "account"."surname") like (select search_fold($2)) or search_fold("login_records"."ip") like (select search_fold($3)) or search_fold("login_records"."country") like (select search_fold($4)) or search_fold("login_records"."region") like (select search_fold($5)))
  order by "login_records"."country" collate "und-x-icu" desc, "login_records"."region" collate "und-x-icu" desc, "login_records"."id" desc
  limit $6
  offset $7;

-- search: sort status
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  where (search_fold("login_records"."email") like (select search_fold($1)) or search_fold("account"."name" || ' ' || "account"."surname") like (select search_fold($2)) or search_fold("login_records"."ip") like (select search_fold($3)) or search_fold("login_records"."country") like (select search_fold($4)) or search_fold("login_records"."region") like (select search_fold($5)))
  order by "login_records"."status" desc, "login_records"."id" desc
  limit $6
  offset $7;

-- one record
select "login_records"."id", "account"."id", "account"."name", "account"."surname", "login_records"."email", "login_records"."status", "login_records"."reason", "login_records"."ip", "login_records"."country", "login_records"."region", "login_records"."city", "login_records"."user_agent", "login_records"."created_at"
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  where "login_records"."id" = $1;

-- summary: every record
select count(*)::int, (count(*) filter (where "status" = 'success'))::int, (count(*) filter (where "status" = 'failed'))::int, count(distinct "email")::int, count(distinct "ip")::int
  from "login_records";

-- summary: a search
select count(*)::int, (count(*) filter (where "login_records"."status" = 'success'))::int, (count(*) filter (where "login_records"."status" = 'failed'))::int, count(distinct "login_records"."email")::int, count(distinct "login_records"."ip")::int
  from "login_records"
  left join "users" "account" on "account"."id" = "login_records"."user_id"
  where (search_fold("login_records"."email") like (select search_fold($1)) or search_fold("account"."name" || ' ' || "account"."surname") like (select search_fold($2)) or search_fold("login_records"."ip") like (select search_fold($3)) or search_fold("login_records"."country") like (select search_fold($4)) or search_fold("login_records"."region") like (select search_fold($5)));
