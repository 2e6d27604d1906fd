-- The statements of the users list, written by test/list-queries.test.ts (UPDATE_SQL=1 to write again).

-- page: sort name asc, en
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where "users"."type" in ('master', 'manager', 'employee')
  order by "users"."name" collate "und-x-icu" asc nulls last, "users"."id" asc
  limit $1
  offset $2;

-- page: sort name asc, en
select count(*)
  from "users"
  where "users"."type" in ('master', 'manager', 'employee');

-- page: sort name asc, tr
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where "users"."type" in ('master', 'manager', 'employee')
  order by "users"."name" collate "tr_alphabet" asc nulls last, "users"."id" asc
  limit $1
  offset $2;

-- page: sort name desc, en
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where "users"."type" in ('master', 'manager', 'employee')
  order by "users"."name" collate "und-x-icu" desc nulls last, "users"."id" desc
  limit $1
  offset $2;

-- page: sort name desc, tr
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where "users"."type" in ('master', 'manager', 'employee')
  order by "users"."name" collate "tr_alphabet" desc nulls last, "users"."id" desc
  limit $1
  offset $2;

-- page: sort surname asc, en
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where "users"."type" in ('master', 'manager', 'employee')
  order by "users"."surname" collate "und-x-icu" asc nulls last, "users"."id" asc
  limit $1
  offset $2;

-- page: sort surname asc, tr
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where "users"."type" in ('master', 'manager', 'employee')
  order by "users"."surname" collate "tr_alphabet" asc nulls last, "users"."id" asc
  limit $1
  offset $2;

-- page: sort surname desc, en
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where "users"."type" in ('master', 'manager', 'employee')
  order by "users"."surname" collate "und-x-icu" desc nulls last, "users"."id" desc
  limit $1
  offset $2;

-- page: sort surname desc, tr
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where "users"."type" in ('master', 'manager', 'employee')
  order by "users"."surname" collate "tr_alphabet" desc nulls last, "users"."id" desc
  limit $1
  offset $2;

-- page: sort email asc, en
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where "users"."type" in ('master', 'manager', 'employee')
  order by "users"."email" collate "und-x-icu" asc nulls last, "users"."id" asc
  limit $1
  offset $2;

-- page: sort email asc, tr
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where "users"."type" in ('master', 'manager', 'employee')
  order by "users"."email" collate "tr_alphabet" asc nulls last, "users"."id" asc
  limit $1
  offset $2;

-- page: sort email desc, en
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where "users"."type" in ('master', 'manager', 'employee')
  order by "users"."email" collate "und-x-icu" desc nulls last, "users"."id" desc
  limit $1
  offset $2;

-- page: sort email desc, tr
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where "users"."type" in ('master', 'manager', 'employee')
  order by "users"."email" collate "tr_alphabet" desc nulls last, "users"."id" desc
  limit $1
  offset $2;

-- page: sort type asc, en
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where "users"."type" in ('master', 'manager', 'employee')
  order by "users"."type" asc nulls last, "users"."id" asc
  limit $1
  offset $2;

-- page: sort type desc, en
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where "users"."type" in ('master', 'manager', 'employee')
  order by "users"."type" desc nulls last, "users"."id" desc
  limit $1
  offset $2;

-- page: sort isActive asc, en
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where "users"."type" in ('master', 'manager', 'employee')
  order by "users"."is_active" asc nulls last, "users"."id" asc
  limit $1
  offset $2;

-- page: sort isActive desc, en
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where "users"."type" in ('master', 'manager', 'employee')
  order by "users"."is_active" desc nulls last, "users"."id" desc
  limit $1
  offset $2;

-- page: sort createdAt asc, en
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where "users"."type" in ('master', 'manager', 'employee')
  order by "users"."created_at" asc nulls last, "users"."id" asc
  limit $1
  offset $2;

-- page: sort createdAt desc, en
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where "users"."type" in ('master', 'manager', 'employee')
  order by "users"."created_at" desc nulls last, "users"."id" desc
  limit $1
  offset $2;

-- page: sort lastLoginAt asc, en
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where "users"."type" in ('master', 'manager', 'employee')
  order by "users"."last_login_at" asc nulls last, "users"."id" asc
  limit $1
  offset $2;

-- page: sort lastLoginAt desc, en
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where "users"."type" in ('master', 'manager', 'employee')
  order by "users"."last_login_at" desc nulls last, "users"."id" desc
  limit $1
  offset $2;

-- page: kind external
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where "users"."type" = 'user'
  order by "users"."name" collate "und-x-icu" asc nulls last, "users"."id" asc
  limit $1
  offset $2;

-- page: kind external
select count(*)
  from "users"
  where "users"."type" = 'user';

-- page: type
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where ("users"."type" in ('master', 'manager', 'employee') and "users"."type" = $1)
  order by "users"."name" collate "und-x-icu" asc nulls last, "users"."id" asc
  limit $2
  offset $3;

-- page: type
select count(*)
  from "users"
  where ("users"."type" in ('master', 'manager', 'employee') and "users"."type" = $1);

-- page: isActive
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where ("users"."type" in ('master', 'manager', 'employee') and "users"."is_active" = $1)
  order by "users"."name" collate "und-x-icu" asc nulls last, "users"."id" asc
  limit $2
  offset $3;

-- page: isActive
select count(*)
  from "users"
  where ("users"."type" in ('master', 'manager', 'employee') and "users"."is_active" = $1);

-- page: every filter
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where ("users"."type" = 'user' and "users"."type" = $1 and "users"."is_active" = $2)
  order by "users"."name" collate "und-x-icu" asc nulls last, "users"."id" asc
  limit $3
  offset $4;

-- page: every filter
select count(*)
  from "users"
  where ("users"."type" = 'user' and "users"."type" = $1 and "users"."is_active" = $2);

-- search: sort name
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where ("users"."type" in ('master', 'manager', 'employee') and search_fold("users"."name" || ' ' || "users"."surname" || ' ' || "users"."email" || ' ' || coalesce("users"."phone", '')) like (select search_fold($1)))
  order by "users"."name" collate "und-x-icu" desc nulls last, "users"."id" desc
  limit $2
  offset $3;

-- search: sort name
select count(*)
  from "users"
  where ("users"."type" in ('master', 'manager', 'employee') and search_fold("users"."name" || ' ' || "users"."surname" || ' ' || "users"."email" || ' ' || coalesce("users"."phone", '')) like (select search_fold($1)));

-- search: sort surname
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where ("users"."type" in ('master', 'manager', 'employee') and search_fold("users"."name" || ' ' || "users"."surname" || ' ' || "users"."email" || ' ' || coalesce("users"."phone", '')) like (select search_fold($1)))
  order by "users"."surname" collate "und-x-icu" desc nulls last, "users"."id" desc
  limit $2
  offset $3;

-- search: sort email
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where ("users"."type" in ('master', 'manager', 'employee') and search_fold("users"."name" || ' ' || "users"."surname" || ' ' || "users"."email" || ' ' || coalesce("users"."phone", '')) like (select search_fold($1)))
  order by "users"."email" collate "und-x-icu" desc nulls last, "users"."id" desc
  limit $2
  offset $3;

-- search: sort type
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where ("users"."type" in ('master', 'manager', 'employee') and search_fold("users"."name" || ' ' || "users"."surname" || ' ' || "users"."email" || ' ' || coalesce("users"."phone", '')) like (select search_fold($1)))
  order by "users"."type" desc nulls last, "users"."id" desc
  limit $2
  offset $3;

-- search: sort isActive
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where ("users"."type" in ('master', 'manager', 'employee') and search_fold("users"."name" || ' ' || "users"."surname" || ' ' || "users"."email" || ' ' || coalesce("users"."phone", '')) like (select search_fold($1)))
  order by "users"."is_active" desc nulls last, "users"."id" desc
  limit $2
  offset $3;

-- search: sort createdAt
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where ("users"."type" in ('master', 'manager', 'employee') and search_fold("users"."name" || ' ' || "users"."surname" || ' ' || "users"."email" || ' ' || coalesce("users"."phone", '')) like (select search_fold($1)))
  order by "users"."created_at" desc nulls last, "users"."id" desc
  limit $2
  offset $3;

-- search: sort lastLoginAt
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where ("users"."type" in ('master', 'manager', 'employee') and search_fold("users"."name" || ' ' || "users"."surname" || ' ' || "users"."email" || ' ' || coalesce("users"."phone", '')) like (select search_fold($1)))
  order by "users"."last_login_at" desc nulls last, "users"."id" desc
  limit $2
  offset $3;

-- one record
select "id", "name", "surname", "email", "phone", "type", "is_active", "language", "last_login_at", "created_at", "updated_at"
  from "users"
  where "users"."id" = $1;

-- summary
select "type", count(*)::int, (count(*) filter (where "is_active"))::int
  from "users"
  where ("users"."type" in ('master', 'manager', 'employee') and search_fold("users"."name" || ' ' || "users"."surname" || ' ' || "users"."email" || ' ' || coalesce("users"."phone", '')) like (select search_fold($1)))
  group by "users"."type";
