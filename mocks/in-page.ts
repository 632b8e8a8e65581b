// The backend without a service worker: the same handlers answer the page's own fetch calls
// (the api client's only transport). What the browser loads by itself, such as an <img> of an
// upload stored in this session, is not intercepted. This is what msw's setupWorker does in its
// "fallback mode", which it enters only when the Service Worker API is missing altogether.
import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { defineNetwork, InterceptorSource } from 'msw/experimental';
import { handlers } from './handlers';

export async function startInPage(): Promise<void> {
  const network = defineNetwork({
    // The cast bridges a variance quirk of msw's declared types: an HTTP-only interceptor is
    // exactly what msw's own fallback mode passes here.
    sources: [new InterceptorSource({ interceptors: [new FetchInterceptor()] as ConstructorParameters<typeof InterceptorSource>[0]['interceptors'] })],
    handlers,
    onUnhandledFrame: 'bypass',
    context: { quiet: true },
  });
  await network.enable();
}
