// Renders a simple document (title, then titled sections of label/value rows, bullets and text)
// to PDF. jspdf and jspdf-autotable are imported here, on demand, so they never weigh on the
// initial load: nothing loads until a PDF is actually made.

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
  subtitle?: string;
  sections: readonly PdfSection[];
}

const MARGIN = 15;
const PRIMARY: [number, number, number] = [1, 42, 35];
const TEXT: [number, number, number] = [51, 51, 51];
const LINE_HEIGHT = 6;

type AutoTableDoc = { lastAutoTable?: { finalY: number } };

/** Builds the PDF and returns its bytes. */
export async function renderPdf(spec: PdfDocumentSpec): Promise<Uint8Array> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  const contentWidth = pageWidth - MARGIN * 2;
  let y = MARGIN;

  const ensureSpace = (needed: number) => {
    if (y + needed > pageHeight - MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
  };

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(18);
  doc.setTextColor(...PRIMARY);
  doc.text(spec.title, MARGIN, y + 4);
  y += 12;
  if (spec.subtitle) {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(10);
    doc.setTextColor(...TEXT);
    doc.text(spec.subtitle, MARGIN, y);
    y += 8;
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
    doc.text(section.title, MARGIN, y + 4);
    doc.setDrawColor(...PRIMARY);
    doc.line(MARGIN, y + 6, pageWidth - MARGIN, y + 6);
    y += 10;

    if (section.rows?.length) {
      autoTable(doc, {
        startY: y,
        margin: { left: MARGIN, right: MARGIN },
        theme: 'grid',
        body: section.rows.map(([label, value]) => [label, value || '—']),
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
        doc.text(section.bulletsLabel, MARGIN, y + 4);
        y += LINE_HEIGHT;
      }
      doc.setFont('helvetica', 'normal');
      for (const bullet of section.bullets) {
        const lines = doc.splitTextToSize(bullet, contentWidth - 6) as string[];
        ensureSpace(lines.length * LINE_HEIGHT);
        doc.text('•', MARGIN + 1, y + 4);
        doc.text(lines, MARGIN + 6, y + 4);
        y += lines.length * LINE_HEIGHT;
      }
      y += 2;
    }

    if (section.text) {
      doc.setFont('helvetica', 'normal');
      const lines = doc.splitTextToSize(section.text, contentWidth) as string[];
      for (const line of lines) {
        ensureSpace(LINE_HEIGHT);
        doc.text(line, MARGIN, y + 4);
        y += LINE_HEIGHT;
      }
      y += 2;
    }
    y += 4;
  }

  return new Uint8Array(doc.output('arraybuffer'));
}

/** Builds the PDF and hands it to the browser as a download named `fileName`. */
export async function downloadPdf(spec: PdfDocumentSpec, fileName: string): Promise<void> {
  const bytes = await renderPdf(spec);
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked later: some browsers read the blob after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
