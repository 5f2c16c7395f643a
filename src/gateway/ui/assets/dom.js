// Small DOM helpers. Everything the console shows goes through text nodes or attributes, never innerHTML, so a
// tenant id or a model's response cannot inject markup (the CSP forbids inline script as a second line).

const SVG_NS = 'http://www.w3.org/2000/svg';

function append(node, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

function setAttributes(node, attrs) {
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith('on') && typeof value === 'function') node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? '' : String(value));
  }
}

/** An HTML element: h('a', { href: '#/x' }, 'text', child…). */
export function h(tag, attrs, ...children) {
  const node = document.createElement(tag);
  setAttributes(node, attrs);
  return append(node, children);
}

/** An SVG element, same call shape as h. */
export function s(tag, attrs, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  setAttributes(node, attrs);
  return append(node, children);
}

export function replace(node, ...children) {
  node.replaceChildren();
  return append(node, children);
}

export function badge(value, label) {
  return h('span', { class: `badge ${value}` }, label ?? value);
}

export function pct(value, digits = 1) {
  return value === null || value === undefined ? '–' : `${(value * 100).toFixed(digits)}%`;
}

export function num(value, digits = 3) {
  return value === null || value === undefined ? '–' : Number(value).toFixed(digits);
}

export function interval(ci) {
  return ci ? `${pct(ci[0])}–${pct(ci[1])}` : '';
}

/** A time in the browser's zone, as 2026-11-21 14:03:07: sortable, and short enough for a table cell. */
export function when(iso) {
  if (!iso) return '–';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const pad = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A <time> element for table cells: machine-readable, and never wrapped across lines. */
export function at(iso) {
  return iso ? h('time', { datetime: iso, class: 'nowrap' }, when(iso)) : '–';
}

export function short(hash, length = 12) {
  return hash ? `${hash.slice(0, length)}…` : '–';
}

/** A table inside a keyboard-scrollable region. columns: [{ label, num? }], rows: arrays of cells. */
export function table({ caption, columns, rows, empty = 'None.', rowAttrs }) {
  if (rows.length === 0) return h('p', { class: 'muted' }, caption ? `${caption}: ${empty}` : empty);
  const head = h('tr', null, ...columns.map((c) => h('th', { scope: 'col', class: c.num ? 'num' : null }, c.label)));
  const body = rows.map((cells, i) =>
    h(
      'tr',
      rowAttrs ? rowAttrs(i) : null,
      ...cells.map((cell, j) =>
        j === 0 && columns[0].rowHeader
          ? h('th', { scope: 'row' }, cell)
          : h('td', { class: columns[j]?.num ? 'num' : null }, cell),
      ),
    ),
  );
  return h(
    'div',
    { class: 'table-wrap', role: 'region', 'aria-label': caption ?? 'table', tabindex: '0' },
    h('table', null, caption ? h('caption', null, caption) : null, h('thead', null, head), h('tbody', null, body)),
  );
}

export function facts(pairs) {
  return h('dl', { class: 'facts' }, ...pairs.flatMap(([term, value]) => [h('dt', null, term), h('dd', null, value)]));
}

/** A message box; errors are announced at once (role alert), others sit in the page's own status region. */
export function message(kind, text) {
  return h('div', { class: `message ${kind}`, role: kind === 'error' ? 'alert' : null, tabindex: '-1' }, text);
}

/** A labelled form field: the label's for= points at the control's id. */
export function field(label, control) {
  return h('div', { class: 'field' }, h('label', { for: control.id }, label), control);
}

export function select(id, options, value) {
  return h(
    'select',
    { id, name: id },
    ...options.map(([v, text]) => h('option', { value: v, selected: v === value ? true : null }, text)),
  );
}
