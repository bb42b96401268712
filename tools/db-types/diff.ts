/** A line diff (LCS) summarised for a terminal: counts plus the first hunks, unified style. */

interface Edit {
  kind: ' ' | '-' | '+';
  text: string;
  /** 1-based line number in the old text (for ' ' and '-') or the new text (for '+'). */
  line: number;
}

function lineEdits(oldLines: string[], newLines: string[]): Edit[] {
  // Trim the common head and tail first: generated files usually differ in a few places.
  let start = 0;
  while (start < oldLines.length && start < newLines.length && oldLines[start] === newLines[start]) start++;
  let endOld = oldLines.length;
  let endNew = newLines.length;
  while (endOld > start && endNew > start && oldLines[endOld - 1] === newLines[endNew - 1]) {
    endOld--;
    endNew--;
  }
  const a = oldLines.slice(start, endOld);
  const b = newLines.slice(start, endNew);
  const rows = a.length + 1;
  const cols = b.length + 1;
  const lcs = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * cols + j] =
        a[i] === b[j]
          ? (lcs[(i + 1) * cols + j + 1] as number) + 1
          : Math.max(lcs[(i + 1) * cols + j] as number, lcs[i * cols + j + 1] as number);
    }
  }
  const edits: Edit[] = oldLines.slice(0, start).map((text, i) => ({ kind: ' ', text, line: i + 1 }));
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      edits.push({ kind: ' ', text: a[i] as string, line: start + i + 1 });
      i++;
      j++;
    } else if (i < a.length && (j === b.length || (lcs[(i + 1) * cols + j] as number) >= (lcs[i * cols + j + 1] as number))) {
      edits.push({ kind: '-', text: a[i] as string, line: start + i + 1 });
      i++;
    } else {
      edits.push({ kind: '+', text: b[j] as string, line: start + j + 1 });
      j++;
    }
  }
  oldLines.slice(endOld).forEach((text, k) => edits.push({ kind: ' ', text, line: endOld + k + 1 }));
  return edits;
}

export interface DiffSummary {
  added: number;
  removed: number;
  /** Unified-style hunks (3 lines of context), cut after `maxLines` lines. */
  text: string;
}

export function diffSummary(oldText: string, newText: string, maxLines = 60): DiffSummary {
  const edits = lineEdits(oldText.split('\n'), newText.split('\n'));
  const added = edits.filter((e) => e.kind === '+').length;
  const removed = edits.filter((e) => e.kind === '-').length;
  const changed = edits.flatMap((e, index) => (e.kind === ' ' ? [] : [index]));
  const shown = new Set<number>();
  for (const index of changed) {
    for (let k = Math.max(0, index - 3); k <= Math.min(edits.length - 1, index + 3); k++) shown.add(k);
  }
  const out: string[] = [];
  let previous = -2;
  for (const index of [...shown].sort((x, y) => x - y)) {
    const edit = edits[index] as Edit;
    if (index !== previous + 1) out.push(`@@ line ${edit.line} @@`);
    out.push(`${edit.kind} ${edit.text}`.trimEnd());
    previous = index;
  }
  const cut = out.length > maxLines;
  const text = [...out.slice(0, maxLines), ...(cut ? [`… ${out.length - maxLines} more diff lines`] : [])].join('\n');
  return { added, removed, text };
}
