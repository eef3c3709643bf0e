// board.js — draws a Classic board as SVG from the state JSON's geometry (docs/protocol.md §4):
// hexes with terrain and number tokens, harbours on the coast, roads, settlements, cities and the
// robber, and the places that legal actions name as clickable targets.

import { svg, playerColour, RESOURCE_COLOUR } from './util.js';

const SX = 15 * Math.sqrt(3);   // screen units per x unit (a hex's radius is 30)
const SY = 15;                  // screen units per y unit

const TERRAIN_COLOUR = {
  forest: '#3a7d44', hills: '#c8683f', pasture: '#9ccf6a', fields: '#ecc94b',
  mountains: '#8e96a3', desert: '#e3cf9a', sea: '#3f88c5', gold: '#d4af37',
};
const TERRAIN_DARK = {
  forest: '#24542c', hills: '#8f4126', pasture: '#5f9a3a', fields: '#b8922a',
  mountains: '#5d6470', desert: '#b9a46d', sea: '#2a5f8c', gold: '#9c7f22',
};

const pt = v => [v.x * SX, v.y * SY];
const hexCentre = h => [(2 * h.q + h.r) * SX, 3 * h.r * SY];
const points = list => list.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

// Draws the board into the <svg> element `root`.
// opts: { targets: classify() result or null, onTarget(kind, id, texts), highlight: {vertex, edge} }
export function renderBoard(root, state, opts = {}) {
  const vertexById = new Map(state.vertices.map(v => [v.id, v]));
  const edgeById = new Map(state.edges.map(e => [e.id, e]));
  const targets = opts.targets;
  while (root.firstChild) root.firstChild.remove();

  // The view box: every vertex plus a margin for the sea and the harbours.
  const xs = state.vertices.map(v => v.x * SX), ys = state.vertices.map(v => v.y * SY);
  const margin = 42;
  const minX = Math.min(...xs) - margin, minY = Math.min(...ys) - margin;
  const width = Math.max(...xs) - minX + margin, height = Math.max(...ys) - minY + margin;
  root.setAttribute('viewBox', `${minX.toFixed(1)} ${minY.toFixed(1)} ${width.toFixed(1)} ${height.toFixed(1)}`);
  root.setAttribute('class', 'board');

  const layer = name => root.appendChild(svg('g', { class: name }));
  const sea = layer('sea'), land = layer('land'), ports = layer('harbours'), tokens = layer('tokens');
  const roads = layer('roads'), buildings = layer('buildings'), robberLayer = layer('robber');
  const hexTargets = layer('targets hex-targets'), edgeTargets = layer('targets edge-targets');
  const vertexTargets = layer('targets vertex-targets');

  // Sea: an enlarged hex behind each land hex, which together make the coast round the island.
  for (const h of state.hexes) {
    const [cx, cy] = hexCentre(h);
    const corners = [];
    for (let i = 0; i < 6; i++) {
      const a = Math.PI / 180 * (60 * i - 90);
      corners.push([cx + 52 * Math.cos(a), cy + 52 * Math.sin(a)]);
    }
    sea.append(svg('polygon', { points: points(corners), class: 'sea-hex' }));
  }

  for (const h of state.hexes) {
    const corners = h.vertices.map(id => pt(vertexById.get(id)));
    const [cx, cy] = hexCentre(h);
    // A slightly smaller inner hex gives each tile a darker rim.
    const inner = corners.map(([x, y]) => [cx + (x - cx) * 0.9, cy + (y - cy) * 0.9]);
    land.append(svg('g', { class: `hex terrain-${h.terrain}`, 'data-hex': h.id },
      svg('polygon', { points: points(corners), fill: TERRAIN_DARK[h.terrain] || '#999', stroke: '#f3e9c6', 'stroke-width': 1.5 }),
      svg('polygon', { points: points(inner), fill: TERRAIN_COLOUR[h.terrain] || '#bbb' }),
      terrainMark(h.terrain, cx, cy)));
    if (h.number) tokens.append(numberToken(h.number, cx, cy, h.number === state.last_roll && h.id !== state.robber));
  }

  for (const hb of state.harbours || []) ports.append(harbour(hb, state, vertexById));

  for (const e of state.edges) {
    if (e.road === null || e.road === undefined) continue;
    const [a, b] = e.vertices.map(id => pt(vertexById.get(id)));
    roads.append(roadShape(a, b, playerColour(e.road), e.id));
  }

  for (const v of state.vertices) {
    if (!v.building) continue;
    const [x, y] = pt(v);
    buildings.append(buildingShape(v.building, x, y, v.id));
  }

  const robberHex = state.hexes.find(h => h.id === state.robber) || state.hexes.find(h => h.robber);
  if (robberHex) {
    const [cx, cy] = hexCentre(robberHex);
    robberLayer.append(robberShape(cx - (robberHex.number ? 15 : 0), cy + 2));
  }

  if (!targets) return;
  const click = (kind, id, texts) => ev => { ev.stopPropagation(); opts.onTarget?.(kind, id, texts, ev); };
  for (const [id, texts] of targets.hex) {
    const h = state.hexes.find(x => x.id === id);
    if (!h) continue;
    // Inset from the edges, so that the roads and buildings round the hex stay visible.
    const [cx, cy] = hexCentre(h);
    const corners = h.vertices.map(vid => pt(vertexById.get(vid))).map(([x, y]) => [cx + (x - cx) * 0.8, cy + (y - cy) * 0.8]);
    hexTargets.append(svg('polygon', {
      points: points(corners), class: 'target hex-target', 'data-target': 'hex', 'data-id': id,
      onclick: click('hex', id, texts),
    }, svg('title', {}, texts.join(' | '))));
  }
  for (const [id, texts] of targets.edge) {
    const e = edgeById.get(id);
    if (!e) continue;
    const [[x1, y1], [x2, y2]] = e.vertices.map(vid => pt(vertexById.get(vid)));
    const g = svg('g', { class: 'target edge-target', 'data-target': 'edge', 'data-id': id, onclick: click('edge', id, texts) },
      svg('polygon', { points: points(band(x1, y1, x2, y2, 8)), class: 'hit' }),
      svg('line', { x1: x1 + (x2 - x1) * 0.2, y1: y1 + (y2 - y1) * 0.2, x2: x2 - (x2 - x1) * 0.2, y2: y2 - (y2 - y1) * 0.2, class: 'mark' }),
      svg('title', {}, texts.join(' | ')));
    edgeTargets.append(g);
  }
  for (const [id, texts] of targets.vertex) {
    const v = vertexById.get(id);
    if (!v) continue;
    const [x, y] = pt(v);
    vertexTargets.append(svg('g', { class: 'target vertex-target', 'data-target': 'vertex', 'data-id': id, onclick: click('vertex', id, texts) },
      svg('circle', { cx: x, cy: y, r: 13, class: 'hit' }),
      svg('circle', { cx: x, cy: y, r: v.building ? 10 : 5, class: 'mark' }),
      svg('title', {}, texts.join(' | '))));
  }
}

// The rectangle of half-width w round the segment (x1,y1)-(x2,y2): an edge's click area.
function band(x1, y1, x2, y2, w) {
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const nx = -(y2 - y1) / len * w, ny = (x2 - x1) / len * w;
  return [[x1 + nx, y1 + ny], [x2 + nx, y2 + ny], [x2 - nx, y2 - ny], [x1 - nx, y1 - ny]];
}

// A number token; `rolled` rings it (the hexes that produced on the last roll).
function numberToken(n, cx, cy, rolled) {
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

// A small drawn mark for each terrain (no emoji fonts needed): trees, bricks, a sheep, ears, peaks.
function terrainMark(terrain, cx, cy) {
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
  }
  return g;
}

// A harbour: two piers from its vertices to a marker in the sea beyond the edge's middle.
function harbour(hb, state, vertexById) {
  const hex = state.hexes.find(h => h.id === hb.hex);
  const [a, b] = hb.vertices.map(id => pt(vertexById.get(id)));
  const [cx, cy] = hex ? hexCentre(hex) : [0, 0];
  const mx = (a[0] + b[0]) / 2, my = (a[1] + b[1]) / 2;
  const len = Math.hypot(mx - cx, my - cy) || 1;
  const px = mx + (mx - cx) / len * 17, py = my + (my - cy) / len * 17;
  const generic = hb.type === '3:1' || hb.type === 'generic';
  const fill = generic ? '#fdfaf0' : RESOURCE_COLOUR[hb.type] || '#fff';
  const g = svg('g', { class: 'harbour', 'data-harbour': hb.id, 'data-type': hb.type },
    svg('line', { x1: a[0], y1: a[1], x2: px, y2: py, class: 'pier' }),
    svg('line', { x1: b[0], y1: b[1], x2: px, y2: py, class: 'pier' }),
    svg('circle', { cx: px, cy: py, r: 10.5, fill, stroke: '#4a3b22', 'stroke-width': 1 }),
    svg('text', { x: px, y: py + (generic ? 3 : 1), 'text-anchor': 'middle', 'font-size': 7.5, 'font-weight': 700,
      fill: darkHarbour(hb.type) ? '#fff' : '#111' }, generic ? '3:1' : '2:1'),
    svg('title', {}, generic ? 'harbour 3:1' : `harbour 2:1 ${hb.type}`));
  if (!generic) {
    g.append(svg('text', { x: px, y: py + 7, 'text-anchor': 'middle', 'font-size': 4.6, fill: darkHarbour(hb.type) ? '#fff' : '#111' }, hb.type));
  }
  return g;
}

const darkHarbour = type => type === 'lumber' || type === 'brick';

function roadShape([x1, y1], [x2, y2], colour, id) {
  const sx = x1 + (x2 - x1) * 0.16, sy = y1 + (y2 - y1) * 0.16;
  const ex = x2 - (x2 - x1) * 0.16, ey = y2 - (y2 - y1) * 0.16;
  return svg('g', { class: 'road', 'data-edge': id },
    svg('line', { x1: sx, y1: sy, x2: ex, y2: ey, stroke: '#1b1b1b', 'stroke-width': 7, 'stroke-linecap': 'round' }),
    svg('line', { x1: sx, y1: sy, x2: ex, y2: ey, stroke: colour, 'stroke-width': 4.6, 'stroke-linecap': 'round' }));
}

function buildingShape(building, x, y, id) {
  const colour = playerColour(building.owner);
  const shape = building.type === 'city'
    ? [[-9, 6], [9, 6], [9, -3], [1, -3], [1, -6], [-4, -11], [-9, -6]]
    : [[-6, 5], [6, 5], [6, -2], [0, -8], [-6, -2]];
  return svg('polygon', {
    points: points(shape.map(([dx, dy]) => [x + dx, y + dy])), fill: colour, stroke: '#1b1b1b', 'stroke-width': 1.3,
    'stroke-linejoin': 'round', class: `building ${building.type}`, 'data-vertex': id, 'data-owner': building.owner,
  });
}

function robberShape(x, y) {
  return svg('g', { class: 'robber-piece' },
    svg('ellipse', { cx: x, cy: y + 9, rx: 6.5, ry: 2.2, fill: '#111', opacity: 0.35 }),
    svg('path', { d: `M ${x - 5.5} ${y + 9} Q ${x - 6} ${y - 2} ${x} ${y - 3} Q ${x + 6} ${y - 2} ${x + 5.5} ${y + 9} Z`, fill: '#3b3b3b', stroke: '#111', 'stroke-width': 0.8 }),
    svg('circle', { cx: x, cy: y - 6, r: 4, fill: '#3b3b3b', stroke: '#111', 'stroke-width': 0.8 }));
}
