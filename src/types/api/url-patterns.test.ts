// The URL rules as the OpenAPI document states them (linkRules, imageRefRules): every string their
// patterns match passes the rule's function, checked on strings json-schema-faker generates from
// the patterns (seeded), and every hostile link and image is refused by them as by the functions.
import { generateSync } from 'json-schema-faker';
import { describe, expect, it } from 'vitest';
import { HOSTILE_IMAGE_URLS, HOSTILE_URLS } from '@/testing/hostile-urls';
import { imageRefRules, linkRules } from './url-patterns';
import { isImageDataUrl, isImageRef, isUrlOrPath } from './url-rules';

const SAMPLES = 300;

type Rule = { pattern: string; maxLength: number };

const matches = (rule: Rule, value: string) => value.length <= rule.maxLength && new RegExp(rule.pattern, 'u').test(value);
const samples = (rule: Rule) => Array.from({ length: SAMPLES }, (_, i) => generateSync({ type: 'string', ...rule }, { seed: 26 + i }) as string);
const imageBranches = (optional: boolean) => imageRefRules(optional).anyOf as Rule[];

describe.each([true, false])('the patterns (optional: %s)', (optional) => {
  it('generate only links isUrlOrPath accepts (or, when optional, blanks)', () => {
    for (const value of samples(linkRules(optional) as Rule)) {
      expect(matches(linkRules(optional) as Rule, value), JSON.stringify(value)).toBe(true);
      const trimmed = value.trim();
      if (trimmed === '') expect(optional).toBe(true);
      else expect(isUrlOrPath(trimmed), JSON.stringify(value)).toBe(true);
    }
  });

  it('generate only images isImageRef accepts, and inline ones an upload would take', () => {
    const [inline, reference] = imageBranches(optional);
    for (const value of samples(inline)) expect(isImageDataUrl(value.trim()) && isImageRef(value.trim()), JSON.stringify(value)).toBe(true);
    for (const value of samples(reference)) {
      const trimmed = value.trim();
      if (trimmed === '') expect(optional).toBe(true);
      else expect(isImageRef(trimmed), JSON.stringify(value)).toBe(true);
    }
  });

  it('refuse every hostile link and image', () => {
    for (const bad of HOSTILE_URLS) expect(matches(linkRules(optional) as Rule, bad), JSON.stringify(bad)).toBe(false);
    for (const bad of HOSTILE_IMAGE_URLS)
      expect(
        imageBranches(optional).some((branch) => matches(branch, bad)),
        JSON.stringify(bad),
      ).toBe(false);
  });
});

it('take the links, paths and images the app writes', () => {
  for (const link of ['/donate', '/blog/1?x=1#top', 'https://example.org/give', 'http://localhost:5173/volunteer', ' /donate ']) {
    expect(matches(linkRules(false) as Rule, link), link).toBe(true);
  }
  for (const image of [
    '/uploads/1.png',
    'images/events/x.jpg',
    'https://example.org/a.jpg',
    'blob:http://localhost:4173/2f1e9c4a',
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==',
  ]) {
    expect(
      imageBranches(false).some((branch) => matches(branch, image)),
      image,
    ).toBe(true);
  }
});
