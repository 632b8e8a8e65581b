// Asks the visitor something before the app has rendered, in the app's own confirm dialog, whose
// code loads only when asked: the in-browser backend's start-up asks before a link wipes the demo
// data (mocks/qa/start-consent.ts), and cannot import the app's components itself.
import type { Confirmation } from '@/components/ui/confirm-alone';
import { loadChunk } from './chunk';

export type { Confirmation };

export async function confirmBeforeStart(question: Confirmation): Promise<boolean> {
  const { confirmAlone } = await loadChunk('confirm-alone', () => import('@/components/ui/confirm-alone'));
  return confirmAlone(question);
}
