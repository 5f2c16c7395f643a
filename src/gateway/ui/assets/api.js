// The console's JSON API client. Same-origin only; the session cookie rides along, and errors carry the server's
// message so a page can show it.

export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

async function request(method, path, body) {
  const response = await fetch(`/ui/api/${path}`, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const data = text === '' ? null : JSON.parse(text);
  if (!response.ok) throw new ApiError(response.status, data?.error?.message ?? `HTTP ${response.status}`);
  return data;
}

export const getJson = (path) => request('GET', path);
export const postJson = (path, body = {}) => request('POST', path, body);

/** The session, or null when the console asks for a key (401). */
export async function readSession() {
  const response = await fetch('/ui/api/session', { credentials: 'same-origin' });
  if (response.status === 401) return null;
  const data = await response.json();
  if (!response.ok) throw new ApiError(response.status, data?.error?.message ?? `HTTP ${response.status}`);
  return data;
}
