import { bannersHandlers } from './banners';

export const handlers = [...bannersHandlers];
