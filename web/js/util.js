// util.js — small shared helpers: DOM building, names of resources and cards, player colours.

export const RESOURCES = ['lumber', 'brick', 'wool', 'grain', 'ore'];
export const DEV_CARDS = ['knight', 'victory_point', 'road_building', 'year_of_plenty', 'monopoly'];

export const RESOURCE_COLOUR = {
  lumber: '#2d6a4f', brick: '#c0583a', wool: '#8fd18a', grain: '#e9c43b', ore: '#8a94a6',
};
export const RESOURCE_ICON = { lumber: '🌲', brick: '🧱', wool: '🐑', grain: '🌾', ore: '⛰️' };

// Seat colours, in seat order (the classic pieces; the fifth and sixth of the extension; more for
// the large maps that take up to 12 players).
export const PLAYER_COLOURS = ['#d62828', '#1d63c9', '#f4a000', '#f2f2f2', '#2b9348', '#8d5524',
  '#7b2cbf', '#12a4b5', '#e0609e', '#9acd32', '#5c5c5c', '#ffb4a2'];
export const PLAYER_COLOUR_NAMES = ['red', 'blue', 'orange', 'white', 'green', 'brown',
  'purple', 'teal', 'pink', 'lime', 'grey', 'peach'];

export function playerColour(seat) { return PLAYER_COLOURS[seat % PLAYER_COLOURS.length]; }

// Create an element: el('div', {class: 'x', onclick: f}, child, 'text', ...).
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  setAttrs(node, attrs);
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

// The same for SVG elements.
export function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS('http://www.w3.org/2000/svg', tag);
  setAttrs(node, attrs);
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

function setAttrs(node, attrs) {
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith('on') && typeof value === 'function') node.addEventListener(key.slice(2), value);
    else if (key === 'dataset') Object.assign(node.dataset, value);
    else node.setAttribute(key, value === true ? '' : String(value));
  }
}

export function clear(node) { while (node.firstChild) node.firstChild.remove(); return node; }

// "year_of_plenty" -> "year of plenty".
export function human(text) { return String(text).replace(/_/g, ' '); }

export function colourName(seat) { return PLAYER_COLOUR_NAMES[seat % PLAYER_COLOUR_NAMES.length]; }

// A seat's display name from the seats list of the server ("Ann", "heuristic bot", "seat 2").
export function seatName(seats, seat) {
  const s = (seats || []).find(x => x.seat === seat);
  if (!s) return `Player ${seat + 1}`;
  if (s.kind === 'bot') return s.name || `${colourName(seat)[0].toUpperCase()}${colourName(seat).slice(1)} bot (${String(s.bot || 'bot').split(':')[0]})`;
  return s.name || `Player ${seat + 1}`;
}

// Resource counts {lumber: 1, ...} as "1 lumber, 2 ore".
export function countsText(counts) {
  return RESOURCES.filter(r => counts && counts[r] > 0).map(r => `${counts[r]} ${r}`).join(', ') || 'nothing';
}

export function sum(counts) { return Object.values(counts || {}).reduce((a, b) => a + (b || 0), 0); }
