import { ALL_CONTEXTS, BOTH_DIRECTIONS, defineDetector, type Finding } from '../detector.ts';

// Server-side request forgery (CWE-918): a URL handed to a fetching tool points back inside the network,
// most valuably at the cloud metadata service that hands out credentials (the 2019 Capital One breach).
// Development code is full of `http://localhost:3000`, so loopback and private hosts alone are weak
// evidence; metadata endpoints, encoded addresses (which exist only to slip past filters) and schemes that
// speak raw protocols (`gopher://`, `dict://`) are strong.
type Reason =
  | 'CLOUD_METADATA'
  | 'LOOPBACK_URL'
  | 'PRIVATE_NETWORK_URL'
  | 'ENCODED_IP'
  | 'DANGEROUS_SCHEME'
  | 'INTERNAL_ALIAS_HOST';

// scheme :// authority (path). The classes exclude whitespace and quotes, so a URL never spans lines.
const URL_PATTERN = /\b([a-z][a-z0-9+.-]{1,15}):\/\/([^\s/?#"'<>\\`|{}^]*)([^\s"'<>\\`]*)/gi;
const METADATA_MENTION =
  /\b(?:169\.254\.169\.254|metadata\.google\.internal|fd00:ec2::254|100\.100\.100\.200|169\.254\.170\.2)\b(?::\d{1,5})?(\/(?:latest|computeMetadata|metadata|opc|v\d)\b)?|\/latest\/(?:meta-data|user-data|api\/token)\b|\/computeMetadata\/v1\b|\/metadata\/identity\/oauth2\/token\b|\/opc\/v[12]\/instance\b/gi;
const METADATA_PATH =
  /^\/(?:latest\/(?:meta-data|user-data|api\/token)|computeMetadata\/v1|metadata\/(?:instance|identity)|opc\/v[12]\/)/i;
const IPV4_PART = /^(?:0x[0-9a-f]{1,8}|0[0-7]{0,11}|[1-9]\d{0,9})$/i;
const IPV6_GROUP = /^[0-9a-f]{1,4}$/i;
const DOTTED_IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const REBINDING_SERVICE = /(?:^|\.)(?:nip\.io|xip\.io|sslip\.io|1u\.ms|rbndr\.us|localtest\.me|lvh\.me|vcap\.me)$/;
const EMBEDDED_IPV4 = /\b(\d{1,3})[.-](\d{1,3})[.-](\d{1,3})[.-](\d{1,3})\b/;
const CLUSTER_INTERNAL = /(?:^|\.)(?:svc\.cluster\.local|kubernetes\.default(?:\.svc)?)$/;
const SENSITIVE_SERVICE_PATH =
  /^\/(?:admin|server-status|actuator|\.env|debug|console|manager\/html|_cat|v1\.\d{1,2}\/containers|api\/v1\/namespaces)\b/i;
const SENSITIVE_PORTS = new Set([
  '2375',
  '2376',
  '2379',
  '6379',
  '9200',
  '10250',
  '10255',
  '8500',
  '11211',
  '5984',
  '9000',
]);
const FILE_TARGET =
  /^(?:\/\/(?:localhost)?)?\/(?:etc|proc|root|sys|home\/[^/]+\/\.ssh)\/|^\/{0,3}[a-z]:[\\/]{1,2}windows\b/i;

type HostClass = 'metadata' | 'loopback' | 'private' | 'public' | 'name';

const METADATA_HOSTS = new Set(['metadata.google.internal', 'metadata', 'instance-data', 'fd00:ec2::254']);

/** WHATWG-style IPv4 parsing: `0x7f000001`, `2130706433`, `0177.0.0.1` and `127.1` all mean 127.0.0.1. */
function parseIpv4(host: string): number | undefined {
  const parts = host.split('.');
  if (parts.length > 4 || parts.some((p) => !IPV4_PART.test(p))) return undefined;
  const values = parts.map((p) =>
    p.length > 1 && p[0] === '0' ? Number.parseInt(p, p[1] === 'x' || p[1] === 'X' ? 16 : 8) : Number(p),
  );
  let address = 0;
  for (let i = 0; i < values.length - 1; i++) {
    const v = values[i] ?? 0;
    if (v > 255) return undefined;
    address = address * 256 + v;
  }
  const last = values[values.length - 1] ?? 0;
  const room = 256 ** (5 - values.length);
  if (last >= room) return undefined;
  return address * room + last;
}

function classifyIpv4(a: number): HostClass {
  const first = Math.floor(a / 2 ** 24);
  const second = Math.floor(a / 2 ** 16) % 256;
  // 169.254.169.254 (AWS, Azure, GCP, OCI), 169.254.170.2 (ECS task role), 100.100.100.200 (Alibaba).
  if (a === 0xa9fea9fe || a === 0xa9feaa02 || a === 0x646464c8) return 'metadata';
  if (first === 127 || first === 0) return 'loopback';
  if (first === 10 || (first === 172 && second >= 16 && second < 32) || (first === 192 && second === 168))
    return 'private';
  if ((first === 169 && second === 254) || (first === 100 && second >= 64 && second < 128)) return 'private';
  return 'public';
}

/** Expands an IPv6 literal to eight groups; undefined when it is not one. */
function ipv6Groups(host: string): number[] | undefined {
  let body = host;
  let tail: number[] = [];
  const lastColon = body.lastIndexOf(':');
  const dotted = DOTTED_IPV4.exec(body.slice(lastColon + 1));
  if (dotted !== null) {
    const [, a = '0', b = '0', c = '0', d = '0'] = dotted;
    tail = [Number(a) * 256 + Number(b), Number(c) * 256 + Number(d)];
    body = `${body.slice(0, lastColon + 1)}0`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return undefined;
  const head = (halves[0] ?? '') === '' ? [] : (halves[0] ?? '').split(':');
  const rest = halves.length === 2 && (halves[1] ?? '') !== '' ? (halves[1] ?? '').split(':') : [];
  if ([...head, ...rest].some((g) => !IPV6_GROUP.test(g))) return undefined;
  const toNumbers = (gs: string[]): number[] => gs.map((g) => Number.parseInt(g, 16));
  let groups = [...toNumbers(head), ...toNumbers(rest)];
  if (dotted !== null) groups = [...groups.slice(0, -1), ...tail];
  if (halves.length === 2) {
    const fill = 8 - groups.length;
    if (fill < 0) return undefined;
    const headCount = head.length;
    groups = [...groups.slice(0, headCount), ...new Array<number>(fill).fill(0), ...groups.slice(headCount)];
  }
  return groups.length === 8 ? groups : undefined;
}

function classifyHost(rawHost: string): { kind: HostClass; isEncoded: boolean } {
  const lower = rawHost.toLowerCase();
  const host = lower.endsWith('.') ? lower.slice(0, -1) : lower;
  if (METADATA_HOSTS.has(host)) return { kind: 'metadata', isEncoded: false };
  if (host === 'localhost' || host.endsWith('.localhost') || host === 'localhost.localdomain') {
    return { kind: 'loopback', isEncoded: false };
  }
  if (host.startsWith('[') && host.endsWith(']')) {
    const groups = ipv6Groups(host.slice(1, -1));
    if (groups === undefined) return { kind: 'name', isEncoded: false };
    if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
      const v4 = (groups[6] ?? 0) * 65536 + (groups[7] ?? 0);
      return { kind: classifyIpv4(v4), isEncoded: true }; // IPv4-mapped: `[::ffff:127.0.0.1]`
    }
    if (groups.slice(0, 7).every((g) => g === 0) && (groups[7] ?? 0) <= 1)
      return { kind: 'loopback', isEncoded: false };
    if (groups[0] === 0xfd00 && groups[1] === 0xec2 && groups[7] === 0x254)
      return { kind: 'metadata', isEncoded: false };
    if (((groups[0] ?? 0) & 0xfe00) === 0xfc00 || ((groups[0] ?? 0) & 0xffc0) === 0xfe80) {
      return { kind: 'private', isEncoded: false };
    }
    return { kind: 'public', isEncoded: false };
  }
  const v4 = parseIpv4(host);
  if (v4 === undefined) return { kind: 'name', isEncoded: false };
  return {
    kind: classifyIpv4(v4),
    isEncoded: !DOTTED_IPV4.test(host) || host.split('.').some((p) => p.length > 1 && p[0] === '0'),
  };
}

function splitAuthority(authority: string): { host: string; port: string; hasUserinfo: boolean } {
  const at = authority.lastIndexOf('@');
  const hostPort = authority.slice(at + 1);
  if (hostPort.startsWith('[')) {
    const close = hostPort.indexOf(']');
    return { host: hostPort.slice(0, close + 1), port: hostPort.slice(close + 2), hasUserinfo: at >= 0 };
  }
  const colon = hostPort.lastIndexOf(':');
  return colon >= 0
    ? { host: hostPort.slice(0, colon), port: hostPort.slice(colon + 1), hasUserinfo: at >= 0 }
    : { host: hostPort, port: '', hasUserinfo: at >= 0 };
}

function schemeFinding(scheme: string, rest: string): { reason: Reason; score: number } | undefined {
  if (scheme === 'gopher') return { reason: 'DANGEROUS_SCHEME', score: 0.9 };
  if (scheme === 'dict' || scheme === 'netdoc') return { reason: 'DANGEROUS_SCHEME', score: 0.85 };
  if (scheme === 'php' || scheme === 'expect') return { reason: 'DANGEROUS_SCHEME', score: 0.9 };
  if (scheme === 'phar' || scheme === 'tftp') return { reason: 'DANGEROUS_SCHEME', score: 0.7 };
  if (scheme === 'file') return { reason: 'DANGEROUS_SCHEME', score: FILE_TARGET.test(rest) ? 0.9 : 0.45 };
  return undefined;
}

function urlFindings(scheme: string, authority: string, path: string): { reason: Reason; score: number }[] {
  const out: { reason: Reason; score: number }[] = [];
  const lowerScheme = scheme.toLowerCase();
  const dangerous = schemeFinding(lowerScheme, `//${authority}${path}`);
  if (dangerous !== undefined) out.push(dangerous);
  const { host, port, hasUserinfo } = splitAuthority(authority);
  if (host === '') return out;
  const { kind, isEncoded } = classifyHost(host);
  const sensitivity = Number(SENSITIVE_PORTS.has(port)) + Number(SENSITIVE_SERVICE_PATH.test(path));
  // `http://trusted.com@127.0.0.1/` passes a prefix check and fetches the internal host.
  const confusion = hasUserinfo ? 0.4 : 0;
  if (kind === 'metadata' || METADATA_PATH.test(path)) out.push({ reason: 'CLOUD_METADATA', score: 0.92 });
  if (isEncoded) out.push({ reason: 'ENCODED_IP', score: kind === 'public' ? 0.6 : 0.9 });
  // Admin ports and paths on internal hosts are what SSRF goes for, and also what local dev configs hold.
  const base = [0.4, 0.55, 0.65][sensitivity] ?? 0.4;
  if (kind === 'loopback') out.push({ reason: 'LOOPBACK_URL', score: Math.min(0.9, base + confusion) });
  if (kind === 'private') out.push({ reason: 'PRIVATE_NETWORK_URL', score: Math.min(0.85, base + confusion) });
  if (kind === 'name') {
    const lowerHost = host.toLowerCase();
    if (REBINDING_SERVICE.test(lowerHost)) {
      const embedded = EMBEDDED_IPV4.exec(lowerHost);
      const target = embedded === null ? 'public' : classifyIpv4(parseIpv4(embedded.slice(1).join('.')) ?? 0);
      out.push({ reason: 'INTERNAL_ALIAS_HOST', score: target === 'public' ? 0.6 : 0.85 });
    } else if (CLUSTER_INTERNAL.test(lowerHost)) {
      out.push({ reason: 'INTERNAL_ALIAS_HOST', score: 0.5 });
    }
  }
  return out;
}

export const ssrf = defineDetector<Reason>({
  id: 'sig.ssrf',
  version: 1,
  layer: 'signature',
  directions: BOTH_DIRECTIONS,
  contexts: ALL_CONTEXTS,
  reasons: {
    CLOUD_METADATA: 'a cloud metadata endpoint (169.254.169.254, metadata.google.internal, /latest/meta-data)',
    LOOPBACK_URL: 'a URL to localhost, 127.0.0.0/8, 0.0.0.0 or [::1]; stronger on admin ports or behind userinfo',
    PRIVATE_NETWORK_URL: 'a URL into 10/8, 172.16/12, 192.168/16, link-local or fc00::/7',
    ENCODED_IP: 'an IP host written in decimal, hex, octal, short or IPv4-mapped form to slip past filters',
    DANGEROUS_SCHEME: 'a URL scheme that reads files or speaks raw protocols (file://, gopher://, dict://, php://)',
    INTERNAL_ALIAS_HOST: 'a hostname built to resolve inside (nip.io-style rebinding, cluster-internal names)',
  },
  patterns: [
    URL_PATTERN,
    METADATA_MENTION,
    METADATA_PATH,
    IPV4_PART,
    IPV6_GROUP,
    DOTTED_IPV4,
    REBINDING_SERVICE,
    EMBEDDED_IPV4,
    CLUSTER_INTERNAL,
    SENSITIVE_SERVICE_PATH,
    FILE_TARGET,
  ],
  scan({ text }) {
    const found: Finding<Reason>[] = [];
    const urlSpans: (readonly [number, number])[] = [];
    let count = 0;
    // "://" is a necessary literal of URL_PATTERN, checked first: the pattern tries every word of plain prose.
    const urls = text.matching.includes('://') ? text.matching.matchAll(URL_PATTERN) : [];
    for (const m of urls) {
      const span = [m.index, m.index + m[0].length] as const;
      const findings = urlFindings(m[1] ?? '', m[2] ?? '', m[3] ?? '');
      for (const f of findings) found.push({ ...f, span });
      if (findings.length > 0 && urlSpans.length < 64) urlSpans.push(span);
      if (findings.length > 0 && ++count >= 32) break; // enough evidence; more adds cost, not information
    }
    count = 0;
    for (const m of text.matching.matchAll(METADATA_MENTION)) {
      if (urlSpans.some(([s, e]) => m.index >= s && m.index < e)) continue; // already reported with its URL
      // A bare address or path with no scheme: a tool argument, a curl line, a note about the service.
      const score = m[1] !== undefined ? 0.88 : 0.75; // address and metadata path together: a request line
      found.push({ reason: 'CLOUD_METADATA', score, span: [m.index, m.index + m[0].length] });
      if (++count >= 32) break;
    }
    return found;
  },
});
