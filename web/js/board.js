// board.js — draws a Classic or Seafarers board as SVG from the state JSON's geometry
// (docs/protocol.md §4 and "Seafarers states"): land, sea and gold hexes with number tokens,
// harbours, roads, ships, settlements and cities, the robber and the pirate, and the places that
// legal actions name as clickable targets (corners, edges, hexes, and ships that may move).
// Boards of any size: everything sits in one <g class="viewport"> that viewport.js zooms and pans.

import { svg } from './util.js';
import {
  SX, SY, TERRAIN_COLOUR, TERRAIN_DARK, pt, hexCentre, points, numberToken, terrainMark, harbour,
  roadShape, shipShape, buildingShape, robberShape, pirateShape,
} from './board_pieces.js';

// Draws the board into the <svg> element `root`.
// opts: { targets: classify() result or null, onTarget(kind, id, texts, ev), selectedShip: edge id
//   of the ship picked up to move, or null (drawn ringed; a click on it is the target
//   'selected-ship'), viewport: a BoardViewport (keeps the zoom and pan across redraws) }
export function renderBoard(root, state, opts = {}) {
  const vertexById = new Map(state.vertices.map(v => [v.id, v]));
  const edgeById = new Map(state.edges.map(e => [e.id, e]));
  const hexById = new Map(state.hexes.map(h => [h.id, h]));
  const targets = opts.targets;
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
  const sea = layer('sea'), land = layer('land'), ports = layer('harbours'), tokens = layer('tokens');
  const roads = layer('roads'), ships = layer('ships'), buildings = layer('buildings'), robberLayer = layer('robber');
  const hexTargets = layer('targets hex-targets'), edgeTargets = layer('targets edge-targets');
  const shipTargets = layer('targets ship-targets'), vertexTargets = layer('targets vertex-targets');

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
    if (h.number) tokens.append(numberToken(h.number, cx, cy, h.number === state.last_roll && h.id !== state.robber));
  }

  for (const hb of state.harbours || []) ports.append(harbour(hb, hexById.get(hb.hex), vertexById));

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

  const robberHex = hexById.get(state.robber) || state.hexes.find(h => h.robber);
  if (robberHex) {
    const [cx, cy] = hexCentre(robberHex);
    robberLayer.append(robberShape(cx - (robberHex.number ? 15 : 0), cy + 2));
  }
  const pirateHex = state.pirate === null || state.pirate === undefined ? null : hexById.get(state.pirate);
  if (pirateHex) robberLayer.append(pirateShape(...hexCentre(pirateHex), pirateHex.id));

  opts.viewport?.attach(top, { x: minX, y: minY, w: width, h: height });

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

// The rectangle of half-width w round the segment (x1,y1)-(x2,y2): an edge's click area.
function band(x1, y1, x2, y2, w) {
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const nx = -(y2 - y1) / len * w, ny = (x2 - x1) / len * w;
  return [[x1 + nx, y1 + ny], [x2 + nx, y2 + ny], [x2 - nx, y2 - ny], [x1 - nx, y1 - ny]];
}
