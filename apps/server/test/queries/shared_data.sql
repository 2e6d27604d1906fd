-- The statements of the shared_data list, written by test/list-queries.test.ts (UPDATE_SQL=1 to write again).

-- page: sort updatedAt asc, en
select "shared_data"."id", case when "shared_data"."owner_id" = $1 then 'own' else 'shared' end, "owner"."id", "owner"."name", "owner"."surname", "shared_data"."domain", "shared_data"."username", "shared_data"."description", "shared_data"."created_at", "shared_data"."updated_at"
  from "shared_data"
  inner join "users" "owner" on "owner"."id" = "shared_data"."owner_id"
  where ("shared_data"."owner_id" = $2 or exists (select 1
  from "shared_data_shares"
  where "shared_data_shares"."shared_data_id" = "shared_data"."id" and "shared_data_shares"."user_id" = $3))
  order by "shared_data"."updated_at" asc, "shared_data"."id" asc
  limit $4
  offset $5;

-- page: sort updatedAt asc, en
select count(*)
  from "shared_data"
  where ("shared_data"."owner_id" = $1 or exists (select 1
  from "shared_data_shares"
  where "shared_data_shares"."shared_data_id" = "shared_data"."id" and "shared_data_shares"."user_id" = $2));

-- page: sort updatedAt desc, en
select "shared_data"."id", case when "shared_data"."owner_id" = $1 then 'own' else 'shared' end, "owner"."id", "owner"."name", "owner"."surname", "shared_data"."domain", "shared_data"."username", "shared_data"."description", "shared_data"."created_at", "shared_data"."updated_at"
  from "shared_data"
  inner join "users" "owner" on "owner"."id" = "shared_data"."owner_id"
  where ("shared_data"."owner_id" = $2 or exists (select 1
  from "shared_data_shares"
  where "shared_data_shares"."shared_data_id" = "shared_data"."id" and "shared_data_shares"."user_id" = $3))
  order by "shared_data"."updated_at" desc, "shared_data"."id" desc
  limit $4
  offset $5;

-- page: sort createdAt asc, en
select "shared_data"."id", case when "shared_data"."owner_id" = $1 then 'own' else 'shared' end, "owner"."id", "owner"."name", "owner"."surname", "shared_data"."domain", "shared_data"."username", "shared_data"."description", "shared_data"."created_at", "shared_data"."updated_at"
  from "shared_data"
  inner join "users" "owner" on "owner"."id" = "shared_data"."owner_id"
  where ("shared_data"."owner_id" = $2 or exists (select 1
  from "shared_data_shares"
  where "shared_data_shares"."shared_data_id" = "shared_data"."id" and "shared_data_shares"."user_id" = $3))
  order by "shared_data"."created_at" asc, "shared_data"."id" asc
  limit $4
  offset $5;

-- page: sort createdAt desc, en
select "shared_data"."id", case when "shared_data"."owner_id" = $1 then 'own' else 'shared' end, "owner"."id", "owner"."name", "owner"."surname", "shared_data"."domain", "shared_data"."username", "shared_data"."description", "shared_data"."created_at", "shared_data"."updated_at"
  from "shared_data"
  inner join "users" "owner" on "owner"."id" = "shared_data"."owner_id"
  where ("shared_data"."owner_id" = $2 or exists (select 1
  from "shared_data_shares"
  where "shared_data_shares"."shared_data_id" = "shared_data"."id" and "shared_data_shares"."user_id" = $3))
  order by "shared_data"."created_at" desc, "shared_data"."id" desc
  limit $4
  offset $5;

-- page: sort domain asc, en
select "shared_data"."id", case when "shared_data"."owner_id" = $1 then 'own' else 'shared' end, "owner"."id", "owner"."name", "owner"."surname", "shared_data"."domain", "shared_data"."username", "shared_data"."description", "shared_data"."created_at", "shared_data"."updated_at"
  from "shared_data"
  inner join "users" "owner" on "owner"."id" = "shared_data"."owner_id"
  where ("shared_data"."owner_id" = $2 or exists (select 1
  from "shared_data_shares"
  where "shared_data_shares"."shared_data_id" = "shared_data"."id" and "shared_data_shares"."user_id" = $3))
  order by "shared_data"."domain" collate "und-x-icu" asc, "shared_data"."id" asc
  limit $4
  offset $5;

-- page: sort domain asc, tr
select "shared_data"."id", case when "shared_data"."owner_id" = $1 then 'own' else 'shared' end, "owner"."id", "owner"."name", "owner"."surname", "shared_data"."domain", "shared_data"."username", "shared_data"."description", "shared_data"."created_at", "shared_data"."updated_at"
  from "shared_data"
  inner join "users" "owner" on "owner"."id" = "shared_data"."owner_id"
  where ("shared_data"."owner_id" = $2 or exists (select 1
  from "shared_data_shares"
  where "shared_data_shares"."shared_data_id" = "shared_data"."id" and "shared_data_shares"."user_id" = $3))
  order by "shared_data"."domain" collate "tr_alphabet" asc, "shared_data"."id" asc
  limit $4
  offset $5;

-- page: sort domain desc, en
select "shared_data"."id", case when "shared_data"."owner_id" = $1 then 'own' else 'shared' end, "owner"."id", "owner"."name", "owner"."surname", "shared_data"."domain", "shared_data"."username", "shared_data"."description", "shared_data"."created_at", "shared_data"."updated_at"
  from "shared_data"
  inner join "users" "owner" on "owner"."id" = "shared_data"."owner_id"
  where ("shared_data"."owner_id" = $2 or exists (select 1
  from "shared_data_shares"
  where "shared_data_shares"."shared_data_id" = "shared_data"."id" and "shared_data_shares"."user_id" = $3))
  order by "shared_data"."domain" collate "und-x-icu" desc, "shared_data"."id" desc
  limit $4
  offset $5;

-- page: sort domain desc, tr
select "shared_data"."id", case when "shared_data"."owner_id" = $1 then 'own' else 'shared' end, "owner"."id", "owner"."name", "owner"."surname", "shared_data"."domain", "shared_data"."username", "shared_data"."description", "shared_data"."created_at", "shared_data"."updated_at"
  from "shared_data"
  inner join "users" "owner" on "owner"."id" = "shared_data"."owner_id"
  where ("shared_data"."owner_id" = $2 or exists (select 1
  from "shared_data_shares"
  where "shared_data_shares"."shared_data_id" = "shared_data"."id" and "shared_data_shares"."user_id" = $3))
  order by "shared_data"."domain" collate "tr_alphabet" desc, "shared_data"."id" desc
  limit $4
  offset $5;

-- page: sort username asc, en
select "shared_data"."id", case when "shared_data"."owner_id" = $1 then 'own' else 'shared' end, "owner"."id", "owner"."name", "owner"."surname", "shared_data"."domain", "shared_data"."username", "shared_data"."description", "shared_data"."created_at", "shared_data"."updated_at"
  from "shared_data"
  inner join "users" "owner" on "owner"."id" = "shared_data"."owner_id"
  where ("shared_data"."owner_id" = $2 or exists (select 1
  from "shared_data_shares"
  where "shared_data_shares"."shared_data_id" = "shared_data"."id" and "shared_data_shares"."user_id" = $3))
  order by "shared_data"."username" collate "und-x-icu" asc, "shared_data"."id" asc
  limit $4
  offset $5;

-- page: sort username asc, tr
select "shared_data"."id", case when "shared_data"."owner_id" = $1 then 'own' else 'shared' end, "owner"."id", "owner"."name", "owner"."surname", "shared_data"."domain", "shared_data"."username", "shared_data"."description", "shared_data"."created_at", "shared_data"."updated_at"
  from "shared_data"
  inner join "users" "owner" on "owner"."id" = "shared_data"."owner_id"
  where ("shared_data"."owner_id" = $2 or exists (select 1
  from "shared_data_shares"
  where "shared_data_shares"."shared_data_id" = "shared_data"."id" and "shared_data_shares"."user_id" = $3))
  order by "shared_data"."username" collate "tr_alphabet" asc, "shared_data"."id" asc
  limit $4
  offset $5;

-- page: sort username desc, en
select "shared_data"."id", case when "shared_data"."owner_id" = $1 then 'own' else 'shared' end, "owner"."id", "owner"."name", "owner"."surname", "shared_data"."domain", "shared_data"."username", "shared_data"."description", "shared_data"."created_at", "shared_data"."updated_at"
  from "shared_data"
  inner join "users" "owner" on "owner"."id" = "shared_data"."owner_id"
  where ("shared_data"."owner_id" = $2 or exists (select 1
  from "shared_data_shares"
  where "shared_data_shares"."shared_data_id" = "shared_data"."id" and "shared_data_shares"."user_id" = $3))
  order by "shared_data"."username" collate "und-x-icu" desc, "shared_data"."id" desc
  limit $4
  offset $5;

-- page: sort username desc, tr
select "shared_data"."id", case when "shared_data"."owner_id" = $1 then 'own' else 'shared' end, "owner"."id", "owner"."name", "owner"."surname", "shared_data"."domain", "shared_data"."username", "shared_data"."description", "shared_data"."created_at", "shared_data"."updated_at"
  from "shared_data"
  inner join "users" "owner" on "owner"."id" = "shared_data"."owner_id"
  where ("shared_data"."owner_id" = $2 or exists (select 1
  from "shared_data_shares"
  where "shared_data_shares"."shared_data_id" = "shared_data"."id" and "shared_data_shares"."user_id" = $3))
  order by "shared_data"."username" collate "tr_alphabet" desc, "shared_data"."id" desc
  limit $4
  offset $5;

-- page: access own
select "shared_data"."id", case when "shared_data"."owner_id" = $1 then 'own' else 'shared' end, "owner"."id", "owner"."name", "owner"."surname", "shared_data"."domain", "shared_data"."username", "shared_data"."description", "shared_data"."created_at", "shared_data"."updated_at"
  from "shared_data"
  inner join "users" "owner" on "owner"."id" = "shared_data"."owner_id"
  where (("shared_data"."owner_id" = $2 or exists (select 1
  from "shared_data_shares"
  where "shared_data_shares"."shared_data_id" = "shared_data"."id" and "shared_data_shares"."user_id" = $3)) and "shared_data"."owner_id" = $4)
  order by "shared_data"."updated_at" asc, "shared_data"."id" asc
  limit $5
  offset $6;

-- page: access own
select count(*)
  from "shared_data"
  where (("shared_data"."owner_id" = $1 or exists (select 1
  from "shared_data_shares"
  where "shared_data_shares"."shared_data_id" = "shared_data"."id" and "shared_data_shares"."user_id" = $2)) and "shared_data"."owner_id" = $3);

-- page: access shared
select "shared_data"."id", case when "shared_data"."owner_id" = $1 then 'own' else 'shared' end, "owner"."id", "owner"."name", "owner"."surname", "shared_data"."domain", "shared_data"."username", "shared_data"."description", "shared_data"."created_at", "shared_data"."updated_at"
  from "shared_data"
  inner join "users" "owner" on "owner"."id" = "shared_data"."owner_id"
  where (("shared_data"."owner_id" = $2 or exists (select 1
  from "shared_data_shares"
  where "shared_data_shares"."shared_data_id" = "shared_data"."id" and "shared_data_shares"."user_id" = $3)) and "shared_data"."owner_id" <> $4)
  order by "shared_data"."updated_at" asc, "shared_data"."id" asc
  limit $5
  offset $6;

-- page: access shared
select count(*)
  from "shared_data"
  where (("shared_data"."owner_id" = $1 or exists (select 1
  from "shared_data_shares"
  where "shared_data_shares"."shared_data_id" = "shared_data"."id" and "shared_data_shares"."user_id" = $2)) and "shared_data"."owner_id" <> $3);

-- search: sort updatedAt
select "shared_data"."id", case when "shared_data"."owner_id" = $1 then 'own' else 'shared' end, "owner"."id", "owner"."name", "owner"."surname", "shared_data"."domain", "shared_data"."username", "shared_data"."description", "shared_data"."created_at", "shared_data"."updated_at"
  from "shared_data"
  inner join "users" "owner" on "owner"."id" = "shared_data"."owner_id"
  where (("shared_data"."owner_id" = $2 or exists (select 1
  from "shared_data_shares"
  where "shared_data_shares"."shared_data_id" = "shared_data"."id" and "shared_data_shares"."user_id" = $3)) and (search_fold("shared_data"."username") like (select search_fold($4)) or search_fold("shared_data"."domain") like (select search_fold($5)) or search_fold("shared_data"."description") like (select search_fold($6)) or search_fold("owner"."name" || ' ' || "owner"."surname") like (select search_fold($7))))
  order by "shared_data"."updated_at" desc, "shared_data"."id" desc
  limit $8
  offset $9;

-- search: sort updatedAt
select count(*)
  from "shared_data"
  inner join "users" "owner" on "owner"."id" = "shared_data"."owner_id"
  where (("shared_data"."owner_id" = $1 or exists (select 1
  from "shared_data_shares"
  where "shared_data_shares"."shared_data_id" = "shared_data"."id" and "shared_data_shares"."user_id" = $2)) and (search_fold("shared_data"."username") like (select search_fold($3)) or search_fold("shared_data"."domain") like (select search_fold($4)) or search_fold("shared_data"."description") like (select search_fold($5)) or search_fold("owner"."name" || ' ' || "owner"."surname") like (select search_fold($6))));

-- search: sort createdAt
select "shared_data"."id", case when "shared_data"."owner_id" = $1 then 'own' else 'shared' end, "owner"."id", "owner"."name", "owner"."surname", "shared_data"."domain", "shared_data"."username", "shared_data"."description", "shared_data"."created_at", "shared_data"."updated_at"
  from "shared_data"
  inner join "users" "owner" on "owner"."id" = "shared_data"."owner_id"
  where (("shared_data"."owner_id" = $2 or exists (select 1
  from "shared_data_shares"
  where "shared_data_shares"."shared_data_id" = "shared_data"."id" and "shared_data_shares"."user_id" = $3)) and (search_fold("shared_data"."username") like (select search_fold($4)) or search_fold("shared_data"."domain") like (select search_fold($5)) or search_fold("shared_data"."description") like (select search_fold($6)) or search_fold("owner"."name" || ' ' || "owner"."surname") like (select search_fold($7))))
  order by "shared_data"."created_at" desc, "shared_data"."id" desc
  limit $8
  offset $9;

-- search: sort domain
select "shared_data"."id", case when "shared_data"."owner_id" = $1 then 'own' else 'shared' end, "owner"."id", "owner"."name", "owner"."surname", "shared_data"."domain", "shared_data"."username", "shared_data"."description", "shared_data"."created_at", "shared_data"."updated_at"
  from "shared_data"
  inner join "users" "owner" on "owner"."id" = "shared_data"."owner_id"
  where (("shared_data"."owner_id" = $2 or exists (select 1
  from "shared_data_shares"
  where "shared_data_shares"."shared_data_id" = "shared_data"."id" and "shared_data_shares"."user_id" = $3)) and (search_fold("shared_data"."username") like (select search_fold($4)) or search_fold("shared_data"."domain") like (select search_fold($5)) or search_fold("shared_data"."description") like (select search_fold($6)) or search_fold("owner"."name" || ' ' || "owner"."surname") like (select search_fold($7))))
  order by "shared_data"."domain" collate "und-x-icu" desc, "shared_data"."id" desc
  limit $8
  offset $9;

-- search: sort username
select "shared_data"."id", case when "shared_data"."owner_id" = $1 then 'own' else 'shared' end, "owner"."id", "owner"."name", "owner"."surname", "shared_data"."domain", "shared_data"."username", "shared_data"."description", "shared_data"."created_at", "shared_data"."updated_at"
  from "shared_data"
  inner join "users" "owner" on "owner"."id" = "shared_data"."owner_id"
  where (("shared_data"."owner_id" = $2 or exists (select 1
  from "shared_data_shares"
  where "shared_data_shares"."shared_data_id" = "shared_data"."id" and "shared_data_shares"."user_id" = $3)) and (search_fold("shared_data"."username") like (select search_fold($4)) or search_fold("shared_data"."domain") like (select search_fold($5)) or search_fold("shared_data"."description") like (select search_fold($6)) or search_fold("owner"."name" || ' ' || "owner"."surname") like (select search_fold($7))))
  order by "shared_data"."username" collate "und-x-icu" desc, "shared_data"."id" desc
  limit $8
  offset $9;

-- one record
select "shared_data"."id", case when "shared_data"."owner_id" = $1 then 'own' else 'shared' end, "owner"."id", "owner"."name", "owner"."surname", "shared_data"."domain", "shared_data"."username", "shared_data"."description", "shared_data"."created_at", "shared_data"."updated_at"
  from "shared_data"
  inner join "users" "owner" on "owner"."id" = "shared_data"."owner_id"
  where "shared_data"."id" = $2;

-- summary: every record
select count(*)::int, (count(*) filter (where "shared_data"."owner_id" = $1))::int, (count(*) filter (where not "shared_data"."owner_id" = $2))::int, (count(*) filter (where "shared_data"."owner_id" = $3 and exists (select 1
  from "shared_data_shares"
  where "shared_data_shares"."shared_data_id" = "shared_data"."id")))::int
  from "shared_data"
  where ("shared_data"."owner_id" = $4 or exists (select 1
  from "shared_data_shares"
  where "shared_data_shares"."shared_data_id" = "shared_data"."id" and "shared_data_shares"."user_id" = $5));

-- summary: a search
select count(*)::int, (count(*) filter (where "shared_data"."owner_id" = $1))::int, (count(*) filter (where not "shared_data"."owner_id" = $2))::int, (count(*) filter (where "shared_data"."owner_id" = $3 and exists (select 1
  from "shared_data_shares"
  where "shared_data_shares"."shared_data_id" = "shared_data"."id")))::int
  from "shared_data"
  inner join "users" "owner" on "owner"."id" = "shared_data"."owner_id"
  where (("shared_data"."owner_id" = $4 or exists (select 1
  from "shared_data_shares"
  where "shared_data_shares"."shared_data_id" = "shared_data"."id" and "shared_data_shares"."user_id" = $5)) and (search_fold("shared_data"."username") like (select search_fold($6)) or search_fold("shared_data"."domain") like (select search_fold($7)) or search_fold("shared_data"."description") like (select search_fold($8)) or search_fold("owner"."name" || ' ' || "owner"."surname") like (select search_fold($9))));
