// A seat's connection as a small dot (green, amber, red) with the measured round
// trip in its tooltip: players want to know whether someone is lagging, not the
// milliseconds.
// `lost`: this page's own connection is down (a grey dot, "reconnecting").
export function LatencyDot({ ms, lost = false }: { ms: number | undefined; lost?: boolean }) {
  if (lost) return <span class="latency lost" role="img" title="connection lost: reconnecting" aria-label="connection lost: reconnecting" />;
  if (ms === undefined || ms < 0) return null;
  const quality = ms < 150 ? 'good' : ms < 400 ? 'fair' : 'poor';
  const words = `connection ${quality === 'good' ? 'good' : quality === 'fair' ? 'slow' : 'very slow'}: ${ms} ms there and back`;
  return <span class={`latency ${quality}`} role="img" title={words} aria-label={words} />;
}
