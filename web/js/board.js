// board.js — draws a Classic or Seafarers board as SVG from the state JSON's geometry
// (docs/protocol.md §4 and "Seafarers states"): land, sea and gold hexes with number tokens,
// harbours, roads, ships, settlements and cities, the robber and the pirate (World Catan: two of
// each, and the 7-island with its corners), and the places that legal actions name as clickable
// targets (corners, edges, hexes, ships that may move, and bandits to choose which one moves).
// Boards of any size: everything sits in one <g class="viewport"> that viewport.js zooms and pans.

import { svg } from './util.js';
import {
  SX, SY, TERRAIN_COLOUR, TERRAIN_DARK, pt, hexCentre, points, numberToken, terrainMark, harbour,
  roadShape, shipShape, buildingShape, robberShape, pirateShape, sevenIslandMarks,
} from './board_pieces.js';

// The bandits in the state JSON (World Catan has the second ones) and how each is drawn.
const BANDIT_PIECES = [
  { key: 'robber', draw: (x, y, h) => robberShape(x, y, h) },
  { key: 'robber2', draw: (x, y, h) => robberShape(x, y, h, true) },
  { key: 'pirate', draw: (x, y, h) => pirateShape(x, y, h) },
  { key: 'pirate2', draw: (x, y, h) => pirateShape(x, y, h, true) },
];

// Draws the board into the <svg> element `root`.
// opts: { targets: classify() result or null, onTarget(kind, id, texts, ev), selectedShip: edge id
//   of the ship picked up to move, or null (drawn ringed; a click on it is the target
//   'selected-ship'), viewport: a BoardViewport (keeps the zoom and pan across redraws),
//   bandits: { movable: Set of bandit keys ('robber', 'robber2', 'pirate', 'pirate2') that may be
//   chosen to move now (a click on one is the target 'bandit'), selected: the chosen one or null } }
export function renderBoard(root, state, opts = {}) {
  const vertexById = new Map(state.vertices.map(v => [v.id, v]));
  const edgeById = new Map(state.edges.map(e => [e.id, e]));
  const hexById = new Map(state.hexes.map(h => [h.id, h]));
  const targets = opts.targets;
  const { top, bounds, layers } = frame(root, state, vertexById, hexById);
  const { tokens, roads, ships, buildings, robberLayer, hexTargets, edgeTargets, shipTargets, vertexTargets } = layers;

  for (const h of state.hexes) {
    const [cx, cy] = hexCentre(h);
    if (h.number) tokens.append(numberToken(h.number, cx, cy, h.number === state.last_roll && h.id !== state.robber && h.id !== state.robber2));
    if (h.corners) tokens.append(sevenIslandMarks(cx, cy, h.vertices.map(id => pt(vertexById.get(id))), h.corners));
  }

  for (const e of state.edges) {
    const ends = () => e.vertices.map(id => pt(vertexById.get(id)));
    if (e.road !== null && e.road !== undefined) roads.append(roadShape(...ends(), e.road, e.id));
    if (e.ship !== null && e.ship !== undefined) ships.append(shipShape(...ends(), e.ship, e.id));
  }

  for (const v of state.vertices) {
    if (!v.building) continue;
    const [x, y] = pt(v);
    buildings.append(buildingShape(v.building, x, y, v.id));
  }

  const bandits = banditPlaces(state, hexById);
  for (const b of bandits) robberLayer.append(b.piece.draw(b.x, b.y, b.hex.id));

  opts.viewport?.attach(top, bounds);

  const selected = edgeById.get(opts.selectedShip);
  if (selected) {
    const [[x1, y1], [x2, y2]] = selected.vertices.map(vid => pt(vertexById.get(vid)));
    shipTargets.append(svg('circle', {
      cx: (x1 + x2) / 2, cy: (y1 + y2) / 2, r: 16, class: 'ship-selected', 'data-id': selected.id,
      onclick: ev => { ev.stopPropagation(); opts.onTarget?.('selected-ship', selected.id, [], ev); },
    }, svg('title', {}, 'keep this ship where it is')));
  }
  if (!targets) return;
  const click = (kind, id, texts) => ev => { ev.stopPropagation(); opts.onTarget?.(kind, id, texts, ev); };
  const chosen = opts.bandits?.selected;
  for (const b of bandits) {
    if (!opts.bandits?.movable.has(b.piece.key)) continue;
    shipTargets.append(svg('g', { class: `target bandit-target${chosen === b.piece.key ? ' selected' : ''}`, 'data-target': 'bandit', 'data-id': b.piece.key, onclick: click('bandit', b.piece.key, []) },
      svg('circle', { cx: b.x, cy: b.y - 3, r: 15, class: 'hit' }),
      svg('title', {}, chosen === b.piece.key ? 'chosen: click a highlighted hex (or here again to choose another)' : 'move this one')));
  }
  for (const [id, texts] of targets.hex) {
    const h = hexById.get(id);
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
    // Only ships may go here (or a ship moves here): the mark is drawn as sea lane, not road.
    const shipOnly = texts.every(t => t.startsWith('build_ship') || t.startsWith('place_ship'));
    const g = svg('g', { class: `target edge-target${shipOnly ? ' ship-lane' : ''}`, 'data-target': 'edge', 'data-id': id, onclick: click('edge', id, texts) },
      svg('polygon', { points: points(band(x1, y1, x2, y2, 8)), class: 'hit' }),
      svg('line', { x1: x1 + (x2 - x1) * 0.2, y1: y1 + (y2 - y1) * 0.2, x2: x2 - (x2 - x1) * 0.2, y2: y2 - (y2 - y1) * 0.2, class: 'mark' }),
      svg('title', {}, texts.join(' | ')));
    edgeTargets.append(g);
  }
  for (const [id, texts] of targets.ship || []) {
    const e = edgeById.get(id);
    if (!e) continue;
    const [[x1, y1], [x2, y2]] = e.vertices.map(vid => pt(vertexById.get(vid)));
    shipTargets.append(svg('g', { class: 'target ship-target', 'data-target': 'ship', 'data-id': id, onclick: click('ship', id, texts) },
      svg('circle', { cx: (x1 + x2) / 2, cy: (y1 + y2) / 2, r: 14, class: 'hit' }),
      svg('title', {}, 'move this ship')));
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

// The board's SVG frame: the view box and the layers, with the sea, the land and the harbours
// drawn. These never change during a game, so they are kept from the last drawing while the
// board's terrain is the same (a 225-hex map has thousands of shapes); the other layers are
// emptied to be drawn afresh. Returns { top: the <g class="viewport">, bounds, layers }.
function frame(root, state, vertexById, hexById) {
  const key = `${state.vertices.length} ${state.hexes.map(h => `${h.id}${h.terrain}${h.number ?? ''}`).join()} ${(state.harbours || []).map(hb => hb.type).join()}`;
  const kept = root.boardFrame;
  if (kept && kept.key === key && kept.top.parentNode === root) {
    for (const g of Object.values(kept.layers)) while (g.firstChild) g.firstChild.remove();
    return kept;
  }
  while (root.firstChild) root.firstChild.remove();
  // The view box: every vertex plus a margin for the sea and the harbours.
  const xs = state.vertices.map(v => v.x * SX), ys = state.vertices.map(v => v.y * SY);
  const margin = 42;
  const minX = Math.min(...xs) - margin, minY = Math.min(...ys) - margin;
  const width = Math.max(...xs) - minX + margin, height = Math.max(...ys) - minY + margin;
  root.setAttribute('viewBox', `${minX.toFixed(1)} ${minY.toFixed(1)} ${width.toFixed(1)} ${height.toFixed(1)}`);
  root.setAttribute('class', 'board');
  root.dataset.hexes = state.hexes.length;

  const top = root.appendChild(svg('g', { class: 'viewport' }));
  const layer = name => top.appendChild(svg('g', { class: name }));
  const sea = layer('sea'), land = layer('land'), ports = layer('harbours');
  const layers = {
    tokens: layer('tokens'), roads: layer('roads'), ships: layer('ships'), buildings: layer('buildings'),
    robberLayer: layer('robber'), hexTargets: layer('targets hex-targets'), edgeTargets: layer('targets edge-targets'),
    shipTargets: layer('targets ship-targets'), vertexTargets: layer('targets vertex-targets'),
  };

  // The open sea: an enlarged hex behind each hex, which together make the coast round the board.
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
    const isSea = h.terrain === 'sea';
    land.append(svg('g', { class: `hex terrain-${h.terrain}`, 'data-hex': h.id },
      svg('polygon', { points: points(corners), fill: TERRAIN_DARK[h.terrain] || '#999', stroke: isSea ? '#6aa8da' : '#f3e9c6', 'stroke-width': isSea ? 0.8 : 1.5 }),
      svg('polygon', { points: points(inner), fill: TERRAIN_COLOUR[h.terrain] || '#bbb' }),
      terrainMark(h.terrain, cx, cy),
      svg('title', {}, `h${h.id} ${h.terrain}${h.number ? ' ' + h.number : ''}`)));
  }

  for (const hb of state.harbours || []) ports.append(harbour(hb, hexById.get(hb.hex), vertexById));
  root.boardFrame = { key, top, bounds: { x: minX, y: minY, w: width, h: height }, layers };
  return root.boardFrame;
}

// Where each bandit on the board stands: [{piece, hex, x, y}] (a robber beside the number token).
function banditPlaces(state, hexById) {
  const out = [];
  for (const piece of BANDIT_PIECES) {
    let hex = state[piece.key] === null || state[piece.key] === undefined ? null : hexById.get(state[piece.key]);
    if (!hex && piece.key === 'robber') hex = state.hexes.find(h => h.robber);
    if (!hex) continue;
    const [cx, cy] = hexCentre(hex);
    const robber = piece.key.startsWith('robber');
    out.push({ piece, hex, x: cx - (robber && (hex.number || hex.corners) ? 15 : 0), y: cy + (robber ? 2 : 0) });
  }
  return out;
}

// The rectangle of half-width w round the segment (x1,y1)-(x2,y2): an edge's click area.
function band(x1, y1, x2, y2, w) {
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const nx = -(y2 - y1) / len * w, ny = (x2 - x1) / len * w;
  return [[x1 + nx, y1 + ny], [x2 + nx, y2 + ny], [x2 - nx, y2 - ny], [x1 - nx, y1 - ny]];
}
