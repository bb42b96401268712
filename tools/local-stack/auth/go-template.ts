/**
 * The part of Go's html/template that GoTrue's e-mail templates use: `{{ .Field }}` and
 * `{{ .Data.key }}` (HTML-escaped), `{{ if .X }}…{{ else }}…{{ end }}` and `{{/* comments *\/}}`.
 * Anything else is refused when the template is parsed, so a template that the hosted service
 * would render differently fails here instead of sending something else.
 */

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; path: string[] }
  | { kind: 'if'; path: string[]; then: Node[]; otherwise: Node[] };

const ACTION = /\{\{(-?)\s*([\s\S]*?)\s*(-?)\}\}/g;
const FIELD_PATH = /^\.[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$/;

function fieldPath(expression: string, source: string): string[] {
  if (!FIELD_PATH.test(expression)) {
    throw new Error(`${source}: unsupported template expression {{ ${expression} }}`);
  }
  return expression.slice(1).split('.');
}

export function parseGoTemplate(template: string, source = 'template'): Node[] {
  const root: Node[] = [];
  // Open `if` blocks: the list new nodes go to, and the block itself.
  const stack: { nodes: Node[]; block?: Extract<Node, { kind: 'if' }>; inElse: boolean }[] = [{ nodes: root, inElse: false }];
  let last = 0;
  let trimNext = false;
  const top = () => stack[stack.length - 1] as (typeof stack)[number];
  for (const match of template.matchAll(ACTION)) {
    const [whole, trimBefore, body = '', trimAfter] = match;
    let text = template.slice(last, match.index);
    if (trimNext) text = text.replace(/^\s+/, '');
    if (trimBefore) text = text.replace(/\s+$/, '');
    if (text) top().nodes.push({ kind: 'text', text });
    last = match.index + whole.length;
    trimNext = trimAfter === '-';

    if (body.startsWith('/*') && body.endsWith('*/')) continue;
    if (body.startsWith('if ')) {
      const block = { kind: 'if' as const, path: fieldPath(body.slice(3).trim(), source), then: [], otherwise: [] };
      top().nodes.push(block);
      stack.push({ nodes: block.then, block, inElse: false });
    } else if (body === 'else') {
      const current = top();
      if (!current.block || current.inElse) throw new Error(`${source}: {{ else }} outside an {{ if }}`);
      current.nodes = current.block.otherwise;
      current.inElse = true;
    } else if (body === 'end') {
      if (stack.length === 1) throw new Error(`${source}: {{ end }} without an {{ if }}`);
      stack.pop();
    } else {
      top().nodes.push({ kind: 'value', path: fieldPath(body, source) });
    }
  }
  if (stack.length > 1) throw new Error(`${source}: {{ if }} without {{ end }}`);
  let rest = template.slice(last);
  if (trimNext) rest = rest.replace(/^\s+/, '');
  if (rest) root.push({ kind: 'text', text: rest });
  return root;
}

function lookup(data: Record<string, unknown>, path: string[]): unknown {
  let value: unknown = data;
  for (const key of path) {
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/** Go's truth: false, 0, nil and empty strings, maps and lists are false. */
function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object' && value !== null) return Object.keys(value).length > 0;
  return Boolean(value);
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&#34;')
    .replaceAll("'", '&#39;');
}

function print(nodes: Node[], data: Record<string, unknown>): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case 'text':
          return node.text;
        case 'value': {
          const value = lookup(data, node.path);
          return value === undefined || value === null ? '' : escapeHtml(String(value));
        }
        case 'if':
          return print(truthy(lookup(data, node.path)) ? node.then : node.otherwise, data);
      }
    })
    .join('');
}

export function renderGoTemplate(template: string, data: Record<string, unknown>, source?: string): string {
  return print(parseGoTemplate(template, source), data);
}
