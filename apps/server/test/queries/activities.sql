-- The statements of the activities list, written by test/list-queries.test.ts (UPDATE_SQL=1 to write again).

-- page: sort createdAt asc, en
select "activities"."id", "actor"."id", "actor"."name", "actor"."surname", "actor"."type", "activities"."action", "activities"."entity_type", "activities"."entity_id", "activities"."changes", "activities"."ip", "activities"."created_at"
  from "activities"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  order by "activities"."created_at" asc, "activities"."id" asc
  limit $1
  offset $2;

-- page: sort createdAt asc, en
select count(*)
  from (select 1
  from "activities"
  limit $1) "counted";

-- page: sort createdAt desc, en
select "activities"."id", "actor"."id", "actor"."name", "actor"."surname", "actor"."type", "activities"."action", "activities"."entity_type", "activities"."entity_id", "activities"."changes", "activities"."ip", "activities"."created_at"
  from "activities"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  order by "activities"."created_at" desc, "activities"."id" desc
  limit $1
  offset $2;

-- page: sort action asc, en
with "page_ids" as (select "id"
  from "activities"
  order by "activities"."action" asc, "activities"."id" asc
  limit $1
  offset $2)
select "activities"."id", "actor"."id", "actor"."name", "actor"."surname", "actor"."type", "activities"."action", "activities"."entity_type", "activities"."entity_id", "activities"."changes", "activities"."ip", "activities"."created_at"
  from "page_ids"
  inner join "activities" on "activities"."id" = "page_ids"."id"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  order by "activities"."action" asc, "activities"."id" asc;

-- page: sort action desc, en
with "page_ids" as (select "id"
  from "activities"
  order by "activities"."action" desc, "activities"."id" desc
  limit $1
  offset $2)
select "activities"."id", "actor"."id", "actor"."name", "actor"."surname", "actor"."type", "activities"."action", "activities"."entity_type", "activities"."entity_id", "activities"."changes", "activities"."ip", "activities"."created_at"
  from "page_ids"
  inner join "activities" on "activities"."id" = "page_ids"."id"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  order by "activities"."action" desc, "activities"."id" desc;

-- page: sort entityType asc, en
with "page_ids" as (select "id"
  from "activities"
  order by "activities"."entity_type" asc, "activities"."id" asc
  limit $1
  offset $2)
select "activities"."id", "actor"."id", "actor"."name", "actor"."surname", "actor"."type", "activities"."action", "activities"."entity_type", "activities"."entity_id", "activities"."changes", "activities"."ip", "activities"."created_at"
  from "page_ids"
  inner join "activities" on "activities"."id" = "page_ids"."id"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  order by "activities"."entity_type" asc, "activities"."id" asc;

-- page: sort entityType desc, en
with "page_ids" as (select "id"
  from "activities"
  order by "activities"."entity_type" desc, "activities"."id" desc
  limit $1
  offset $2)
select "activities"."id", "actor"."id", "actor"."name", "actor"."surname", "actor"."type", "activities"."action", "activities"."entity_type", "activities"."entity_id", "activities"."changes", "activities"."ip", "activities"."created_at"
  from "page_ids"
  inner join "activities" on "activities"."id" = "page_ids"."id"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  order by "activities"."entity_type" desc, "activities"."id" desc;

-- page: sort actor asc, en
with "page_ids" as (select "activities"."id"
  from "activities"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  order by "actor"."name" collate "und-x-icu" asc, "actor"."surname" collate "und-x-icu" asc, "activities"."id" asc
  limit $1
  offset $2)
select "activities"."id", "actor"."id", "actor"."name", "actor"."surname", "actor"."type", "activities"."action", "activities"."entity_type", "activities"."entity_id", "activities"."changes", "activities"."ip", "activities"."created_at"
  from "page_ids"
  inner join "activities" on "activities"."id" = "page_ids"."id"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  order by "actor"."name" collate "und-x-icu" asc, "actor"."surname" collate "und-x-icu" asc, "activities"."id" asc;

-- page: sort actor asc, tr
with "page_ids" as (select "activities"."id"
  from "activities"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  order by "actor"."name" collate "tr_alphabet" asc, "actor"."surname" collate "tr_alphabet" asc, "activities"."id" asc
  limit $1
  offset $2)
select "activities"."id", "actor"."id", "actor"."name", "actor"."surname", "actor"."type", "activities"."action", "activities"."entity_type", "activities"."entity_id", "activities"."changes", "activities"."ip", "activities"."created_at"
  from "page_ids"
  inner join "activities" on "activities"."id" = "page_ids"."id"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  order by "actor"."name" collate "tr_alphabet" asc, "actor"."surname" collate "tr_alphabet" asc, "activities"."id" asc;

-- page: sort actor desc, en
with "page_ids" as (select "activities"."id"
  from "activities"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  order by "actor"."name" collate "und-x-icu" desc, "actor"."surname" collate "und-x-icu" desc, "activities"."id" desc
  limit $1
  offset $2)
select "activities"."id", "actor"."id", "actor"."name", "actor"."surname", "actor"."type", "activities"."action", "activities"."entity_type", "activities"."entity_id", "activities"."changes", "activities"."ip", "activities"."created_at"
  from "page_ids"
  inner join "activities" on "activities"."id" = "page_ids"."id"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  order by "actor"."name" collate "und-x-icu" desc, "actor"."surname" collate "und-x-icu" desc, "activities"."id" desc;

-- page: sort actor desc, tr
with "page_ids" as (select "activities"."id"
  from "activities"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  order by "actor"."name" collate "tr_alphabet" desc, "actor"."surname" collate "tr_alphabet" desc, "activities"."id" desc
  limit $1
  offset $2)
select "activities"."id", "actor"."id", "actor"."name", "actor"."surname", "actor"."type", "activities"."action", "activities"."entity_type", "activities"."entity_id", "activities"."changes", "activities"."ip", "activities"."created_at"
  from "page_ids"
  inner join "activities" on "activities"."id" = "page_ids"."id"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  order by "actor"."name" collate "tr_alphabet" desc, "actor"."surname" collate "tr_alphabet" desc, "activities"."id" desc;

-- page: actorId
select "activities"."id", "actor"."id", "actor"."name", "actor"."surname", "actor"."type", "activities"."action", "activities"."entity_type", "activities"."entity_id", "activities"."changes", "activities"."ip", "activities"."created_at"
  from "activities"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  where "activities"."actor_id" = $1
  order by "activities"."created_at" asc, "activities"."id" asc
  limit $2
  offset $3;

-- page: actorId
select count(*)
  from (select 1
  from "activities"
  where "activities"."actor_id" = $1
  limit $2) "counted";

-- page: action
select "activities"."id", "actor"."id", "actor"."name", "actor"."surname", "actor"."type", "activities"."action", "activities"."entity_type", "activities"."entity_id", "activities"."changes", "activities"."ip", "activities"."created_at"
  from "activities"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  where "activities"."action" = $1
  order by "activities"."created_at" asc, "activities"."id" asc
  limit $2
  offset $3;

-- page: action
select count(*)
  from (select 1
  from "activities"
  where "activities"."action" = $1
  limit $2) "counted";

-- page: entityType
select "activities"."id", "actor"."id", "actor"."name", "actor"."surname", "actor"."type", "activities"."action", "activities"."entity_type", "activities"."entity_id", "activities"."changes", "activities"."ip", "activities"."created_at"
  from "activities"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  where "activities"."entity_type" = $1
  order by "activities"."created_at" asc, "activities"."id" asc
  limit $2
  offset $3;

-- page: entityType
select count(*)
  from (select 1
  from "activities"
  where "activities"."entity_type" = $1
  limit $2) "counted";

-- page: entityId
select "activities"."id", "actor"."id", "actor"."name", "actor"."surname", "actor"."type", "activities"."action", "activities"."entity_type", "activities"."entity_id", "activities"."changes", "activities"."ip", "activities"."created_at"
  from "activities"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  where ("activities"."entity_type" = $1 and "activities"."entity_id" = $2)
  order by "activities"."created_at" asc, "activities"."id" asc
  limit $3
  offset $4;

-- page: entityId
select count(*)
  from (select 1
  from "activities"
  where ("activities"."entity_type" = $1 and "activities"."entity_id" = $2)
  limit $3) "counted";

-- page: dateFrom
select "activities"."id", "actor"."id", "actor"."name", "actor"."surname", "actor"."type", "activities"."action", "activities"."entity_type", "activities"."entity_id", "activities"."changes", "activities"."ip", "activities"."created_at"
  from "activities"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  where "activities"."created_at" >= ($1::date)::timestamp at time zone $2
  order by "activities"."created_at" asc, "activities"."id" asc
  limit $3
  offset $4;

-- page: dateFrom
select count(*)
  from (select 1
  from "activities"
  where "activities"."created_at" >= ($1::date)::timestamp at time zone $2
  limit $3) "counted";

-- page: dateTo
select "activities"."id", "actor"."id", "actor"."name", "actor"."surname", "actor"."type", "activities"."action", "activities"."entity_type", "activities"."entity_id", "activities"."changes", "activities"."ip", "activities"."created_at"
  from "activities"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  where "activities"."created_at" < ($1::date + 1)::timestamp at time zone $2
  order by "activities"."created_at" asc, "activities"."id" asc
  limit $3
  offset $4;

-- page: dateTo
select count(*)
  from (select 1
  from "activities"
  where "activities"."created_at" < ($1::date + 1)::timestamp at time zone $2
  limit $3) "counted";

-- page: every filter
select "activities"."id", "actor"."id", "actor"."name", "actor"."surname", "actor"."type", "activities"."action", "activities"."entity_type", "activities"."entity_id", "activities"."changes", "activities"."ip", "activities"."created_at"
  from "activities"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  where ("activities"."actor_id" = $1 and "activities"."action" = $2 and "activities"."entity_type" = $3 and "activities"."entity_id" = $4 and "activities"."created_at" >= ($5::date)::timestamp at time zone $6 and "activities"."created_at" < ($7::date + 1)::timestamp at time zone $8)
  order by "activities"."created_at" asc, "activities"."id" asc
  limit $9
  offset $10;

-- page: every filter
select count(*)
  from (select 1
  from "activities"
  where ("activities"."actor_id" = $1 and "activities"."action" = $2 and "activities"."entity_type" = $3 and "activities"."entity_id" = $4 and "activities"."created_at" >= ($5::date)::timestamp at time zone $6 and "activities"."created_at" < ($7::date + 1)::timestamp at time zone $8)
  limit $9) "counted";

-- search: sort createdAt
select "activities"."id", "actor"."id", "actor"."name", "actor"."surname", "actor"."type", "activities"."action", "activities"."entity_type", "activities"."entity_id", "activities"."changes", "activities"."ip", "activities"."created_at"
  from "activities"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  where ("activities"."action" = any(array(with recursive skip(value) as (
      (select "activities"."action"
  from "activities"
  order by "activities"."action"
  limit 1)
      union all
      select (select "activities"."action"
  from "activities"
  where "activities"."action" > skip.value
  order by "activities"."action"
  limit 1)
  from skip
  where skip.value is not null
    )
select skip.value
  from skip
  where skip.value is not null and search_fold(skip.value) like (select search_fold($1)))) or "activities"."entity_type" = any(array(with recursive skip(value) as (
      (select "activities"."entity_type"
  from "activities"
  order by "activities"."entity_type"
  limit 1)
      union all
      select (select "activities"."entity_type"
  from "activities"
  where "activities"."entity_type" > skip.value
  order by "activities"."entity_type"
  limit 1)
  from skip
  where skip.value is not null
    )
select skip.value
  from skip
  where skip.value is not null and search_fold(skip.value) like (select search_fold($2)))) or "activities"."actor_id" = any(array(select "users"."id"
  from "users"
  where (search_fold("users"."name" || ' ' || "users"."surname" || ' ' || "users"."email" || ' ' || coalesce("users"."phone", '')) like (select search_fold($3)) and (search_fold("users"."name" || ' ' || "users"."surname") like (select search_fold($4)) or search_fold("users"."email") like (select search_fold($5)))))))
  order by "activities"."created_at" desc, "activities"."id" desc
  limit $6
  offset $7;

-- search: sort createdAt
select count(*)
  from (select 1
  from "activities"
  where ("activities"."action" = any(array(with recursive skip(value) as (
      (select "activities"."action"
  from "activities"
  order by "activities"."action"
  limit 1)
      union all
      select (select "activities"."action"
  from "activities"
  where "activities"."action" > skip.value
  order by "activities"."action"
  limit 1)
  from skip
  where skip.value is not null
    )
select skip.value
  from skip
  where skip.value is not null and search_fold(skip.value) like (select search_fold($1)))) or "activities"."entity_type" = any(array(with recursive skip(value) as (
      (select "activities"."entity_type"
  from "activities"
  order by "activities"."entity_type"
  limit 1)
      union all
      select (select "activities"."entity_type"
  from "activities"
  where "activities"."entity_type" > skip.value
  order by "activities"."entity_type"
  limit 1)
  from skip
  where skip.value is not null
    )
select skip.value
  from skip
  where skip.value is not null and search_fold(skip.value) like (select search_fold($2)))) or "activities"."actor_id" = any(array(select "users"."id"
  from "users"
  where (search_fold("users"."name" || ' ' || "users"."surname" || ' ' || "users"."email" || ' ' || coalesce("users"."phone", '')) like (select search_fold($3)) and (search_fold("users"."name" || ' ' || "users"."surname") like (select search_fold($4)) or search_fold("users"."email") like (select search_fold($5)))))))
  limit $6) "counted";

-- search: sort action
with "page_ids" as (select "id"
  from "activities"
  where ("activities"."action" = any(array(with recursive skip(value) as (
      (select "activities"."action"
  from "activities"
  order by "activities"."action"
  limit 1)
      union all
      select (select "activities"."action"
  from "activities"
  where "activities"."action" > skip.value
  order by "activities"."action"
  limit 1)
  from skip
  where skip.value is not null
    )
select skip.value
  from skip
  where skip.value is not null and search_fold(skip.value) like (select search_fold($1)))) or "activities"."entity_type" = any(array(with recursive skip(value) as (
      (select "activities"."entity_type"
  from "activities"
  order by "activities"."entity_type"
  limit 1)
      union all
      select (select "activities"."entity_type"
  from "activities"
  where "activities"."entity_type" > skip.value
  order by "activities"."entity_type"
  limit 1)
  from skip
  where skip.value is not null
    )
select skip.value
  from skip
  where skip.value is not null and search_fold(skip.value) like (select search_fold($2)))) or "activities"."actor_id" = any(array(select "users"."id"
  from "users"
  where (search_fold("users"."name" || ' ' || "users"."surname" || ' ' || "users"."email" || ' ' || coalesce("users"."phone", '')) like (select search_fold($3)) and (search_fold("users"."name" || ' ' || "users"."surname") like (select search_fold($4)) or search_fold("users"."email") like (select search_fold($5)))))))
  order by "activities"."action" desc, "activities"."id" desc
  limit $6
  offset $7)
select "activities"."id", "actor"."id", "actor"."name", "actor"."surname", "actor"."type", "activities"."action", "activities"."entity_type", "activities"."entity_id", "activities"."changes", "activities"."ip", "activities"."created_at"
  from "page_ids"
  inner join "activities" on "activities"."id" = "page_ids"."id"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  order by "activities"."action" desc, "activities"."id" desc;

-- search: sort entityType
with "page_ids" as (select "id"
  from "activities"
  where ("activities"."action" = any(array(with recursive skip(value) as (
      (select "activities"."action"
  from "activities"
  order by "activities"."action"
  limit 1)
      union all
      select (select "activities"."action"
  from "activities"
  where "activities"."action" > skip.value
  order by "activities"."action"
  limit 1)
  from skip
  where skip.value is not null
    )
select skip.value
  from skip
  where skip.value is not null and search_fold(skip.value) like (select search_fold($1)))) or "activities"."entity_type" = any(array(with recursive skip(value) as (
      (select "activities"."entity_type"
  from "activities"
  order by "activities"."entity_type"
  limit 1)
      union all
      select (select "activities"."entity_type"
  from "activities"
  where "activities"."entity_type" > skip.value
  order by "activities"."entity_type"
  limit 1)
  from skip
  where skip.value is not null
    )
select skip.value
  from skip
  where skip.value is not null and search_fold(skip.value) like (select search_fold($2)))) or "activities"."actor_id" = any(array(select "users"."id"
  from "users"
  where (search_fold("users"."name" || ' ' || "users"."surname" || ' ' || "users"."email" || ' ' || coalesce("users"."phone", '')) like (select search_fold($3)) and (search_fold("users"."name" || ' ' || "users"."surname") like (select search_fold($4)) or search_fold("users"."email") like (select search_fold($5)))))))
  order by "activities"."entity_type" desc, "activities"."id" desc
  limit $6
  offset $7)
select "activities"."id", "actor"."id", "actor"."name", "actor"."surname", "actor"."type", "activities"."action", "activities"."entity_type", "activities"."entity_id", "activities"."changes", "activities"."ip", "activities"."created_at"
  from "page_ids"
  inner join "activities" on "activities"."id" = "page_ids"."id"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  order by "activities"."entity_type" desc, "activities"."id" desc;

-- search: sort actor
with "page_ids" as (select "activities"."id"
  from "activities"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  where ("activities"."action" = any(array(with recursive skip(value) as (
      (select "activities"."action"
  from "activities"
  order by "activities"."action"
  limit 1)
      union all
      select (select "activities"."action"
  from "activities"
  where "activities"."action" > skip.value
  order by "activities"."action"
  limit 1)
  from skip
  where skip.value is not null
    )
select skip.value
  from skip
  where skip.value is not null and search_fold(skip.value) like (select search_fold($1)))) or "activities"."entity_type" = any(array(with recursive skip(value) as (
      (select "activities"."entity_type"
  from "activities"
  order by "activities"."entity_type"
  limit 1)
      union all
      select (select "activities"."entity_type"
  from "activities"
  where "activities"."entity_type" > skip.value
  order by "activities"."entity_type"
  limit 1)
  from skip
  where skip.value is not null
    )
select skip.value
  from skip
  where skip.value is not null and search_fold(skip.value) like (select search_fold($2)))) or "activities"."actor_id" = any(array(select "users"."id"
  from "users"
  where (search_fold("users"."name" || ' ' || "users"."surname" || ' ' || "users"."email" || ' ' || coalesce("users"."phone", '')) like (select search_fold($3)) and (search_fold("users"."name" || ' ' || "users"."surname") like (select search_fold($4)) or search_fold("users"."email") like (select search_fold($5)))))))
  order by "actor"."name" collate "und-x-icu" desc, "actor"."surname" collate "und-x-icu" desc, "activities"."id" desc
  limit $6
  offset $7)
select "activities"."id", "actor"."id", "actor"."name", "actor"."surname", "actor"."type", "activities"."action", "activities"."entity_type", "activities"."entity_id", "activities"."changes", "activities"."ip", "activities"."created_at"
  from "page_ids"
  inner join "activities" on "activities"."id" = "page_ids"."id"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  order by "actor"."name" collate "und-x-icu" desc, "actor"."surname" collate "und-x-icu" desc, "activities"."id" desc;

-- one record
select "activities"."id", "actor"."id", "actor"."name", "actor"."surname", "actor"."type", "activities"."action", "activities"."entity_type", "activities"."entity_id", "activities"."changes", "activities"."ip", "activities"."created_at"
  from "activities"
  left join "users" "actor" on "actor"."id" = "activities"."actor_id"
  where "activities"."id" = $1;
