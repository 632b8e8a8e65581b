import { useCallback, useState } from 'react';
import { assetUrl } from '@/config/env';
import { siteContact } from '@/config/site-contact';
import { useHydrated } from '@/lib/use-hydrated';
import { useOnlineStatus } from './use-online-status';

const FALLBACK_IMAGE = '/images/map-fallback.svg';

/** One map tile: if it loads, the tile server the embed draws from is reachable. */
const TILE_PROBE_URL = 'https://tile.openstreetmap.org/0/0/0.png';

function canReachTiles(): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = new Image();
    probe.onload = () => resolve(true);
    probe.onerror = () => resolve(false);
    probe.src = TILE_PROBE_URL;
  });
}

type MapEmbedProps = {
  /** Accessible name of the iframe. */
  title?: string;
  className?: string;
};

/**
 * OpenStreetMap embed of the office over a static picture of the same place. The picture stays
 * until the embed has loaded while online: offline there is no iframe at all. An iframe's load
 * event also fires for a browser error page (navigator.onLine is true behind a network without
 * internet), so one tile must load too before the embed is shown. The build's HTML has no iframe:
 * making a frame, even a lazy one, cost the first paint two document commits (about 30 ms on this
 * machine, before any throttling); it joins once the page is hydrated.
 */
export function MapEmbed({ title = 'Our location on the map', className }: MapEmbedProps) {
  const online = useOnlineStatus();
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState(false);
  // When the iframe unmounts (going offline) a later one must load again before it is shown.
  const frameRef = useCallback((node: HTMLIFrameElement | null) => {
    if (!node) return;
    let current = true;
    node.addEventListener('load', () => {
      void canReachTiles().then((reachable) => {
        if (current && reachable && navigator.onLine) setLoaded(true);
      });
    });
    return () => {
      current = false;
      setLoaded(false);
    };
  }, []);

  const showEmbed = online && loaded;
  const classes = ['map-embed', showEmbed ? 'is-loaded' : '', className ?? ''].filter(Boolean).join(' ');

  return (
    <div className={classes}>
      {/* Loaded eagerly (it is small) so it is already cached if the connection drops later. */}
      <img
        className="map-embed__fallback"
        src={assetUrl(FALLBACK_IMAGE)}
        alt={`Map showing our office at ${siteContact.address}`}
        width={600}
        height={400}
        hidden={showEmbed}
      />
      {online && hydrated && (
        <iframe
          ref={frameRef}
          className="map-embed__frame"
          src={siteContact.mapEmbedUrl}
          title={title}
          loading="lazy"
          width={600}
          height={400}
        />
      )}
    </div>
  );
}
