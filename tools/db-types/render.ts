/**
 * Turns an introspected schema into the TypeScript that `supabase gen types typescript` writes for
 * supabase-js 2.x (postgres-meta's template, formatted as Prettier formats it): `Json`, `Database`
 * with Tables/Views/Functions/Enums/CompositeTypes per schema, the `Tables<>`… helpers and
 * `Constants`. Everything is sorted, so the same schema always gives the same bytes.
 */
import { printDoc, type Doc } from './doc.ts';
import type { FunctionArg, FunctionInfo, RelationInfo, RelationshipInfo, SchemaIntrospection, TypeInfo } from './introspect.ts';
import {
  array,
  bool,
  intersection,
  none,
  object,
  quoteString,
  ref,
  str,
  tuple,
  typeDoc,
  union,
  valueDoc,
  type TsMember,
  type TsType,
  type TsValue,
} from './ts-ast.ts';

export interface RenderOptions {
  /**
   * Written to `__InternalSupabase.PostgrestVersion`, which supabase-js reads to enable the query
   * features of that PostgREST version. Omit to leave the block out.
   */
  postgrestVersion?: string;
}

// The CLI sorts with String#localeCompare; a fixed locale keeps the output identical on every machine.
const collator = new Intl.Collator('en');
const compare = (a: string, b: string) => collator.compare(a, b);
const byName = <T extends { name: string }>(a: T, b: T) => compare(a.name, b.name);

/** Argument types PostgREST accepts as a single unnamed argument: json, jsonb, text. */
const UNNAMED_ARG_TYPES = new Set([114, 3802, 25]);
const INPUT_MODES = new Set(['in', 'inout', 'variadic']);

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric']);
const STRING_TYPES = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
  'interval',
]);

const indexPath = (...segments: string[]) => `Database${segments.map((s) => `[${quoteString(s)}]`).join('')}`;

/** `T | null`, except that `unknown` already includes null. */
function nullable(type: TsType, isNullable: boolean): TsType {
  if (!isNullable) return type;
  if (type.kind === 'ref' && (type.text === 'unknown' || type.text === 'any')) return type;
  return union([type, ref('null')]);
}

class Renderer {
  private readonly typesById: Map<number, TypeInfo>;
  private readonly tables: RelationInfo[];
  private readonly views: RelationInfo[];
  private readonly relationNameByOid: Map<number, string>;

  constructor(private readonly model: SchemaIntrospection) {
    this.typesById = new Map(model.types.map((t) => [t.oid, t]));
    this.tables = model.relations.filter((r) => r.kind === 'table');
    this.views = model.relations.filter((r) => r.kind === 'view');
    this.relationNameByOid = new Map(model.relations.map((r) => [r.oid, r.name]));
  }

  /** How postgres-meta maps a Postgres type name to TypeScript, resolved from `schema`. */
  pgTypeToTs(schema: string, pgType: string): TsType {
    if (pgType === 'bool') return ref('boolean');
    if (NUMBER_TYPES.has(pgType)) return ref('number');
    if (STRING_TYPES.has(pgType)) return ref('string');
    if (pgType === 'json' || pgType === 'jsonb') return ref('Json');
    if (pgType === 'void') return ref('undefined');
    if (pgType === 'record') return ref('Record<string, unknown>');
    if (pgType.startsWith('_')) return array(this.pgTypeToTs(schema, pgType.slice(1)));
    const pick = <T extends { schema: string }>(candidates: T[]): T | undefined =>
      candidates.find((c) => c.schema === schema) ?? candidates[0];
    const isExposed = (s: string) => this.model.schemas.includes(s);

    const enumType = pick(this.model.types.filter((t) => t.name === pgType && t.enums.length > 0));
    if (enumType) {
      return isExposed(enumType.schema)
        ? ref(indexPath(enumType.schema, 'Enums', enumType.name))
        : union(enumType.enums.map(str));
    }
    const composite = pick(this.model.types.filter((t) => t.name === pgType && t.attributes.length > 0));
    if (composite) {
      return isExposed(composite.schema) ? ref(indexPath(composite.schema, 'CompositeTypes', composite.name)) : ref('unknown');
    }
    const table = pick(this.tables.filter((t) => t.name === pgType));
    if (table) return ref(indexPath(table.schema, 'Tables', table.name, 'Row'));
    const view = pick(this.views.filter((v) => v.name === pgType));
    if (view) return ref(indexPath(view.schema, 'Views', view.name, 'Row'));
    return ref('unknown');
  }

  private typeOfOid(schema: string, oid: number): TsType {
    const type = this.typesById.get(oid);
    return type ? this.pgTypeToTs(schema, type.name) : ref('unknown');
  }

  private relationships(relation: RelationInfo): TsType {
    const matching = this.model.relationships
      .filter(
        (r: RelationshipInfo) =>
          r.schema === relation.schema && r.relation === relation.name && r.referencedSchema === relation.schema,
      )
      .sort(
        (a, b) =>
          compare(a.foreignKeyName, b.foreignKeyName) ||
          compare(a.referencedRelation, b.referencedRelation) ||
          compare(JSON.stringify(a.referencedColumns), JSON.stringify(b.referencedColumns)),
      );
    return tuple(
      matching.map((r) =>
        object(
          [
            { key: 'foreignKeyName', type: str(r.foreignKeyName) },
            { key: 'columns', type: tuple(r.columns.map(str)) },
            { key: 'isOneToOne', type: bool(r.isOneToOne) },
            { key: 'referencedRelation', type: str(r.referencedRelation) },
            { key: 'referencedColumns', type: tuple(r.referencedColumns.map(str)) },
          ],
          true,
        ),
      ),
    );
  }

  private sortedColumns(relation: RelationInfo) {
    return [...relation.columns].sort(byName);
  }

  /** Functions taking the relation's row as their only argument: PostgREST computed fields. */
  private computedFields(schema: string, relation: RelationInfo, functions: ExposedFunction[]): TsMember[] {
    return functions
      .filter(({ fn }) => fn.argumentTypes === relation.name)
      .map(({ fn }) => ({ key: fn.name, type: nullable(this.functionReturnType(schema, fn), true) }));
  }

  private rowType(schema: string, relation: RelationInfo, functions: ExposedFunction[]): TsType {
    return object(
      [
        ...this.sortedColumns(relation).map((c) => ({
          key: c.name,
          type: nullable(this.pgTypeToTs(schema, c.format), c.isNullable),
        })),
        ...this.computedFields(schema, relation, functions),
      ],
      true,
    );
  }

  table(schema: string, table: RelationInfo, functions: ExposedFunction[]): TsType {
    const columns = this.sortedColumns(table);
    // Identity ALWAYS and generated columns are written by the database only.
    const readOnly = (c: RelationInfo['columns'][number]) => c.identity === 'ALWAYS' || c.isGenerated;
    const insert: TsMember[] = columns.map((c) =>
      readOnly(c)
        ? { key: c.name, optional: true, type: ref('never') }
        : {
            key: c.name,
            optional: c.isNullable || c.identity !== null || c.hasDefault,
            type: nullable(this.pgTypeToTs(schema, c.format), c.isNullable),
          },
    );
    const update: TsMember[] = columns.map((c) => ({
      key: c.name,
      optional: true,
      type: readOnly(c) ? ref('never') : nullable(this.pgTypeToTs(schema, c.format), c.isNullable),
    }));
    return object(
      [
        { key: 'Row', type: this.rowType(schema, table, functions) },
        { key: 'Insert', type: object(insert, true) },
        { key: 'Update', type: object(update, true) },
        { key: 'Relationships', type: this.relationships(table) },
      ],
      true,
    );
  }

  view(schema: string, view: RelationInfo, functions: ExposedFunction[]): TsType {
    const members: TsMember[] = [{ key: 'Row', type: this.rowType(schema, view, functions) }];
    if (view.isUpdatable) {
      const writable = (): TsMember[] =>
        this.sortedColumns(view).map((c) => ({
          key: c.name,
          optional: true,
          type: c.isUpdatable ? nullable(this.pgTypeToTs(schema, c.format), true) : ref('never'),
        }));
      members.push({ key: 'Insert', type: object(writable(), true) }, { key: 'Update', type: object(writable(), true) });
    }
    members.push({ key: 'Relationships', type: this.relationships(view) });
    return object(members, true);
  }

  /** The relation a function returns rows of, by name (tables, views, composite types). */
  private returnTableName(fn: FunctionInfo): string | null {
    if (fn.returnRelationOid === null) return null;
    return this.relationNameByOid.get(fn.returnRelationOid) ?? this.typesById.get(fn.returnTypeOid)?.name ?? null;
  }

  private isRowType(typeOid: number): boolean {
    return (this.typesById.get(typeOid)?.relationOid ?? null) !== null;
  }

  functionReturnType(schema: string, fn: FunctionInfo): TsType {
    const tableArgs = fn.args.filter((a) => a.mode === 'table');
    if (tableArgs.length > 0) {
      return object(
        tableArgs.map((a) => ({ key: a.name, type: this.typeOfOid(schema, a.typeOid) })),
        true,
      );
    }
    const relation = this.model.relations.find((r) => r.schema === schema && r.oid === fn.returnRelationOid);
    if (relation) {
      return object(
        this.sortedColumns(relation).map((c) => ({
          key: c.name,
          type: nullable(this.pgTypeToTs(schema, c.format), c.isNullable),
        })),
        true,
      );
    }
    return this.typeOfOid(schema, fn.returnTypeOid);
  }

  private withSetof(fn: FunctionInfo, returnType: TsType): TsMember[] {
    const tableName = this.returnTableName(fn);
    const returnsMultipleRows = fn.rows !== null && fn.rows > 1;
    const returnsSetOfTable = fn.returnsSet && fn.returnRelationOid !== null;
    const setof = (from: string, isOneToOne: boolean, isSetofReturn: boolean): TsMember => ({
      key: 'SetofOptions',
      type: object(
        [
          { key: 'from', type: str(from) },
          { key: 'to', type: str(tableName as string) },
          { key: 'isOneToOne', type: bool(isOneToOne) },
          { key: 'isSetofReturn', type: bool(isSetofReturn) },
        ],
        true,
      ),
    });
    // Lets supabase-js type `.rpc(…).select(…)` on functions returning rows of a relation.
    let setofOptions: TsMember | undefined;
    if (tableName) setofOptions = setof('*', !returnsMultipleRows, fn.returnsSet);
    const onlyArg = fn.args.length === 1 ? (fn.args[0] as FunctionArg) : undefined;
    if (onlyArg && this.isRowType(onlyArg.typeOid) && tableName) {
      const source = this.typesById.get(onlyArg.typeOid)?.name ?? '*';
      setofOptions = returnsSetOfTable ? setof(source, !returnsMultipleRows, true) : setof(source, true, false);
    }
    const collapsesToOneRow = !returnsMultipleRows && tableName !== null;
    const returns = fn.returnsSet && !collapsesToOneRow ? array(returnType) : returnType;
    return [{ key: 'Returns', type: returns }, ...(setofOptions ? [setofOptions] : [])];
  }

  private argsObject(schema: string, inArgs: FunctionArg[]): TsType {
    return object(
      inArgs.map((a) => ({ key: a.name, optional: a.hasDefault, type: this.typeOfOid(schema, a.typeOid) })),
      false,
    );
  }

  private conflictError(schema: string, group: ExposedFunction[], current: ExposedFunction): string | null {
    if (group.length <= 1) return null;
    const { fn, inArgs } = current;
    const typeName = (oid: number) => this.typesById.get(oid)?.name ?? 'unknown';
    if (inArgs.length === 0) {
      const other = group.find(
        (o) => o !== current && o.inArgs.length === 1 && o.inArgs[0]?.name === '' && o.inArgs[0]?.hasDefault,
      );
      if (other) {
        return `Could not choose the best candidate function between: ${schema}.${fn.name}(), ${schema}.${fn.name}( => ${typeName(other.fn.returnTypeOid)}). Try renaming the parameters or the function itself in the database so function overloading can be resolved`;
      }
    }
    const first = inArgs[0];
    if (inArgs.length === 1 && first && first.name !== '') {
      const others = group.filter(
        (o) =>
          o !== current && o.inArgs.length === 1 && o.inArgs[0]?.name === first.name && o.inArgs[0]?.typeOid !== first.typeOid,
      );
      if (others.length > 0) {
        const list = [current, ...others]
          .sort((a, b) => (a.inArgs[0]?.typeOid ?? 0) - (b.inArgs[0]?.typeOid ?? 0))
          .map((o) => `${schema}.${fn.name}(${o.inArgs.map((a) => `${a.name} => ${typeName(a.typeOid)}`).join(', ')})`)
          .join(', ');
        return `Could not choose the best candidate function between: ${list}. Try renaming the parameters or the function itself in the database so function overloading can be resolved`;
      }
    }
    return null;
  }

  private signature(schema: string, group: ExposedFunction[], current: ExposedFunction): TsType {
    const { fn, inArgs } = current;
    const args = inArgs.length > 0 ? this.argsObject(schema, inArgs) : ref('never');
    const error = (message: string) => intersection([object([{ key: 'error', type: bool(true) }], false), str(message)]);
    let returns = this.functionReturnType(schema, fn);
    const conflict = this.conflictError(schema, group, current);
    const only = inArgs[0];
    if (conflict) {
      returns = error(conflict);
    } else if (inArgs.length === 1 && only && only.name === '' && this.isRowType(only.typeOid) && !this.returnTableName(fn)) {
      returns = error(
        `the function ${schema}.${fn.name} with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache`,
      );
    }
    return object([{ key: 'Args', type: args }, ...this.withSetof(fn, returns)], false);
  }

  /** The functions PostgREST can call with named arguments (or one unnamed json/jsonb/text/row argument). */
  exposedFunctions(schema: string): ExposedFunction[] {
    return this.model.functions
      .filter((fn) => fn.schema === schema)
      .map((fn) => {
        const args = [...fn.args].sort(byName);
        const sorted = { ...fn, args };
        return { fn: sorted, inArgs: args.filter((a) => INPUT_MODES.has(a.mode)) };
      })
      .filter(({ inArgs }) => {
        if (inArgs.length === 0 || !inArgs.some((a) => a.name === '')) return true;
        if (inArgs.every((a) => a.name !== '' || (a.hasDefault && UNNAMED_ARG_TYPES.has(a.typeOid)))) return true;
        const only = inArgs[0] as FunctionArg;
        return inArgs.length === 1 && (UNNAMED_ARG_TYPES.has(only.typeOid) || this.isRowType(only.typeOid));
      })
      .sort((a, b) => byName(a.fn, b.fn));
  }

  functions(schema: string, functions: ExposedFunction[]): TsType {
    if (functions.length === 0) return none;
    const groups = new Map<string, ExposedFunction[]>();
    for (const f of functions) groups.set(f.fn.name, [...(groups.get(f.fn.name) ?? []), f]);
    const members: TsMember[] = [];
    for (const [name, group] of groups) {
      group.sort(
        (a, b) => compare(a.fn.argumentTypes, b.fn.argumentTypes) || compare(a.fn.returnType, b.fn.returnType),
      );
      members.push({ key: name, type: union(group.map((f) => this.signature(schema, group, f))) });
    }
    return object(members, true);
  }

  enums(schema: string): TypeInfo[] {
    return this.model.types.filter((t) => t.schema === schema && t.enums.length > 0).sort(byName);
  }

  schema(schema: string): TsType {
    const relations = this.model.relations.filter((r) => r.schema === schema);
    const tables = relations.filter((r) => r.kind === 'table' || r.kind === 'foreign_table').sort(byName);
    const views = relations.filter((r) => r.kind === 'view' || r.kind === 'materialized_view').sort(byName);
    const functions = this.exposedFunctions(schema);
    const enums = this.enums(schema);
    const composites = this.model.types
      .filter((t) => t.schema === schema && t.attributes.length > 0)
      .sort(byName);
    return object(
      [
        {
          key: 'Tables',
          type: tables.length === 0 ? none : object(tables.map((t) => ({ key: t.name, type: this.table(schema, t, functions) })), true),
        },
        {
          key: 'Views',
          type: views.length === 0 ? none : object(views.map((v) => ({ key: v.name, type: this.view(schema, v, functions) })), true),
        },
        { key: 'Functions', type: this.functions(schema, functions) },
        {
          key: 'Enums',
          type: enums.length === 0 ? none : object(enums.map((e) => ({ key: e.name, type: union(e.enums.map(str)) })), true),
        },
        {
          key: 'CompositeTypes',
          type:
            composites.length === 0
              ? none
              : object(
                  composites.map((c) => ({
                    key: c.name,
                    type: object(
                      c.attributes.map((a) => ({ key: a.name, type: nullable(this.typeOfOid(schema, a.typeOid), true) })),
                      true,
                    ),
                  })),
                  true,
                ),
        },
      ],
      true,
    );
  }

  database(options: RenderOptions): Doc {
    const members: TsMember[] = [];
    if (options.postgrestVersion !== undefined) {
      members.push({
        key: '__InternalSupabase',
        comments: [
          'Allows to automatically instantiate createClient with right options',
          "instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)",
        ],
        type: object([{ key: 'PostgrestVersion', type: str(options.postgrestVersion) }], true),
      });
    }
    for (const schema of this.sortedSchemas()) members.push({ key: schema, type: this.schema(schema) });
    return ['export type Database = ', typeDoc(object(members, true))];
  }

  constants(): Doc {
    const value: TsValue = {
      kind: 'object',
      expand: true,
      entries: this.sortedSchemas().map((schema) => [
        schema,
        {
          kind: 'object',
          expand: true,
          entries: [
            [
              'Enums',
              {
                kind: 'object',
                expand: true,
                entries: this.enums(schema).map((e) => [
                  e.name,
                  { kind: 'array', items: e.enums.map((label) => ({ kind: 'string', value: label })) },
                ]),
              },
            ],
          ],
        },
      ]),
    };
    return ['export const Constants = ', valueDoc(value), ' as const'];
  }

  sortedSchemas(): string[] {
    return [...this.model.schemas].sort(compare);
  }
}

interface ExposedFunction {
  fn: FunctionInfo;
  inArgs: FunctionArg[];
}

const JSON_TYPE = `export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]`;

/** The helper types, exactly as the CLI prints them (they only depend on the default schema). */
const helperTypes = (defaultSchema: string) => `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, ${quoteString(defaultSchema)}>]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never`;

/** The complete `database.types.ts` text for an introspected schema. */
export function renderDatabaseTypes(model: SchemaIntrospection, options: RenderOptions = {}): string {
  if (!model.schemas.includes('public')) {
    throw new Error('The generated helpers default to the public schema: include "public" in the schemas.');
  }
  const renderer = new Renderer(model);
  return `${[
    JSON_TYPE,
    printDoc(renderer.database(options)),
    helperTypes('public'),
    printDoc(renderer.constants()),
  ].join('\n\n')}\n`;
}
