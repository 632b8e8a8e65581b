import { resourceClient } from '@/lib/api-resource';
import { bannerResource, type Banner } from '@/types/api/banners';

// The path is the contract's, the one the mock backend serves the resource at.
export const banners = resourceClient<Banner>({ key: 'banners', path: bannerResource.path, fetchFailed: 'Failed to fetch banners' });

export const bannerQueries = { all: banners.all, public: banners.list, admin: banners.adminList, detail: banners.detail };
