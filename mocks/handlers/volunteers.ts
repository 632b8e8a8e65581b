import type { HttpHandler } from 'msw';

// Filled in by the mock-backend work (issue #3).
export const volunteersHandlers: HttpHandler[] = [];
