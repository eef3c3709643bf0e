// board_pieces.js — the SVG shapes of the board (board.js places them): terrain marks, number
// tokens, harbours, roads, ships, settlements and cities, the robbers and the pirates (World Catan
// has two of each, the second marked "2"), and the 7-island with its corner landscapes. Screen
// coordinates come from board.js (pt, hexCentre); nothing here knows a rule.

import { svg, playerColour, RESOURCE_COLOUR } from './util.js';

export const SX = 15 * Math.sqrt(3);   // screen units per x unit (a hex's radius is 30)
export const SY = 15;                  // screen units per y unit

export const TERRAIN_COLOUR = {
  forest: '#3a7d44', hills: '#c8683f', pasture: '#9ccf6a', fields: '#ecc94b',
  mountains: '#8e96a3', desert: '#e3cf9a', sea: '#4a95d1', gold: '#e2bd3c', seven_island: '#d9c7a3',
};
export const TERRAIN_DARK = {
  forest: '#24542c', hills: '#8f4126', pasture: '#5f9a3a', fields: '#b8922a',
  mountains: '#5d6470', desert: '#b9a46d', sea: '#2f6ea3', gold: '#9c7f22', seven_island: '#7b2cbf',
};

export const pt = v => [v.x * SX, v.y * SY];
export const hexCentre = h => [(2 * h.q + h.r) * SX, 3 * h.r * SY];
export const points = list => list.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

// A number token; `rolled` rings it (the hexes that produced on the last roll).
export function numberToken(n, cx, cy, rolled) {
  const hot = n === 6 || n === 8;
  const pips = 6 - Math.abs(7 - n);
  const g = svg('g', { class: `token${hot ? ' hot' : ''}${rolled ? ' rolled' : ''}` },
    svg('circle', { cx, cy, r: 11.5, fill: '#f7edd2', stroke: rolled ? '#ffd60a' : '#6b5a3a', 'stroke-width': rolled ? 2.6 : 0.8 }),
    svg('text', { x: cx, y: cy + 3.2, 'text-anchor': 'middle', 'font-size': hot ? 11.5 : 10.5, 'font-weight': 700,
      fill: hot ? '#c1121f' : '#2b2b2b', 'font-family': 'Georgia, serif' }, String(n)));
  for (let i = 0; i < pips; i++) {
    g.append(svg('circle', { cx: cx + (i - (pips - 1) / 2) * 2.4, cy: cy + 7, r: 0.85, fill: hot ? '#c1121f' : '#2b2b2b' }));
  }
  return g;
}

// A small drawn mark for each terrain (no emoji fonts needed): trees, bricks, a sheep, ears, peaks,
// dunes, waves, coins.
export function terrainMark(terrain, cx, cy) {
  const g = svg('g', { class: 'terrain-mark', opacity: 0.55 });
  const dark = TERRAIN_DARK[terrain] || '#555';
  const at = (dx, dy) => [cx + dx, cy + dy];
  if (terrain === 'forest') {
    for (const [dx, dy] of [[-15, -12], [13, -13], [-16, 10], [15, 9]]) {
      const [x, y] = at(dx, dy);
      g.append(svg('polygon', { points: points([[x, y - 6], [x + 4.5, y + 3], [x - 4.5, y + 3]]), fill: dark }));
    }
  } else if (terrain === 'hills') {
    for (const [dx, dy] of [[-17, -10], [11, -11], [-16, 12], [10, 12]]) {
      const [x, y] = at(dx, dy);
      g.append(svg('rect', { x: x - 1, y: y - 2.5, width: 7, height: 4, fill: dark }));
    }
  } else if (terrain === 'pasture') {
    for (const [dx, dy] of [[-15, -11], [15, 10]]) {
      const [x, y] = at(dx, dy);
      g.append(svg('ellipse', { cx: x, cy: y, rx: 5, ry: 3.3, fill: '#f7f7f2' }),
        svg('circle', { cx: x + 4.8, cy: y - 1.2, r: 1.8, fill: '#333' }));
    }
  } else if (terrain === 'fields') {
    for (const [dx, dy] of [[-16, -10], [14, -10], [-14, 12], [15, 11]]) {
      const [x, y] = at(dx, dy);
      g.append(svg('line', { x1: x, y1: y + 4, x2: x, y2: y - 4, stroke: dark, 'stroke-width': 1.2 }),
        svg('ellipse', { cx: x, cy: y - 4, rx: 1.4, ry: 2.6, fill: dark }));
    }
  } else if (terrain === 'mountains') {
    for (const [dx, dy] of [[-14, -9], [14, 11]]) {
      const [x, y] = at(dx, dy);
      g.append(svg('polygon', { points: points([[x - 7, y + 4], [x, y - 6], [x + 7, y + 4]]), fill: dark }),
        svg('polygon', { points: points([[x - 2, y - 3], [x, y - 6], [x + 2, y - 3]]), fill: '#f4f4f4' }));
    }
  } else if (terrain === 'desert') {
    const [x, y] = at(0, 13);
    g.append(svg('path', { d: `M ${x - 10} ${y} q 5 -5 10 0 q 5 5 10 0`, stroke: dark, fill: 'none', 'stroke-width': 1.5 }));
  } else if (terrain === 'sea') {
    for (const [dx, dy] of [[-12, -9], [2, 10]]) {
      const [x, y] = at(dx, dy);
      g.append(svg('path', { d: `M ${x} ${y} q 2.5 -3 5 0 q 2.5 3 5 0`, stroke: '#d7ecfb', fill: 'none', 'stroke-width': 1.2 }));
    }
  } else if (terrain === 'gold') {
    for (const [dx, dy] of [[-16, -9], [15, -9], [-14, 12], [14, 12]]) {
      const [x, y] = at(dx, dy);
      g.append(svg('circle', { cx: x, cy: y, r: 3.4, fill: '#fff1a8', stroke: dark, 'stroke-width': 1 }));
    }
  }
  return g;
}

// A harbour: two piers from its vertices to a marker in the sea beyond the edge's middle: away
// from its hex `hex` when that is land, towards it when a map names the sea hex of the side.
export function harbour(hb, hex, vertexById) {
  const [a, b] = hb.vertices.map(id => pt(vertexById.get(id)));
  const [cx, cy] = hex ? hexCentre(hex) : [0, 0];
  const mx = (a[0] + b[0]) / 2, my = (a[1] + b[1]) / 2;
  const len = (Math.hypot(mx - cx, my - cy) || 1) * (hex?.terrain === 'sea' ? -1 : 1);
  const px = mx + (mx - cx) / len * 17, py = my + (my - cy) / len * 17;
  const generic = hb.type === '3:1' || hb.type === 'generic';
  const fill = generic ? '#fdfaf0' : RESOURCE_COLOUR[hb.type] || '#fff';
  const dark = hb.type === 'lumber' || hb.type === 'brick';
  const g = svg('g', { class: 'harbour', 'data-harbour': hb.id, 'data-type': hb.type },
    svg('line', { x1: a[0], y1: a[1], x2: px, y2: py, class: 'pier' }),
    svg('line', { x1: b[0], y1: b[1], x2: px, y2: py, class: 'pier' }),
    svg('circle', { cx: px, cy: py, r: 10.5, fill, stroke: '#4a3b22', 'stroke-width': 1 }),
    svg('text', { x: px, y: py + (generic ? 3 : 1), 'text-anchor': 'middle', 'font-size': 7.5, 'font-weight': 700,
      fill: dark ? '#fff' : '#111' }, generic ? '3:1' : '2:1'),
    svg('title', {}, generic ? 'harbour 3:1' : `harbour 2:1 ${hb.type}`));
  if (!generic) {
    g.append(svg('text', { x: px, y: py + 7, 'text-anchor': 'middle', 'font-size': 4.6, fill: dark ? '#fff' : '#111' }, hb.type));
  }
  return g;
}

export function roadShape([x1, y1], [x2, y2], owner, id) {
  const sx = x1 + (x2 - x1) * 0.16, sy = y1 + (y2 - y1) * 0.16;
  const ex = x2 - (x2 - x1) * 0.16, ey = y2 - (y2 - y1) * 0.16;
  return svg('g', { class: 'road', 'data-edge': id, 'data-owner': owner },
    svg('line', { x1: sx, y1: sy, x2: ex, y2: ey, stroke: '#1b1b1b', 'stroke-width': 7, 'stroke-linecap': 'round' }),
    svg('line', { x1: sx, y1: sy, x2: ex, y2: ey, stroke: playerColour(owner), 'stroke-width': 4.6, 'stroke-linecap': 'round' }));
}

// A ship: a hull with a sail in the owner's colour at the edge's middle, lying along the edge —
// unlike a road (a bar along the edge) it is short and has a white sail.
export function shipShape([x1, y1], [x2, y2], owner, id) {
  const mx = (x1 + x2) / 2, my = (y1 + y2) / 2;
  let angle = Math.atan2(y2 - y1, x2 - x1) * 180 / Math.PI;
  if (angle > 90) angle -= 180;
  if (angle < -90) angle += 180;    // the sail always points up the screen
  const colour = playerColour(owner);
  return svg('g', { class: 'ship', 'data-edge': id, 'data-owner': owner, transform: `translate(${mx.toFixed(1)} ${my.toFixed(1)}) rotate(${angle.toFixed(1)})` },
    svg('path', { d: 'M -11 0 L 11 0 L 7 5.5 L -7 5.5 Z', fill: colour, stroke: '#1b1b1b', 'stroke-width': 1.3, 'stroke-linejoin': 'round' }),
    svg('line', { x1: 0, y1: 0, x2: 0, y2: -12, stroke: '#1b1b1b', 'stroke-width': 1.2 }),
    svg('path', { d: 'M 1 -11.5 L 9 -2 L 1 -2 Z', fill: '#fbf7ea', stroke: '#1b1b1b', 'stroke-width': 0.9 }),
    svg('path', { d: 'M -1 -9 L -7 -2 L -1 -2 Z', fill: colour, stroke: '#1b1b1b', 'stroke-width': 0.9 }));
}

export function buildingShape(building, x, y, id) {
  const colour = playerColour(building.owner);
  const shape = building.type === 'city'
    ? [[-9, 6], [9, 6], [9, -3], [1, -3], [1, -6], [-4, -11], [-9, -6]]
    : [[-6, 5], [6, 5], [6, -2], [0, -8], [-6, -2]];
  return svg('polygon', {
    points: points(shape.map(([dx, dy]) => [x + dx, y + dy])), fill: colour, stroke: '#1b1b1b', 'stroke-width': 1.3,
    'stroke-linejoin': 'round', class: `building ${building.type}`, 'data-vertex': id, 'data-owner': building.owner,
  });
}

// A robber; the second one (World Catan) carries a "2". hexId: its hex (data-hex).
export function robberShape(x, y, hexId, second = false) {
  const g = svg('g', { class: `robber-piece${second ? ' second' : ''}`, 'data-hex': hexId, 'data-bandit': second ? 'robber2' : 'robber' },
    svg('ellipse', { cx: x, cy: y + 9, rx: 6.5, ry: 2.2, fill: '#111', opacity: 0.35 }),
    svg('path', { d: `M ${x - 5.5} ${y + 9} Q ${x - 6} ${y - 2} ${x} ${y - 3} Q ${x + 6} ${y - 2} ${x + 5.5} ${y + 9} Z`, fill: '#3b3b3b', stroke: '#111', 'stroke-width': 0.8 }),
    svg('circle', { cx: x, cy: y - 6, r: 4, fill: '#3b3b3b', stroke: '#111', 'stroke-width': 0.8 }),
    svg('title', {}, second ? 'the second robber' : 'the robber'));
  if (second) g.append(svg('text', { x, y: y + 6, 'text-anchor': 'middle', 'font-size': 7, 'font-weight': 700, fill: '#fff' }, '2'));
  return g;
}

// The pirate: a black ship with a black sail and a white skull mark; the second one (World
// Catan) carries a "2" on its hull.
export function pirateShape(x, y, hexId, second = false) {
  const g = svg('g', { class: `pirate-piece${second ? ' second' : ''}`, 'data-hex': hexId, 'data-bandit': second ? 'pirate2' : 'pirate', transform: `translate(${x.toFixed(1)} ${y.toFixed(1)})` },
    svg('ellipse', { cx: 0, cy: 9, rx: 14, ry: 2.5, fill: '#0b2a45', opacity: 0.45 }),
    svg('path', { d: 'M -14 2 L 14 2 L 9 9 L -9 9 Z', fill: '#1b1b1b', stroke: '#000', 'stroke-width': 1 }),
    svg('line', { x1: 0, y1: 2, x2: 0, y2: -17, stroke: '#000', 'stroke-width': 1.6 }),
    svg('path', { d: 'M -10 -15 Q 0 -11 10 -15 L 10 -1 Q 0 -4 -10 -1 Z', fill: '#222', stroke: '#000', 'stroke-width': 0.8 }),
    svg('circle', { cx: 0, cy: -9, r: 2.6, fill: '#f2f2f2' }),
    svg('path', { d: 'M -3.5 -4.5 L 3.5 -1.5 M 3.5 -4.5 L -3.5 -1.5', stroke: '#f2f2f2', 'stroke-width': 1.1 }),
    svg('title', {}, second ? 'the second pirate' : 'the pirate'));
  if (second) g.append(svg('text', { x: 0, y: 8, 'text-anchor': 'middle', 'font-size': 6.5, 'font-weight': 700, fill: '#fff' }, '2'));
  return g;
}

// The 7-island (World Catan): a "7" in the middle and, near each corner, the landscape that
// corner pays on a 7 (a resource's colour and initial, or gold). corners: [[x, y], ...] of its
// six vertices in the order of `names` (N, NE, SE, S, SW, NW).
export function sevenIslandMarks(cx, cy, corners, names) {
  const g = svg('g', { class: 'seven-island' },
    svg('circle', { cx, cy, r: 11.5, fill: '#f7edd2', stroke: '#7b2cbf', 'stroke-width': 1.6 }),
    svg('text', { x: cx, y: cy + 4, 'text-anchor': 'middle', 'font-size': 12, 'font-weight': 700, fill: '#7b2cbf', 'font-family': 'Georgia, serif' }, '7'));
  (names || []).forEach((name, i) => {
    const [x, y] = corners[i] || [cx, cy];
    const mx = cx + (x - cx) * 0.62, my = cy + (y - cy) * 0.62;
    const fill = name === 'gold' ? '#e2bd3c' : RESOURCE_COLOUR[name] || '#ccc';
    g.append(svg('g', { class: 'seven-corner', 'data-corner': i, 'data-resource': name },
      svg('circle', { cx: mx, cy: my, r: 5.2, fill, stroke: '#2b2b2b', 'stroke-width': 0.7 }),
      svg('text', { x: mx, y: my + 2.2, 'text-anchor': 'middle', 'font-size': 5.8, 'font-weight': 700, fill: name === 'lumber' ? '#fff' : '#111' }, name === 'gold' ? 'G' : name[0].toUpperCase()),
      svg('title', {}, `on a 7 this corner pays ${name === 'gold' ? 'a pick of gold' : name}`)));
  });
  return g;
}
