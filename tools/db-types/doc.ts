/**
 * A small Wadler/Prettier-style document printer: just enough of Prettier's algorithm (groups that
 * break as a whole, indent/align, `ifBreak`, soft and hard lines, 80 columns) to lay the generated
 * types out exactly as `prettier --parser typescript --no-semi` lays out the Supabase CLI's output,
 * without adding a formatter dependency.
 */

export type Doc = string | readonly Doc[] | Group | Indent | Align | Line | IfBreak;

interface Group {
  readonly kind: 'group';
  readonly contents: Doc;
  /** Set when built with `expand` or when the group contains a hard line or an expanded group. */
  broken: boolean;
}
interface Indent {
  readonly kind: 'indent';
  readonly contents: Doc;
}
interface Align {
  readonly kind: 'align';
  readonly width: number;
  readonly contents: Doc;
}
interface Line {
  readonly kind: 'line';
  /** Prints nothing (instead of a space) when its group is flat. */
  readonly soft: boolean;
  /** Always a newline; forces every enclosing group to break. */
  readonly hard: boolean;
}
interface IfBreak {
  readonly kind: 'ifBreak';
  readonly breakContents: Doc;
  readonly flatContents: Doc;
}

export const line: Line = { kind: 'line', soft: false, hard: false };
export const softline: Line = { kind: 'line', soft: true, hard: false };
export const hardline: Line = { kind: 'line', soft: false, hard: true };

export function group(contents: Doc, expand = false): Group {
  return { kind: 'group', contents, broken: expand };
}
export function indent(contents: Doc): Indent {
  return { kind: 'indent', contents };
}
export function align(width: number, contents: Doc): Align {
  return { kind: 'align', width, contents };
}
export function ifBreak(breakContents: Doc, flatContents: Doc = ''): IfBreak {
  return { kind: 'ifBreak', breakContents, flatContents };
}
export function join(separator: Doc, docs: readonly Doc[]): Doc[] {
  const out: Doc[] = [];
  docs.forEach((doc, i) => {
    if (i > 0) out.push(separator);
    out.push(doc);
  });
  return out;
}

function isArray(doc: Doc): doc is readonly Doc[] {
  return Array.isArray(doc);
}

/** Marks groups broken when they contain a hard line or a broken group (Prettier's propagateBreaks). */
function propagateBreaks(doc: Doc): boolean {
  if (typeof doc === 'string') return false;
  if (isArray(doc)) {
    let found = false;
    for (const part of doc) if (propagateBreaks(part)) found = true;
    return found;
  }
  switch (doc.kind) {
    case 'line':
      return doc.hard;
    case 'group': {
      const inner = propagateBreaks(doc.contents);
      if (inner) doc.broken = true;
      return doc.broken;
    }
    case 'indent':
    case 'align':
      return propagateBreaks(doc.contents);
    case 'ifBreak': {
      const a = propagateBreaks(doc.breakContents);
      const b = propagateBreaks(doc.flatContents);
      return a || b;
    }
  }
}

type Mode = 'break' | 'flat';
interface Command {
  indentation: string;
  mode: Mode;
  doc: Doc;
}

/** Would `next` (flat), followed by the rest of the current line, fit in `width` columns? */
function fits(next: Command, rest: readonly Command[], width: number): boolean {
  let remaining = width;
  let restIndex = rest.length;
  const stack: { mode: Mode; doc: Doc }[] = [{ mode: next.mode, doc: next.doc }];
  while (remaining >= 0) {
    const item = stack.pop();
    if (!item) {
      if (restIndex === 0) return true;
      const fromRest = rest[--restIndex] as Command;
      stack.push({ mode: fromRest.mode, doc: fromRest.doc });
      continue;
    }
    const { mode, doc } = item;
    if (typeof doc === 'string') {
      remaining -= doc.length;
    } else if (isArray(doc)) {
      for (let i = doc.length - 1; i >= 0; i--) stack.push({ mode, doc: doc[i] as Doc });
    } else {
      switch (doc.kind) {
        case 'indent':
        case 'align':
          stack.push({ mode, doc: doc.contents });
          break;
        case 'group':
          stack.push({ mode: doc.broken ? 'break' : mode, doc: doc.contents });
          break;
        case 'ifBreak':
          stack.push({ mode, doc: mode === 'break' ? doc.breakContents : doc.flatContents });
          break;
        case 'line':
          if (mode === 'break' || doc.hard) return true;
          if (!doc.soft) remaining -= 1;
          break;
      }
    }
  }
  return false;
}

/** Lays `doc` out in `width` columns with two-space indentation; no trailing whitespace on any line. */
export function printDoc(doc: Doc, width = 80): string {
  propagateBreaks(doc);
  const out: string[] = [];
  let column = 0;
  const commands: Command[] = [{ indentation: '', mode: 'break', doc }];
  const trimTrailingSpaces = () => {
    while (out.length > 0) {
      const last = out[out.length - 1] as string;
      const trimmed = last.replace(/[ \t]+$/, '');
      if (trimmed.length === last.length) break;
      if (trimmed === '') {
        out.pop();
      } else {
        out[out.length - 1] = trimmed;
        break;
      }
    }
  };
  while (commands.length > 0) {
    const { indentation, mode, doc: current } = commands.pop() as Command;
    if (typeof current === 'string') {
      out.push(current);
      column += current.length;
      continue;
    }
    if (isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) {
        commands.push({ indentation, mode, doc: current[i] as Doc });
      }
      continue;
    }
    switch (current.kind) {
      case 'indent':
        commands.push({ indentation: `${indentation}  `, mode, doc: current.contents });
        break;
      case 'align':
        commands.push({ indentation: indentation + ' '.repeat(current.width), mode, doc: current.contents });
        break;
      case 'group': {
        if (mode === 'flat' && !current.broken) {
          commands.push({ indentation, mode: 'flat', doc: current.contents });
          break;
        }
        const flat: Command = { indentation, mode: 'flat', doc: current.contents };
        if (!current.broken && fits(flat, commands, width - column)) {
          commands.push(flat);
        } else {
          commands.push({ indentation, mode: 'break', doc: current.contents });
        }
        break;
      }
      case 'ifBreak':
        commands.push({
          indentation,
          mode,
          doc: mode === 'break' ? current.breakContents : current.flatContents,
        });
        break;
      case 'line':
        if (mode === 'flat' && !current.hard) {
          if (!current.soft) {
            out.push(' ');
            column += 1;
          }
          break;
        }
        trimTrailingSpaces();
        out.push(`\n${indentation}`);
        column = indentation.length;
        break;
    }
  }
  trimTrailingSpaces();
  return out.join('');
}
