// Reads figures out of a Prometheus text exposition (GET /metrics), for tests that check counters and gauges.
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{([^}\n]*)\})?[ \t]+(\S+)/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\.)*)"/g;

/** The sum of the samples named `name` whose labels include every one of `labels`; 0 when there are none. */
export function metricValue(text: string, name: string, labels: Readonly<Record<string, string>> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const m = SAMPLE.exec(line);
    if (m === null || m[1] !== name) continue;
    const found = new Map([...(m[2] ?? '').matchAll(LABEL)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([key, value]) => found.get(key) === value)) sum += Number(m[3]);
  }
  return sum;
}

/** GET /metrics from a running gateway. */
export async function fetchMetrics(origin: string): Promise<string> {
  const res = await fetch(`${origin}/metrics`);
  if (!res.ok) throw new Error(`GET ${origin}/metrics answered ${res.status}`);
  return res.text();
}
