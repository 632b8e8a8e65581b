import { resourceClient } from '@/lib/api-resource';
import type { Banner } from '@/types/api/banners';
import { RESOURCE_PATHS } from '@/types/api/plain-values';

// The path is the contract's, the one the mock backend serves the resource at.
export const banners = resourceClient<Banner>({ key: 'banners', path: RESOURCE_PATHS.banners, fetchFailed: 'Failed to fetch banners' });

export const bannerQueries = { all: banners.all, public: banners.list, admin: banners.adminList, detail: banners.detail };
