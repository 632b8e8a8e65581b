/** Spec §8: the admin-management texts, exactly. */
export const ADMIN_TEXTS = {
  loadFailed: 'Failed to load admins. Please try again.',
  created: 'Admin created successfully!',
  createFailed: 'Failed to create admin. Please try again.',
  passwordUpdated: 'Password updated successfully!',
  passwordFailed: 'Failed to update password. Please try again.',
  deleted: 'Admin deleted successfully!',
  deleteFailed: 'Failed to delete admin. Please try again.',
  activated: 'Admin activated successfully!',
  deactivated: 'Admin deactivated successfully!',
  statusFailed: 'Failed to update status. Please try again.',
  deleteConfirm: (username: string) => `Are you sure you want to delete admin "${username}"?`,
} as const;
