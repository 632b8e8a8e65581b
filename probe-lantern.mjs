import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium-path.mjs';
import { serveStatic, freePort } from './scripts/bench-util.mjs';
const s = await serveStatic({ dir: process.env.DIR ?? 'dist', base: '/', port: await freePort(4800) });
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });
for (let i = 0; i < Number(process.env.ROUNDS ?? 2); i++) {
const r = await lighthouse(s.url + (process.env.LHPATH ?? ''), { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const A = r.artifacts;
const settings = r.lhr.configSettings;
const data = { trace: A.Trace, devtoolsLog: A.DevtoolsLog, gatherContext: A.GatherContext, settings, simulator: null, URL: A.URL, SourceMaps: A.SourceMaps };
const res = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
console.log(`\n#### LCP ${Math.round(res.timing)} opt ${Math.round(res.optimisticEstimate.timing)} pess ${Math.round(res.pessimisticEstimate.timing)}`);
for (const [label, est] of [['opt', res.optimisticEstimate], ['pess', res.pessimisticEstimate]]) {
  const rows = [...est.nodeTimings.entries()].map(([node, t]) => ({ node, ...t })).sort((a, b) => a.startTime - b.startTime);
  console.log(label, rows.map((x) => x.node.type === 'network' ? `N ${x.node.request.url.replace(s.url, '/').slice(0, 40)} ${Math.round(x.startTime)}-${Math.round(x.endTime)}` : `C ${Math.round(x.startTime)}-${Math.round(x.endTime)}`).join('\n   '));
}
}
await chrome.kill(); s.close();
