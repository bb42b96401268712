/**
 * Reads what the TypeScript types need from a PostgreSQL catalog: the relations of the exposed
 * schemas with their columns, the types they use, the functions PostgREST can call, and the
 * foreign-key relationships PostgREST embeds on — including the ones views inherit by passing key
 * columns through (the same inference as PostgREST's schema cache and postgres-meta).
 */
import type pg from 'pg';
import { viewColumnOrigins, type ColumnOrigin } from './node-tree.ts';

export type RelationKind = 'table' | 'foreign_table' | 'view' | 'materialized_view';

export interface ColumnInfo {
  attnum: number;
  name: string;
  /** pg_type.typname of the column type (a domain's base type), e.g. `int4`, `_text`, `order_status`. */
  format: string;
  isNullable: boolean;
  /** Has a DEFAULT (or a generation expression). */
  hasDefault: boolean;
  identity: 'ALWAYS' | 'BY DEFAULT' | null;
  isGenerated: boolean;
  /** Writable through the relation (always true for tables; per column for views). */
  isUpdatable: boolean;
}

export interface RelationInfo {
  oid: number;
  schema: string;
  name: string;
  kind: RelationKind;
  /** Auto-updatable view (INSERT and UPDATE); false for everything that is not a plain view. */
  isUpdatable: boolean;
  columns: ColumnInfo[];
}

export interface TypeInfo {
  oid: number;
  name: string;
  schema: string;
  /** Enum labels in declaration order (empty for other types). */
  enums: string[];
  /** Attributes of a composite type (empty for other types, including table row types). */
  attributes: { name: string; typeOid: number }[];
  /** pg_class oid when this is a row type (table, view or composite). */
  relationOid: number | null;
}

export type ArgMode = 'in' | 'out' | 'inout' | 'variadic' | 'table';

export interface FunctionArg {
  mode: ArgMode;
  /** '' when unnamed. */
  name: string;
  typeOid: number;
  hasDefault: boolean;
}

export interface FunctionInfo {
  oid: number;
  schema: string;
  name: string;
  args: FunctionArg[];
  /** pg_get_function_arguments(): how PostgreSQL spells the argument list. */
  argumentTypes: string;
  /** pg_get_function_result(). */
  returnType: string;
  returnTypeOid: number;
  /** pg_class oid when the function returns a row type. */
  returnRelationOid: number | null;
  returnsSet: boolean;
  /** Estimated rows of a set-returning function (ROWS n); null for scalar functions. */
  rows: number | null;
}

export interface RelationshipInfo {
  foreignKeyName: string;
  schema: string;
  relation: string;
  columns: string[];
  isOneToOne: boolean;
  referencedSchema: string;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface SchemaIntrospection {
  schemas: string[];
  relations: RelationInfo[];
  types: TypeInfo[];
  functions: FunctionInfo[];
  relationships: RelationshipInfo[];
}

type Queryable = Pick<pg.ClientBase, 'query'>;

const num = (value: unknown): number => {
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`Expected a number from the catalog, got ${String(value)}`);
  return n;
};
const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : num(value));

const RELATION_KINDS: Record<string, RelationKind> = {
  r: 'table',
  p: 'table',
  f: 'foreign_table',
  v: 'view',
  m: 'materialized_view',
};

async function loadRelations(db: Queryable, schemas: string[]): Promise<RelationInfo[]> {
  const relations = await db.query<{ oid: string; schema: string; name: string; relkind: string; is_updatable: boolean }>(
    `select c.oid::int8 as oid, n.nspname as schema, c.relname as name, c.relkind::text as relkind,
            c.relkind = 'v' and (pg_relation_is_updatable(c.oid, false) & 20) = 20 as is_updatable
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any ($1::text[]) and c.relkind in ('r', 'p', 'f', 'v', 'm')`,
    [schemas],
  );
  const columns = await db.query<{
    relation_oid: string;
    attnum: number;
    name: string;
    format: string;
    is_nullable: boolean;
    has_default: boolean;
    identity: 'ALWAYS' | 'BY DEFAULT' | null;
    is_generated: boolean;
    is_updatable: boolean;
  }>(
    `select c.oid::int8 as relation_oid, a.attnum::int4 as attnum, a.attname as name,
            coalesce(bt.typname, t.typname) as format,
            not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)) as is_nullable,
            a.atthasdef as has_default,
            case a.attidentity when 'a' then 'ALWAYS' when 'd' then 'BY DEFAULT' end as identity,
            a.attgenerated <> '' as is_generated,
            c.relkind in ('r', 'p')
              or (c.relkind in ('v', 'f') and pg_column_is_updatable(c.oid, a.attnum, false)) as is_updatable
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
       left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
      where n.nspname = any ($1::text[]) and c.relkind in ('r', 'p', 'f', 'v', 'm')
        and a.attnum > 0 and not a.attisdropped
      order by c.oid, a.attnum`,
    [schemas],
  );
  const byRelation = new Map<number, ColumnInfo[]>();
  for (const row of columns.rows) {
    const list = byRelation.get(num(row.relation_oid)) ?? [];
    list.push({
      attnum: row.attnum,
      name: row.name,
      format: row.format,
      isNullable: row.is_nullable,
      hasDefault: row.has_default,
      identity: row.identity,
      isGenerated: row.is_generated,
      isUpdatable: row.is_updatable,
    });
    byRelation.set(num(row.relation_oid), list);
  }
  return relations.rows.map((row) => ({
    oid: num(row.oid),
    schema: row.schema,
    name: row.name,
    kind: RELATION_KINDS[row.relkind] as RelationKind,
    isUpdatable: row.is_updatable,
    columns: byRelation.get(num(row.oid)) ?? [],
  }));
}

async function loadTypes(db: Queryable): Promise<TypeInfo[]> {
  // Every schema: column and argument types live in pg_catalog, enums may live elsewhere.
  const { rows } = await db.query<{
    oid: string;
    name: string;
    schema: string;
    relation_oid: string | null;
    enums: string[];
    attributes: { name: string; typeOid: number }[];
  }>(
    `select t.oid::int8 as oid, t.typname as name, n.nspname as schema,
            nullif(t.typrelid, 0)::int8 as relation_oid,
            coalesce((select array_agg(e.enumlabel::text order by e.enumsortorder)
                        from pg_enum e where e.enumtypid = t.oid), '{}') as enums,
            coalesce((select json_agg(json_build_object('name', a.attname, 'typeOid', a.atttypid::int8)
                                      order by a.attnum)
                        from pg_attribute a
                       where c.relkind = 'c' and a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped),
                     '[]') as attributes
       from pg_type t
       join pg_namespace n on n.oid = t.typnamespace
       left join pg_class c on c.oid = t.typrelid
      where t.typrelid = 0 or c.relkind in ('c', 'r', 'p', 'f', 'v', 'm')`,
  );
  return rows.map((row) => ({
    oid: num(row.oid),
    name: row.name,
    schema: row.schema,
    enums: row.enums,
    attributes: row.attributes.map((a) => ({ name: a.name, typeOid: num(a.typeOid) })),
    relationOid: numOrNull(row.relation_oid),
  }));
}

const ARG_MODES: Record<string, ArgMode> = { i: 'in', o: 'out', b: 'inout', v: 'variadic', t: 'table' };

async function loadFunctions(db: Queryable, schemas: string[]): Promise<FunctionInfo[]> {
  const { rows } = await db.query<{
    oid: string;
    schema: string;
    name: string;
    argument_types: string;
    return_type: string;
    return_type_oid: string;
    return_relation_oid: string | null;
    returns_set: boolean;
    rows: string | null;
    arg_modes: string[];
    arg_names: string[];
    arg_types: string[];
    defaults: number;
  }>(
    `select p.oid::int8 as oid, n.nspname as schema, p.proname as name,
            pg_get_function_arguments(p.oid) as argument_types,
            pg_get_function_result(p.oid) as return_type,
            p.prorettype::int8 as return_type_oid,
            nullif(rt.typrelid, 0)::int8 as return_relation_oid,
            p.proretset as returns_set,
            case when p.proretset then nullif(p.prorows, 0)::int8 end as rows,
            coalesce(p.proargmodes::text[],
                     array_fill('i'::text, array[cardinality(coalesce(p.proallargtypes, p.proargtypes::oid[]))]))
              as arg_modes,
            coalesce(p.proargnames,
                     array_fill(''::text, array[cardinality(coalesce(p.proallargtypes, p.proargtypes::oid[]))]))
              as arg_names,
            coalesce(p.proallargtypes, p.proargtypes::oid[])::int8[] as arg_types,
            p.pronargdefaults::int4 as defaults
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       left join pg_type rt on rt.oid = p.prorettype
      where n.nspname = any ($1::text[]) and p.prokind = 'f'`,
    [schemas],
  );
  return (
    rows
      // Trigger functions cannot be called through the API; the CLI leaves them out too.
      .filter((row) => row.return_type !== 'trigger' && row.return_type !== 'event_trigger')
      .map((row) => {
        const modes = row.arg_modes.map((m) => ARG_MODES[m] ?? 'in');
        // The last `pronargdefaults` input arguments have defaults.
        const inputIndexes = modes.flatMap((m, i) => (m === 'in' || m === 'inout' || m === 'variadic' ? [i] : []));
        const withDefault = new Set(row.defaults > 0 ? inputIndexes.slice(-row.defaults) : []);
        return {
          oid: num(row.oid),
          schema: row.schema,
          name: row.name,
          args: modes.map((mode, i) => ({
            mode,
            name: row.arg_names[i] ?? '',
            typeOid: num(row.arg_types[i]),
            hasDefault: withDefault.has(i),
          })),
          argumentTypes: row.argument_types,
          returnType: row.return_type,
          returnTypeOid: num(row.return_type_oid),
          returnRelationOid: numOrNull(row.return_relation_oid),
          returnsSet: row.returns_set,
          rows: numOrNull(row.rows),
        };
      })
  );
}

interface ForeignKeyRow {
  constraint_oid: string;
  foreign_key_name: string;
  schema: string;
  relation: string;
  relation_oid: string;
  columns: string[];
  column_numbers: number[];
  referenced_schema: string;
  referenced_relation: string;
  referenced_oid: string;
  referenced_columns: string[];
  referenced_numbers: number[];
  is_one_to_one: boolean;
}

async function loadForeignKeys(db: Queryable, schemas: string[]): Promise<ForeignKeyRow[]> {
  // A foreign key is one-to-one when its columns are exactly a primary key or unique constraint.
  const { rows } = await db.query<ForeignKeyRow>(
    `select con.oid::int8 as constraint_oid, con.conname as foreign_key_name,
            ns1.nspname as schema, tab.relname as relation, tab.oid::int8 as relation_oid,
            cols.names as columns, cols.numbers as column_numbers,
            ns2.nspname as referenced_schema, other.relname as referenced_relation, other.oid::int8 as referenced_oid,
            refs.names as referenced_columns, refs.numbers as referenced_numbers,
            exists (
              select 1
                from pg_constraint u
               where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                 and (select array_agg(a.attname::text order by a.attnum)
                        from unnest(u.conkey) as k(attnum)
                        join pg_attribute a on a.attrelid = u.conrelid and a.attnum = k.attnum) = cols.names
            ) as is_one_to_one
       from pg_constraint con
       join pg_class tab on tab.oid = con.conrelid
       join pg_namespace ns1 on ns1.oid = tab.relnamespace
       join pg_class other on other.oid = con.confrelid
       join pg_namespace ns2 on ns2.oid = other.relnamespace
       cross join lateral (
         select array_agg(a.attname::text order by k.ord) as names, array_agg(a.attnum::int4 order by k.ord) as numbers
           from unnest(con.conkey) with ordinality as k(attnum, ord)
           join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
       ) cols
       cross join lateral (
         select array_agg(a.attname::text order by k.ord) as names, array_agg(a.attnum::int4 order by k.ord) as numbers
           from unnest(con.confkey) with ordinality as k(attnum, ord)
           join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum
       ) refs
      where con.contype = 'f' and con.conparentid = 0 and ns1.nspname = any ($1::text[])`,
    [schemas],
  );
  return rows;
}

/** (view oid) → for each (table oid, column number) the view columns that pass it through. */
type ViewKeyMap = Map<number, Map<string, string[]>>;

async function loadViewColumnOrigins(
  db: Queryable,
  schemas: string[],
  relations: RelationInfo[],
): Promise<ViewKeyMap> {
  const { rows } = await db.query<{ view_oid: string; ev_action: string }>(
    `select c.oid::int8 as view_oid, r.ev_action::text as ev_action
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_rewrite r on r.ev_class = c.oid and r.rulename = '_RETURN'
      where n.nspname = any ($1::text[]) and c.relkind in ('v', 'm')`,
    [schemas],
  );
  const direct = new Map<number, ColumnOrigin[]>();
  for (const row of rows) direct.set(num(row.view_oid), viewColumnOrigins(row.ev_action));

  const relationByOid = new Map(relations.map((r) => [r.oid, r]));
  const result: ViewKeyMap = new Map();
  for (const [viewOid, origins] of direct) {
    const view = relationByOid.get(viewOid);
    if (!view) continue;
    const columnName = new Map(view.columns.map((c) => [c.attnum, c.name]));
    const sources = new Map<string, string[]>();
    for (const origin of origins) {
      const name = columnName.get(origin.viewColumn);
      if (name === undefined) continue;
      // Follow the column through views over views, keeping every level (PostgREST does the same).
      let current: ColumnOrigin | undefined = origin;
      const seen = new Set<number>();
      while (current !== undefined && !seen.has(current.tableOid)) {
        seen.add(current.tableOid);
        const key = `${current.tableOid}:${current.tableColumn}`;
        const list = sources.get(key) ?? [];
        if (!list.includes(name)) list.push(name);
        sources.set(key, list);
        const step: ColumnOrigin = current;
        current = direct.get(step.tableOid)?.find((o) => o.viewColumn === step.tableColumn);
      }
    }
    result.set(viewOid, sources);
  }
  return result;
}

function cartesian(lists: string[][]): string[][] {
  return lists.reduce<string[][]>((acc, list) => acc.flatMap((prefix) => list.map((item) => [...prefix, item])), [[]]);
}

/**
 * For one foreign key side (table oid + key column numbers), the views exposing every key column,
 * with each possible choice of view columns.
 */
function viewsExposing(
  keys: ViewKeyMap,
  relationByOid: Map<number, RelationInfo>,
  tableOid: number,
  columnNumbers: number[],
): { view: RelationInfo; columns: string[] }[] {
  const out: { view: RelationInfo; columns: string[] }[] = [];
  for (const [viewOid, sources] of keys) {
    const view = relationByOid.get(viewOid);
    if (!view) continue;
    const perColumn = columnNumbers.map((n) => sources.get(`${tableOid}:${n}`) ?? []);
    if (perColumn.some((list) => list.length === 0)) continue;
    for (const columns of cartesian(perColumn)) out.push({ view, columns });
  }
  return out;
}

export async function introspect(db: Queryable, schemas: string[] = ['public']): Promise<SchemaIntrospection> {
  const { rows: existing } = await db.query<{ nspname: string }>(
    'select nspname from pg_namespace where nspname = any ($1::text[])',
    [schemas],
  );
  const missing = schemas.filter((s) => !existing.some((e) => e.nspname === s));
  if (missing.length > 0) throw new Error(`Schema not found: ${missing.join(', ')}`);

  const relations = await loadRelations(db, schemas);
  const types = await loadTypes(db);
  const functions = await loadFunctions(db, schemas);
  const foreignKeys = await loadForeignKeys(db, schemas);
  const viewKeys = await loadViewColumnOrigins(db, schemas, relations);
  const relationByOid = new Map(relations.map((r) => [r.oid, r]));

  const relationships: RelationshipInfo[] = [];
  for (const fk of foreignKeys) {
    const base: RelationshipInfo = {
      foreignKeyName: fk.foreign_key_name,
      schema: fk.schema,
      relation: fk.relation,
      columns: fk.columns,
      isOneToOne: fk.is_one_to_one,
      referencedSchema: fk.referenced_schema,
      referencedRelation: fk.referenced_relation,
      referencedColumns: fk.referenced_columns,
    };
    relationships.push(base);
    const fromViews = viewsExposing(viewKeys, relationByOid, num(fk.relation_oid), fk.column_numbers);
    const toViews = viewsExposing(viewKeys, relationByOid, num(fk.referenced_oid), fk.referenced_numbers);
    for (const from of fromViews) {
      relationships.push({ ...base, schema: from.view.schema, relation: from.view.name, columns: from.columns });
    }
    for (const to of toViews) {
      relationships.push({
        ...base,
        referencedSchema: to.view.schema,
        referencedRelation: to.view.name,
        referencedColumns: to.columns,
      });
    }
    for (const from of fromViews) {
      for (const to of toViews) {
        relationships.push({
          ...base,
          schema: from.view.schema,
          relation: from.view.name,
          columns: from.columns,
          referencedSchema: to.view.schema,
          referencedRelation: to.view.name,
          referencedColumns: to.columns,
        });
      }
    }
  }

  return { schemas: [...schemas], relations, types, functions, relationships };
}
