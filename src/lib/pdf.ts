// Renders simple documents (title, then titled sections of label/value rows, bullets and text)
// to PDF, one or several in a file, each from a new page. jspdf and jspdf-autotable are imported
// here, on demand, so they never weigh on the initial load: nothing loads until a PDF is made.
// The PDF's standard fonts (Helvetica) only have the Windows-1252 characters: every text goes
// through pdfText first, and a document that lost characters says so in a note at its end.
import { downloadBlob } from './download-file';

/** One section of a document; every part is optional and drawn in this order. */
export interface PdfSection {
  title: string;
  /** Start the section on a new page. */
  newPage?: boolean;
  /** Label / value pairs, drawn as a two-column table. */
  rows?: ReadonlyArray<readonly [label: string, value: string]>;
  /** A bulleted list (with its own optional caption). */
  bullets?: readonly string[];
  bulletsLabel?: string;
  /** Free text, wrapped to the page width. */
  text?: string;
}

export interface PdfDocumentSpec {
  title: string;
  /** Wrapped to the page width; '\n' starts a new line. */
  subtitle?: string;
  sections: readonly PdfSection[];
}

/** What stands for each run of characters the standard fonts cannot draw. */
export const PDF_REPLACEMENT = '?';
export const PDF_LOSSY_NOTE = `Characters that this PDF's font cannot show (emoji, non-Latin scripts) appear as '${PDF_REPLACEMENT}'.`;

/**
 * Windows-1252's bytes 0x80 to 0x9f (its 5 unassigned bytes as the C1 controls, which are never
 * drawn). The rest of the encoding is Latin-1. Spelled out: TextDecoder's 'windows-1252' decodes
 * these as Latin-1 controls in some runtimes.
 */
export const WIN_ANSI_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/** The characters of WinAnsiEncoding, which jspdf maps to the standard fonts. */
const WIN_ANSI = new Set(Array.from({ length: 224 }, (_, i) => (i >= 0x60 && i < 0x80 ? WIN_ANSI_80_9F[i - 0x60] : String.fromCharCode(i + 32))));

/** A character as drawn: itself, a plain equivalent ('ﬁ' is 'fi'), '' when invisible, null when it cannot be. */
function printable(char: string): string | null {
  if (char === '\n') return char;
  if (char === '\t') return ' ';
  // Controls, format characters (bidi marks, joiners) and combining marks NFC could not compose.
  if (/[\p{Cc}\p{Cf}\p{M}]/u.test(char)) return '';
  if (WIN_ANSI.has(char)) return char;
  const folded = char.normalize('NFKD').replace(/\p{M}/gu, '');
  return folded && [...folded].every((c) => WIN_ANSI.has(c)) ? folded : null;
}

/**
 * Text the standard fonts can draw: each run of characters they cannot (an emoji with its
 * modifiers, a word in Arabic or Hebrew) becomes one PDF_REPLACEMENT; everything else stays.
 * Without this, jspdf writes the whole string as UTF-16 bytes, which shows as garbage.
 */
export function pdfText(text: string): string {
  return toPdfText(text).text;
}

function toPdfText(text: string): { text: string; replaced: boolean } {
  let out = '';
  let inGap = false;
  let replaced = false;
  for (const char of text.normalize('NFC')) {
    const drawn = printable(char);
    if (drawn === null) {
      if (!inGap) out += PDF_REPLACEMENT;
      inGap = true;
      replaced = true;
    } else if (drawn !== '') {
      out += drawn;
      inGap = false;
    }
  }
  return { text: out, replaced };
}

const MARGIN = 15;
const PRIMARY: [number, number, number] = [1, 42, 35];
const TEXT: [number, number, number] = [51, 51, 51];
const LINE_HEIGHT = 6;

type AutoTableDoc = { lastAutoTable?: { finalY: number } };

/**
 * Builds the PDF of one document, or of several (each from a new page), and returns its bytes.
 * Content streams are left uncompressed (jspdf's default), so tests can read the text back.
 */
export async function renderPdf(specs: PdfDocumentSpec | readonly PdfDocumentSpec[]): Promise<Uint8Array> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  const contentWidth = pageWidth - MARGIN * 2;
  let y = MARGIN;
  // Whether the document drawn now lost characters (see pdfText).
  let lossy = false;
  const safe = (text: string) => {
    const drawn = toPdfText(text);
    if (drawn.replaced) lossy = true;
    return drawn.text;
  };

  const ensureSpace = (needed: number) => {
    if (y + needed > pageHeight - MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
  };

  const drawDocument = (spec: PdfDocumentSpec) => {
    lossy = false;
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(18);
    doc.setTextColor(...PRIMARY);
    doc.text(safe(spec.title), MARGIN, y + 4);
    y += 12;
    if (spec.subtitle) {
      doc.setFont('helvetica', 'normal');
      doc.setFontSize(10);
      doc.setTextColor(...TEXT);
      const lines = doc.splitTextToSize(safe(spec.subtitle), contentWidth) as string[];
      doc.text(lines, MARGIN, y);
      y += lines.length * 5 + 3;
    }

    for (const section of spec.sections) {
      if (section.newPage) {
        doc.addPage();
        y = MARGIN;
      } else {
        ensureSpace(20);
      }
      doc.setFont('helvetica', 'bold');
      doc.setFontSize(13);
      doc.setTextColor(...PRIMARY);
      doc.text(safe(section.title), MARGIN, y + 4);
      doc.setDrawColor(...PRIMARY);
      doc.line(MARGIN, y + 6, pageWidth - MARGIN, y + 6);
      y += 10;

      if (section.rows?.length) {
        autoTable(doc, {
          startY: y,
          margin: { left: MARGIN, right: MARGIN },
          theme: 'grid',
          body: section.rows.map(([label, value]) => [safe(label), safe(value) || '—']),
          styles: { fontSize: 10, textColor: TEXT, cellPadding: 2 },
          columnStyles: { 0: { fontStyle: 'bold', cellWidth: 50, fillColor: [246, 245, 241] } },
        });
        y = ((doc as unknown as AutoTableDoc).lastAutoTable?.finalY ?? y) + 4;
      }

      doc.setFontSize(10);
      doc.setTextColor(...TEXT);
      if (section.bullets) {
        if (section.bulletsLabel) {
          ensureSpace(LINE_HEIGHT);
          doc.setFont('helvetica', 'bold');
          doc.text(safe(section.bulletsLabel), MARGIN, y + 4);
          y += LINE_HEIGHT;
        }
        doc.setFont('helvetica', 'normal');
        for (const bullet of section.bullets) {
          const lines = doc.splitTextToSize(safe(bullet), contentWidth - 6) as string[];
          ensureSpace(lines.length * LINE_HEIGHT);
          doc.text('•', MARGIN + 1, y + 4);
          doc.text(lines, MARGIN + 6, y + 4);
          y += lines.length * LINE_HEIGHT;
        }
        y += 2;
      }

      if (section.text) {
        doc.setFont('helvetica', 'normal');
        const lines = doc.splitTextToSize(safe(section.text), contentWidth) as string[];
        for (const line of lines) {
          ensureSpace(LINE_HEIGHT);
          doc.text(line, MARGIN, y + 4);
          y += LINE_HEIGHT;
        }
        y += 2;
      }
      y += 4;
    }

    if (lossy) {
      ensureSpace(LINE_HEIGHT);
      doc.setFont('helvetica', 'italic');
      doc.setFontSize(8);
      doc.setTextColor(...TEXT);
      doc.text(PDF_LOSSY_NOTE, MARGIN, y + 4);
      y += LINE_HEIGHT;
    }
  };

  (Array.isArray(specs) ? specs : [specs]).forEach((spec: PdfDocumentSpec, index) => {
    if (index > 0) {
      doc.addPage();
      y = MARGIN;
    }
    drawDocument(spec);
  });

  return new Uint8Array(doc.output('arraybuffer'));
}

/** Builds the PDF and hands it to the browser as a download named `fileName`. */
export async function downloadPdf(specs: PdfDocumentSpec | readonly PdfDocumentSpec[], fileName: string): Promise<void> {
  const bytes = await renderPdf(specs);
  downloadBlob(new Blob([bytes as BlobPart], { type: 'application/pdf' }), fileName);
}
