/**
 * Plain PDF documents (PDF 1.4, built-in Helvetica, WinAnsi encoding so Spanish accents work):
 * a branded header, headings, paragraphs and bullet lists flowing over A4 pages.
 */

export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] };

export interface PdfDocument {
  title: string;
  subtitle?: string;
  blocks: PdfBlock[];
  footer: string;
}

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 56;
const ACCENT = '1 0.424 0.173'; // #FF6C2C

// Helvetica advance widths (1/1000 em) for ASCII 32–126, from the standard AFM.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];

const WIN_ANSI: Record<string, number> = {
  '€': 0x80, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97,
};

function charCode(char: string): number {
  const special = WIN_ANSI[char];
  if (special !== undefined) return special;
  const code = char.codePointAt(0) ?? 63;
  return code < 256 ? code : 63; // '?' for anything WinAnsi cannot show
}

function charWidth(char: string, bold: boolean): number {
  const base = char.normalize('NFD').charAt(0);
  const code = base.charCodeAt(0);
  let width = code >= 32 && code <= 126 ? (HELVETICA[code - 32] as number) : 556;
  if (char === '•') width = 350;
  if (char === '—') width = 1000;
  return bold ? width * 1.06 : width;
}

function textWidth(text: string, size: number, bold = false): number {
  let total = 0;
  for (const char of text) total += charWidth(char, bold);
  return (total * size) / 1000;
}

/** A PDF string literal in WinAnsi bytes, non-ASCII written as octal escapes. */
function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = charCode(char);
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code < 32 || code > 126) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(code);
  }
  return `${out})`;
}

function wrap(text: string, size: number, maxWidth: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size, bold) > maxWidth && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function renderPdf(doc: PdfDocument): Uint8Array {
  const pages: string[] = [];
  let ops: string[] = [];
  let y = 0;

  const startPage = (first: boolean) => {
    ops = [];
    if (first) {
      ops.push(`${ACCENT} rg 0 ${PAGE_H - 150} ${PAGE_W} 150 re f`);
      ops.push(`0.1 0.1 0.1 rg 0 ${PAGE_H - 150} ${PAGE_W} 6 re f`);
      ops.push(`BT /F2 12 Tf 1 1 1 rg ${MARGIN} ${PAGE_H - 40} Td ${pdfString('PITWALL')} Tj ET`);
      let ty = PAGE_H - 78;
      for (const line of wrap(doc.title, 24, PAGE_W - 2 * MARGIN, true)) {
        ops.push(`BT /F2 24 Tf 1 1 1 rg ${MARGIN} ${ty} Td ${pdfString(line)} Tj ET`);
        ty -= 28;
      }
      if (doc.subtitle) ops.push(`BT /F1 12 Tf 1 1 1 rg ${MARGIN} ${ty - 2} Td ${pdfString(doc.subtitle)} Tj ET`);
      y = PAGE_H - 190;
    } else {
      ops.push(`${ACCENT} rg 0 ${PAGE_H - 12} ${PAGE_W} 12 re f`);
      y = PAGE_H - 60;
    }
  };
  const finishPage = () => {
    const n = pages.length + 1;
    ops.push(`0.85 0.85 0.85 RG 0.5 w ${MARGIN} 50 m ${PAGE_W - MARGIN} 50 l S`);
    ops.push(`BT /F1 9 Tf 0.45 0.45 0.45 rg ${MARGIN} 36 Td ${pdfString(doc.footer)} Tj ET`);
    const label = `Página ${n}`;
    ops.push(`BT /F1 9 Tf 0.45 0.45 0.45 rg ${PAGE_W - MARGIN - textWidth(label, 9)} 36 Td ${pdfString(label)} Tj ET`);
    pages.push(ops.join('\n'));
  };
  const ensure = (height: number) => {
    if (y - height < 70) {
      finishPage();
      startPage(false);
    }
  };
  const writeLines = (lines: string[], size: number, font: 'F1' | 'F2', color: string, x: number, leading: number) => {
    for (const line of lines) {
      ensure(leading);
      ops.push(`BT /${font} ${size} Tf ${color} rg ${x} ${y - size} Td ${pdfString(line)} Tj ET`);
      y -= leading;
    }
  };

  startPage(true);
  const width = PAGE_W - 2 * MARGIN;
  for (const block of doc.blocks) {
    if (block.kind === 'heading') {
      ensure(40);
      y -= 8;
      writeLines(wrap(block.text, 15, width, true), 15, 'F2', '0.1 0.1 0.1', MARGIN, 20);
      ops.push(`${ACCENT} rg ${MARGIN} ${y + 2} 40 2.5 re f`);
      y -= 8;
    } else if (block.kind === 'paragraph') {
      writeLines(wrap(block.text, 11, width), 11, 'F1', '0.2 0.2 0.2', MARGIN, 16);
      y -= 8;
    } else {
      for (const item of block.items) {
        const lines = wrap(item, 11, width - 16);
        ensure(16);
        ops.push(`${ACCENT} rg ${MARGIN + 2} ${y - 8} 4 4 re f`);
        writeLines(lines, 11, 'F1', '0.2 0.2 0.2', MARGIN + 16, 16);
      }
      y -= 8;
    }
  }
  finishPage();

  // Objects: 1 catalog, 2 pages, 3–4 fonts, 5 info, then a page and a content stream per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title ${pdfString(doc.title)} /Producer (Pitwall seed) >>`;
  pages.forEach((content, i) => {
    const pageId = pageIds[i] as number;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });

  // Everything above is ASCII, so string length = byte offset.
  let out = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

const FROM_WIN_ANSI = new Map(Object.entries(WIN_ANSI).map(([char, code]) => [code, char]));

/**
 * The text of a PDF made by renderPdf, one shown line per line, for tests that read a mailed
 * document: the string of every `Tj` in its content streams, escapes and WinAnsi bytes decoded.
 */
export function pdfText(bytes: Uint8Array): string {
  const source = Buffer.from(bytes).toString('latin1');
  const lines: string[] = [];
  for (const [, literal] of source.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)) {
    const text = (literal as string).replace(/\\([0-7]{3}|.)/g, (_, escaped: string) => {
      if (escaped.length === 1) return escaped;
      const code = parseInt(escaped, 8);
      return FROM_WIN_ANSI.get(code) ?? String.fromCharCode(code);
    });
    lines.push(text);
  }
  return lines.join('\n');
}

/** How many pages a PDF made by renderPdf has. */
export function pdfPageCount(bytes: Uint8Array): number {
  const match = /\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(Buffer.from(bytes).toString('latin1'));
  return match ? Number(match[1]) : 0;
}
