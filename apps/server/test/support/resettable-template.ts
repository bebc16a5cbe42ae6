import { sql } from 'drizzle-orm';
import type { TDb } from '../../src/db/client';

/**
 * Makes a freshly migrated database resettable to what it holds now: a copy of every table the
 * migrations filled and of every sequence's position goes into the schema `atlas_test`, beside
 * `atlas_test.reset()`, which empties every table of `public` that holds rows, puts the copied
 * rows back and the sequences where they were. A test file's database is then a reset one
 * (`database-slots.ts`) in a few milliseconds instead of a new copy and a new process.
 */
export async function makeResettable(db: TDb): Promise<void> {
  await db.execute(sql.raw(prepare));
}

/** Empties the database back to its migrated state (see `makeResettable`). */
export async function resetDatabase(db: TDb): Promise<void> {
  await db.execute(sql`select atlas_test.reset()`);
}

const prepare = `
create schema atlas_test;

create function atlas_test.has_rows(tab regclass) returns boolean language plpgsql as $$
declare found boolean;
begin
  execute format('select exists (select 1 from %s)', tab) into found;
  return found;
end $$;

create table atlas_test.copies (name text primary key, columns text not null);
create table atlas_test.sequences (name text primary key, last_value bigint not null, is_called boolean not null);

do $$
declare
  r record;
  cols text;
  state record;
begin
  for r in select c.oid, c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind in ('r', 'p') loop
    if atlas_test.has_rows(r.oid) then
      select string_agg(format('%I', a.attname), ', ' order by a.attnum) into cols
        from pg_attribute a
        where a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '';
      execute format('create table atlas_test.%I as select %s from public.%I', r.relname, cols, r.relname);
      insert into atlas_test.copies values (r.relname, cols);
    end if;
  end loop;
  for r in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind = 'S' loop
    execute format('select last_value, is_called from public.%I', r.relname) into state;
    insert into atlas_test.sequences values (r.relname, state.last_value, state.is_called);
  end loop;
end $$;

create function atlas_test.reset() returns void language plpgsql as $$
declare
  filled text;
  r record;
begin
  select string_agg(format('public.%I', c.relname), ', ') into filled
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
      and (c.relname in (select name from atlas_test.copies) or atlas_test.has_rows(c.oid));
  if filled is not null then
    execute 'truncate ' || filled || ' cascade';
  end if;
  -- the copies go back in any order: their rows referred to each other when they were taken
  perform set_config('session_replication_role', 'replica', true);
  for r in select name, columns from atlas_test.copies loop
    execute format('insert into public.%I (%s) overriding system value select %s from atlas_test.%I',
      r.name, r.columns, r.columns, r.name);
  end loop;
  perform set_config('session_replication_role', 'origin', true);
  for r in select name, last_value, is_called from atlas_test.sequences loop
    perform setval(format('public.%I', r.name)::regclass, r.last_value, r.is_called);
  end loop;
end $$;
`;
