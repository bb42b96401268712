/**
 * Reads the column origins out of a view's rewrite rule (pg_rewrite.ev_action, a pg_node_tree).
 *
 * PostgREST — and so the Supabase type generator — lets a view take part in embedding when its
 * columns pass a table's key columns through unchanged. Which view column comes from which table
 * column is recorded in the top-level query's target list (`resorigtbl`/`resorigcol` of each
 * TARGETENTRY). The text format is PostgreSQL's outfuncs.c: `{NODE :field value …}` nodes,
 * `(…)` lists, `<>` for NULL, and backslash-escaped special characters inside tokens.
 */

export type NodeValue = string | null | NodeValue[] | PgNode;
export interface PgNode {
  readonly type: string;
  readonly fields: ReadonlyMap<string, NodeValue>;
}

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r') {
      i++;
      continue;
    }
    if (ch === '{' || ch === '}' || ch === '(' || ch === ')') {
      tokens.push(ch);
      i++;
      continue;
    }
    let token = '';
    while (i < text.length) {
      const c = text[i] as string;
      if (c === '\\' && i + 1 < text.length) {
        token += text[i + 1];
        i += 2;
        continue;
      }
      if (c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '{' || c === '}' || c === '(' || c === ')') {
        break;
      }
      token += c;
      i++;
    }
    tokens.push(token);
  }
  return tokens;
}

/** Parses a pg_node_tree text into nodes, lists and atoms. */
export function parseNodeTree(text: string): NodeValue {
  const tokens = tokenize(text);
  let pos = 0;
  const parseValue = (): NodeValue => {
    const token = tokens[pos++];
    if (token === undefined) throw new Error('pg_node_tree: unexpected end of input');
    if (token === '<>') return null;
    if (token === '(') {
      const items: NodeValue[] = [];
      while (tokens[pos] !== ')') {
        if (pos >= tokens.length) throw new Error('pg_node_tree: unterminated list');
        items.push(parseValue());
      }
      pos++;
      return items;
    }
    if (token === '{') {
      const type = tokens[pos++] ?? '';
      const fields = new Map<string, NodeValue>();
      while (tokens[pos] !== '}') {
        if (pos >= tokens.length) throw new Error(`pg_node_tree: unterminated ${type} node`);
        const key = tokens[pos++] as string;
        if (!key.startsWith(':')) throw new Error(`pg_node_tree: expected a field name in ${type}, got ${key}`);
        const value = parseValue();
        // Datums print as `<len> [ b1 b2 … ]`: keep the length, skip the bytes.
        if (tokens[pos] === '[') {
          while (pos < tokens.length && tokens[pos] !== ']') pos++;
          pos++;
        }
        fields.set(key.slice(1), value);
      }
      pos++;
      return { type, fields };
    }
    return token;
  };
  const value = parseValue();
  return value;
}

export interface ColumnOrigin {
  /** 1-based position of the view column. */
  viewColumn: number;
  tableOid: number;
  tableColumn: number;
}

function isNode(value: NodeValue | undefined): value is PgNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The view columns that are plain references to a relation's column, from the first query of the
 * rule's action list. Set-operation views (UNION…) and computed columns have no origin.
 */
export function viewColumnOrigins(evAction: string): ColumnOrigin[] {
  const actions = parseNodeTree(evAction);
  const query = Array.isArray(actions) ? actions[0] : actions;
  if (!isNode(query)) return [];
  const targetList = query.fields.get('targetList');
  if (!Array.isArray(targetList)) return [];
  const origins: ColumnOrigin[] = [];
  for (const entry of targetList) {
    if (!isNode(entry) || entry.type !== 'TARGETENTRY') continue;
    if (entry.fields.get('resjunk') === 'true') continue;
    const resno = Number(entry.fields.get('resno'));
    const tableOid = Number(entry.fields.get('resorigtbl'));
    const tableColumn = Number(entry.fields.get('resorigcol'));
    if (Number.isInteger(resno) && tableOid > 0 && tableColumn > 0) {
      origins.push({ viewColumn: resno, tableOid, tableColumn });
    }
  }
  return origins;
}
