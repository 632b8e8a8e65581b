// The words a reset link's question names what would be lost with.
import { describe, expect, it } from 'vitest';
import { describeChanges } from './start-consent';

describe('describeChanges', () => {
  it('counts each kind in words, one and many, joined as a list', () => {
    expect(describeChanges([{ kind: 'events', count: 1, noun: ['post', 'posts'] }])).toBe('1 post');
    expect(
      describeChanges([
        { kind: 'contacts', count: 2, noun: ['contact message', 'contact messages'] },
        { kind: 'volunteers', count: 1, noun: ['volunteer application', 'volunteer applications'] },
        { kind: 'events', count: 3, noun: ['post', 'posts'] },
        { kind: 'settings', count: 1, noun: 'the settings' },
      ]),
    ).toBe('2 contact messages, 1 volunteer application, 3 posts and the settings');
  });
});
