// The spec gives banners their texts and services "the equivalents": the same sentences with the
// resource's noun. Built here once, so the two cannot drift. For 'Banner':
//   Add Banner, Edit Banner, Save Banner, Update Banner, Banner added successfully!,
//   Banner updated successfully!, Failed to save banner. Please try again.,
//   No banners found. Click "Add Banner" to create one., Do you want to delete "{title}"?,
//   Banner has been deleted successfully., Failed to delete banner. Please try again.,
//   Do you want to deactivate "{title}"? (or activate), Banner deactivated successfully! (or
//   activated), Failed to toggle banner status. Please try again.
import type { ResourceFormTexts } from './resource-form-dialog';
import type { DeleteTexts, ToggleTexts } from './row-actions';

/** How a question names a record: by its title unless the resource says otherwise (a partner by its name). */
type NameOf<T> = T extends { title: string } ? [nameOf?: (record: T) => string] : [nameOf: (record: T) => string];

export type ResourceTexts<T> = ResourceFormTexts &
  DeleteTexts<T> &
  ToggleTexts<T> & {
    /** The Add button; also the title of the form when adding. */
    addLabel: string;
    /** The table's caption ('Banners'); its pagination is '{caption} pages'. */
    caption: string;
    loading: string;
    empty: string;
  };

export function resourceTexts<T extends { is_active?: boolean }>(noun: string, ...[nameOf]: NameOf<T>): ResourceTexts<T> {
  const lower = noun.toLowerCase();
  const name = nameOf ?? ((record: T) => (record as { title?: string }).title ?? '');
  return {
    addLabel: `Add ${noun}`,
    caption: `${noun}s`,
    loading: `Loading ${lower}s...`,
    empty: `No ${lower}s found. Click "Add ${noun}" to create one.`,
    addTitle: `Add ${noun}`,
    editTitle: `Edit ${noun}`,
    addSubmit: `Save ${noun}`,
    editSubmit: `Update ${noun}`,
    added: `${noun} added successfully!`,
    updated: `${noun} updated successfully!`,
    saveFailed: `Failed to save ${lower}. Please try again.`,
    deleteConfirm: (record) => `Do you want to delete "${name(record)}"?`,
    deleted: `${noun} has been deleted successfully.`,
    deletedTitle: 'Deleted',
    deleteFailed: `Failed to delete ${lower}. Please try again.`,
    toggleConfirm: (record) => `Do you want to ${record.is_active ? 'deactivate' : 'activate'} "${name(record)}"?`,
    activated: `${noun} activated successfully!`,
    deactivated: `${noun} deactivated successfully!`,
    toggleFailed: `Failed to toggle ${lower} status. Please try again.`,
  };
}
