import { onTestFinished } from 'vitest';

/** jsdom has no scrollIntoView: records, for this test, each element asked to scroll into view. */
export function recordScrollsIntoView(): Element[] {
  const scrolled: Element[] = [];
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    value(this: Element) {
      scrolled.push(this);
    },
  });
  onTestFinished(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
  return scrolled;
}
