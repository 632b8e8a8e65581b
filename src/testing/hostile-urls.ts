// Links and images a stored record must never render: one list for the URL rules, safeHref and
// the components that show stored data.

/** Allowed as images (an <img> runs no script from them), never as links. */
const HOSTILE_LINKS_ONLY = ['data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+', 'blob:https://evil.example/1'];

export const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\njavascript:alert(1)',
  '\u0001javascript:alert(1)',
  '\u0000javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'javascript&colon;alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  '//evil.example',
  '//evil.example/path',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'https://',
  'ftp://evil.example/x',
  ...HOSTILE_LINKS_ONLY,
];

/** What an image reference must refuse: every hostile link but the image-only ones. */
export const HOSTILE_IMAGE_URLS = HOSTILE_URLS.filter((url) => !HOSTILE_LINKS_ONLY.includes(url));

/** A few of them, for tests that render the whole app once per value. */
export const HOSTILE_URL_SAMPLE = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example',
];
