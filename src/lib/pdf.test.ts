import { describe, expect, it } from 'vitest';
import { extractPdfText, pdfPages } from '@/testing/pdf-text';
import { PDF_LOSSY_NOTE, pdfText, renderPdf } from './pdf';

describe('pdfText', () => {
  it('keeps every Windows-1252 character, accents and typographic marks included', () => {
    const text = 'Café Straße – “quoted” ‘single’ €5 £3 © • … Œuvre Żaba';
    // Ż is not in Windows-1252: it folds to Z.
    expect(pdfText(text)).toBe('Café Straße – “quoted” ‘single’ €5 £3 © • … Œuvre Zaba');
  });

  it('folds compatibility forms and drops invisible marks', () => {
    expect(pdfText('ﬁne ＡＢＣ')).toBe('fine ABC');
    expect(pdfText('a\u200Fb\u200Dc\uFEFFd')).toBe('abcd');
    expect(pdfText('e\u0301')).toBe('é');
    expect(pdfText('tab\there\nnext')).toBe('tab here\nnext');
  });

  it("turns each run of characters the fonts lack (emoji, Arabic, Hebrew) into one '?'", () => {
    expect(pdfText('Thanks 😀👍🏽!')).toBe('Thanks ?!');
    expect(pdfText('👨‍👩‍👧 family')).toBe('? family');
    expect(pdfText('مرحبا بكم')).toBe('? ?');
    expect(pdfText('שלום, Sara')).toBe('?, Sara');
    expect(pdfText('漢字')).toBe('?');
  });
});

describe('renderPdf', () => {
  const spec = (title: string) => ({
    title,
    subtitle: 'Line one\nLine two',
    sections: [{ title: 'Section', rows: [['Label', 'Value'] as const], text: 'Closing text.' }],
  });

  it('draws one document, text readable back in order', async () => {
    const bytes = await renderPdf(spec('Title'));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(extractPdfText(bytes).split('\n')).toEqual(['Title', 'Line one', 'Line two', 'Section', 'Label', 'Value', 'Closing text.']);
  });

  it('draws several documents, each from a new page', async () => {
    const pages = pdfPages(await renderPdf([spec('First'), spec('Second'), spec('Third')]));
    expect(pages.map((page) => page[0])).toEqual(['First', 'Second', 'Third']);
  });

  it('notes, at the end of a document that lost characters, what they show as; only there', async () => {
    const bytes = await renderPdf([spec('Plain'), { ...spec('Emoji 🎉 and עברית'), subtitle: 'x' }]);
    const [plain, lossy] = pdfPages(bytes);
    expect(plain).not.toContain(PDF_LOSSY_NOTE);
    expect(lossy[0]).toBe('Emoji ? and ?');
    expect(lossy.at(-1)).toBe(PDF_LOSSY_NOTE);
  });
});
