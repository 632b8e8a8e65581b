import { apiResource } from '@/lib/api-resource';
import type { Banner } from '@/types/api/banners';

export const banners = apiResource<Banner>({ key: 'banners', path: '/api/banner', fetchFailed: 'Failed to fetch banners' });

export const bannerQueries = { all: banners.all, public: banners.list, admin: banners.adminList, detail: banners.detail };
