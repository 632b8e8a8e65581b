import { describe, expect, it } from 'vitest';
import { resourceTexts } from './resource-texts';

describe('resourceTexts', () => {
  it("gives the spec's banner sentences, naming a record by its title", () => {
    const texts = resourceTexts<{ title: string; is_active: boolean }>('Banner');
    expect(texts.empty).toBe('No banners found. Click "Add Banner" to create one.');
    expect(texts.deleteConfirm({ title: 'Hope', is_active: true })).toBe('Do you want to delete "Hope"?');
    expect(texts.toggleConfirm({ title: 'Hope', is_active: true })).toBe('Do you want to deactivate "Hope"?');
    expect(texts.toggleConfirm({ title: 'Hope', is_active: false })).toBe('Do you want to activate "Hope"?');
  });

  it('names a record without a title as the resource says', () => {
    const texts = resourceTexts<{ name: string; is_active: boolean }>('Partner', (partner) => partner.name);
    expect(texts.addLabel).toBe('Add Partner');
    expect(texts.deleteConfirm({ name: 'City Food Bank', is_active: true })).toBe('Do you want to delete "City Food Bank"?');
    expect(texts.toggleConfirm({ name: 'City Food Bank', is_active: false })).toBe('Do you want to activate "City Food Bank"?');
  });
});
