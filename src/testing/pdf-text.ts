// The text of a PDF made by src/lib/pdf.ts, read back in tests. jspdf leaves content streams
// uncompressed and writes every text as a literal string shown with Tj, in WinAnsiEncoding: this
// reads those strings, page by page, in drawing order.

import { WIN_ANSI_80_9F } from '@/lib/pdf';

const STRING_SHOWN = /\((?:\\[\s\S]|[^\\)])*\)\s*Tj/g;
const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

function unescapePdfString(literal: string): string {
  return literal.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, code: string) =>
    /^[0-7]/.test(code) ? String.fromCharCode(parseInt(code, 8)) : (ESCAPES[code] ?? code),
  );
}

/** Each page's text strings, decoded from WinAnsiEncoding. */
export function pdfPages(bytes: Uint8Array): string[][] {
  // Byte for byte (TextDecoder's 'latin1' is Windows-1252, which would change bytes 0x80-0x9f).
  const raw = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  // jspdf writes one content stream per page, in page order; no other stream shows text.
  const streams = raw.match(/stream\r?\n[\s\S]*?endstream/g) ?? [];
  return streams
    .map((stream) =>
      [...stream.matchAll(STRING_SHOWN)].map((match) => {
        const literal = unescapePdfString(match[0].slice(1, match[0].lastIndexOf(')')));
        return literal.replace(/[\x80-\x9f]/g, (c) => WIN_ANSI_80_9F[c.charCodeAt(0) - 0x80]);
      }),
    )
    .filter((strings) => strings.length > 0);
}

/** All the PDF's text strings, one per line. */
export function extractPdfText(bytes: Uint8Array): string {
  return pdfPages(bytes)
    .map((page) => page.join('\n'))
    .join('\n');
}
