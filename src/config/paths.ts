// Every route of the app, with a getHref so links never hand-build paths.
import { donateQuery, type DonatePrefill } from '@/types/api/donate-link';

export const paths = {
  home: { path: '/', getHref: () => '/' },
  about: { path: '/about', getHref: () => '/about' },
  services: { path: '/services', getHref: () => '/services' },
  causes: { path: '/causes', getHref: () => '/causes' },
  /** With a prefill, the wizard opens with that type and amount ('/donate?type=zakat&amount=123.45'). */
  donate: { path: '/donate', getHref: (prefill?: DonatePrefill) => `/donate${donateQuery(prefill)}` },
  zakat: { path: '/zakat', getHref: () => '/zakat' },
  events: { path: '/events', getHref: () => '/events' },
  contact: { path: '/contact', getHref: () => '/contact' },
  volunteer: { path: '/volunteer', getHref: () => '/volunteer' },
  gallery: { path: '/gallery', getHref: () => '/gallery' },
  blogPost: { path: '/blog/:id', getHref: (id: string | number) => `/blog/${encodeURIComponent(String(id))}` },
  category: {
    path: '/category/:categoryId',
    getHref: (categoryId: string) => `/category/${encodeURIComponent(categoryId)}`,
  },
  health: { path: '/health', getHref: () => '/health' },
  /** The API reference: linked from /health, not in the public navigation. */
  developers: { path: '/developers', getHref: () => '/developers' },
  login: { path: '/development', getHref: () => '/development' },
  adminDashboard: {
    path: '/admin/dashboard',
    getHref: (tab?: string) => (tab ? `/admin/dashboard?tab=${encodeURIComponent(tab)}` : '/admin/dashboard'),
  },
  adminBlogPosts: { path: '/admin/blog-posts', getHref: () => '/admin/blog-posts' },
  bannerPreview: { path: '/banner-preview/:id', getHref: (id: string | number) => `/banner-preview/${id}` },
} as const;

/** Admin mode hides the public chrome: the path contains /admin or starts with /development. */
export function isAdminPath(pathname: string): boolean {
  return pathname.includes('/admin') || pathname.startsWith('/development');
}

/** The pages for developers and testers: a plain layout of their own, without the public chrome or popups. */
export function isToolPath(pathname: string): boolean {
  return pathname === paths.health.path || pathname === paths.developers.path;
}
