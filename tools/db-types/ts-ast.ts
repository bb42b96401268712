/**
 * The few TypeScript type shapes the generator emits, and how Prettier (typescript parser,
 * `semi: false`, defaults otherwise) lays each of them out, expressed as printer documents.
 */
import { align, group, hardline, ifBreak, indent, join, line, softline, type Doc } from './doc.ts';

export type TsType =
  /** A keyword or a type reference, printed as is (`string`, `Json`, `Database["public"]…`). */
  | { readonly kind: 'ref'; readonly text: string }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'boolean'; readonly value: boolean }
  | { readonly kind: 'union'; readonly types: readonly TsType[] }
  | { readonly kind: 'intersection'; readonly types: readonly TsType[] }
  | { readonly kind: 'array'; readonly element: TsType }
  | { readonly kind: 'tuple'; readonly elements: readonly TsType[] }
  /**
   * An object type. `expand` reproduces a literal that the CLI's template writes over several lines
   * (Prettier keeps those expanded); the others collapse onto one line when they fit.
   */
  | { readonly kind: 'object'; readonly members: readonly TsMember[]; readonly expand: boolean }
  /** `{ [_ in never]: never }`, the CLI's spelling of "nothing here". */
  | { readonly kind: 'none' };

export interface TsMember {
  readonly key: string;
  readonly optional?: boolean;
  readonly type: TsType;
  /** `//` comment lines printed above the member. */
  readonly comments?: readonly string[];
}

export const ref = (text: string): TsType => ({ kind: 'ref', text });
export const str = (value: string): TsType => ({ kind: 'string', value });
export const bool = (value: boolean): TsType => ({ kind: 'boolean', value });
export const union = (types: readonly TsType[]): TsType =>
  types.length === 1 ? (types[0] as TsType) : { kind: 'union', types };
export const intersection = (types: readonly TsType[]): TsType => ({ kind: 'intersection', types });
export const array = (element: TsType): TsType => ({ kind: 'array', element });
export const tuple = (elements: readonly TsType[]): TsType => ({ kind: 'tuple', elements });
export const object = (members: readonly TsMember[], expand: boolean): TsType => ({ kind: 'object', members, expand });
export const none: TsType = { kind: 'none' };

/** Prettier's string quoting: double quotes unless the text holds more double than single quotes. */
export function quoteString(value: string): string {
  const doubles = (value.match(/"/g) ?? []).length;
  const singles = (value.match(/'/g) ?? []).length;
  const json = JSON.stringify(value);
  if (doubles <= singles) return json;
  const inner = json.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'");
  return `'${inner}'`;
}

// ES5 IdentifierName (what Prettier's quoteProps "as-needed" accepts unquoted), Unicode-aware.
const IDENTIFIER_NAME = /^[\p{L}\p{Nl}$_][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}$\u200c\u200d]*$/u;

/** A property name as Prettier prints it: bare when it is an identifier name, quoted otherwise. */
export function propertyKey(key: string): string {
  return IDENTIFIER_NAME.test(key) ? key : quoteString(key);
}

const isNullish = (type: TsType) => type.kind === 'ref' && (type.text === 'null' || type.text === 'undefined');

/** `{ … } | null` stays on the object's lines instead of becoming a `|` list (Prettier's shouldHugType). */
function hugsUnion(types: readonly TsType[]): boolean {
  const nullish = types.filter(isNullish).length;
  return types.length - 1 === nullish && types.some((t) => t.kind === 'object' || t.kind === 'none');
}

function unionDoc(types: readonly TsType[]): Doc {
  if (hugsUnion(types)) return join(' | ', types.map(typeDoc));
  const printed = types.map((t) => align(2, typeDoc(t)));
  return group(indent([ifBreak([line, '| ']), join([line, '| '], printed)]));
}

function memberDoc(member: TsMember): Doc {
  const head = `${propertyKey(member.key)}${member.optional ? '?' : ''}: `;
  const comments = (member.comments ?? []).flatMap((comment) => [`// ${comment}`, hardline]);
  return [...comments, head, typeDoc(member.type)];
}

export function typeDoc(type: TsType): Doc {
  switch (type.kind) {
    case 'ref':
      return type.text;
    case 'string':
      return quoteString(type.value);
    case 'boolean':
      return String(type.value);
    case 'union':
      return unionDoc(type.types);
    case 'intersection':
      return join(' & ', type.types.map(typeDoc));
    case 'array': {
      const element = type.element;
      const needsParens = element.kind === 'union' || element.kind === 'intersection';
      return needsParens ? ['(', typeDoc(element), ')[]'] : [typeDoc(element), '[]'];
    }
    case 'tuple':
      if (type.elements.length === 0) return '[]';
      return group(['[', indent([softline, join([',', line], type.elements.map(typeDoc))]), ifBreak(','), softline, ']']);
    case 'object':
      if (type.members.length === 0) return '{}';
      // Without semicolons Prettier separates members by "; " on one line and by nothing when broken.
      return group(
        ['{', indent([line, join([ifBreak('', ';'), line], type.members.map(memberDoc))]), line, '}'],
        type.expand,
      );
    case 'none':
      return group(['{', indent([line, '[_ in never]: never']), line, '}'], true);
  }
}

/** Object and array literals (the `Constants` value): comma-separated with trailing commas when broken. */
export type TsValue =
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'array'; readonly items: readonly TsValue[] }
  | { readonly kind: 'object'; readonly entries: readonly (readonly [string, TsValue])[]; readonly expand: boolean };

export function valueDoc(value: TsValue): Doc {
  switch (value.kind) {
    case 'string':
      return quoteString(value.value);
    case 'array':
      if (value.items.length === 0) return '[]';
      return group(['[', indent([softline, join([',', line], value.items.map(valueDoc))]), ifBreak(','), softline, ']']);
    case 'object':
      if (value.entries.length === 0) return '{}';
      return group(
        [
          '{',
          indent([line, join([',', line], value.entries.map(([key, v]) => [propertyKey(key), ': ', valueDoc(v)]))]),
          ifBreak(','),
          line,
          '}',
        ],
        value.expand,
      );
  }
}
