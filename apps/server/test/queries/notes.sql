-- The statements of the notes list, written by test/list-queries.test.ts (UPDATE_SQL=1 to write again).

-- page: sort updatedAt asc, en
select "id", "name", "content", "is_pinned", "created_at", "updated_at"
  from "notes"
  where "notes"."owner_id" = $1
  order by "notes"."is_pinned" desc, "notes"."updated_at" asc, "notes"."id" asc
  limit $2
  offset $3;

-- page: sort updatedAt asc, en
select count(*)
  from "notes"
  where "notes"."owner_id" = $1;

-- page: sort updatedAt desc, en
select "id", "name", "content", "is_pinned", "created_at", "updated_at"
  from "notes"
  where "notes"."owner_id" = $1
  order by "notes"."is_pinned" desc, "notes"."updated_at" desc, "notes"."id" desc
  limit $2
  offset $3;

-- page: sort createdAt asc, en
select "id", "name", "content", "is_pinned", "created_at", "updated_at"
  from "notes"
  where "notes"."owner_id" = $1
  order by "notes"."is_pinned" desc, "notes"."created_at" asc, "notes"."id" asc
  limit $2
  offset $3;

-- page: sort createdAt desc, en
select "id", "name", "content", "is_pinned", "created_at", "updated_at"
  from "notes"
  where "notes"."owner_id" = $1
  order by "notes"."is_pinned" desc, "notes"."created_at" desc, "notes"."id" desc
  limit $2
  offset $3;

-- page: sort name asc, en
select "id", "name", "content", "is_pinned", "created_at", "updated_at"
  from "notes"
  where "notes"."owner_id" = $1
  order by "notes"."is_pinned" desc, "notes"."name" collate "und-x-icu" asc, "notes"."id" asc
  limit $2
  offset $3;

-- page: sort name asc, tr
select "id", "name", "content", "is_pinned", "created_at", "updated_at"
  from "notes"
  where "notes"."owner_id" = $1
  order by "notes"."is_pinned" desc, "notes"."name" collate "tr_alphabet" asc, "notes"."id" asc
  limit $2
  offset $3;

-- page: sort name desc, en
select "id", "name", "content", "is_pinned", "created_at", "updated_at"
  from "notes"
  where "notes"."owner_id" = $1
  order by "notes"."is_pinned" desc, "notes"."name" collate "und-x-icu" desc, "notes"."id" desc
  limit $2
  offset $3;

-- page: sort name desc, tr
select "id", "name", "content", "is_pinned", "created_at", "updated_at"
  from "notes"
  where "notes"."owner_id" = $1
  order by "notes"."is_pinned" desc, "notes"."name" collate "tr_alphabet" desc, "notes"."id" desc
  limit $2
  offset $3;

-- page: pinned
select "id", "name", "content", "is_pinned", "created_at", "updated_at"
  from "notes"
  where ("notes"."is_pinned" = $1 and "notes"."owner_id" = $2)
  order by "notes"."is_pinned" desc, "notes"."updated_at" asc, "notes"."id" asc
  limit $3
  offset $4;

-- page: pinned
select count(*)
  from "notes"
  where ("notes"."is_pinned" = $1 and "notes"."owner_id" = $2);

-- search: sort updatedAt
select "id", "name", "content", "is_pinned", "created_at", "updated_at"
  from "notes"
  where ((search_fold("notes"."name") like (select search_fold($1)) or search_fold("notes"."content") like (select search_fold($2))) and "notes"."owner_id" = $3)
  order by "notes"."is_pinned" desc, "notes"."updated_at" desc, "notes"."id" desc
  limit $4
  offset $5;

-- search: sort updatedAt
select count(*)
  from "notes"
  where ((search_fold("notes"."name") like (select search_fold($1)) or search_fold("notes"."content") like (select search_fold($2))) and "notes"."owner_id" = $3);

-- search: sort createdAt
select "id", "name", "content", "is_pinned", "created_at", "updated_at"
  from "notes"
  where ((search_fold("notes"."name") like (select search_fold($1)) or search_fold("notes"."content") like (select search_fold($2))) and "notes"."owner_id" = $3)
  order by "notes"."is_pinned" desc, "notes"."created_at" desc, "notes"."id" desc
  limit $4
  offset $5;

-- search: sort name
select "id", "name", "content", "is_pinned", "created_at", "updated_at"
  from "notes"
  where ((search_fold("notes"."name") like (select search_fold($1)) or search_fold("notes"."content") like (select search_fold($2))) and "notes"."owner_id" = $3)
  order by "notes"."is_pinned" desc, "notes"."name" collate "und-x-icu" desc, "notes"."id" desc
  limit $4
  offset $5;

-- one record
select "id", "name", "content", "is_pinned", "created_at", "updated_at"
  from "notes"
  where "notes"."id" = $1;

-- summary
select count(*)::int, (count(*) filter (where "is_pinned"))::int, (count(*) filter (where "updated_at" >= now() - interval '7 days'))::int
  from "notes"
  where ((search_fold("notes"."name") like (select search_fold($1)) or search_fold("notes"."content") like (select search_fold($2))) and "notes"."owner_id" = $3);
