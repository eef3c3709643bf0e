// board_state.js — completes the views the table's socket sends without their board (board=once,
// docs/server.md): after the first update only the players, the turn and the bandits' hexes come,
// since the board's geometry never changes during a game. The board of the last whole view is
// kept, and its pieces are set again from the view: buildings from the players' settlements and
// cities, roads and ships from their roads and ships, the bandits' marks from their hex ids.

const BANDIT_KEYS = ['robber', 'robber2', 'pirate', 'pirate2'];

export class BoardKeeper {
  constructor() { this.board = null; }

  // A whole view: `state` itself when it has its board (which is kept), else `state` with the
  // kept board and its pieces as `state` says. Views without a board (Struggle) pass through.
  complete(state) {
    if (!state || state.hexes) {
      this.board = state && state.hexes ? { hexes: state.hexes, vertices: state.vertices, edges: state.edges, harbours: state.harbours } : null;
      return state;
    }
    if (!this.board || !state.players) return state;
    const { buildings, roads, ships } = piecesOf(state.players);
    const hexes = this.board.hexes.map(h => {
      const x = { ...h };
      for (const key of BANDIT_KEYS) if (key in x) x[key] = state[key] === h.id;
      return x;
    });
    const vertices = this.board.vertices.map(v => ({ ...v, building: buildings.get(v.id) ?? null }));
    const edges = this.board.edges.map(e => {
      const x = { ...e, road: roads.get(e.id) ?? null };
      if ('ship' in e) x.ship = ships.get(e.id) ?? null;
      return x;
    });
    return { ...state, hexes, vertices, edges, harbours: this.board.harbours };
  }
}

// Who has what where: buildings by vertex ({owner, type}), roads and ships by edge (owner).
function piecesOf(players) {
  const buildings = new Map(), roads = new Map(), ships = new Map();
  for (const p of players) {
    for (const v of p.settlements || []) buildings.set(v, { owner: p.seat, type: 'settlement' });
    for (const v of p.cities || []) buildings.set(v, { owner: p.seat, type: 'city' });
    for (const e of p.roads || []) roads.set(e, p.seat);
    for (const e of p.ships || []) ships.set(e, p.seat);
  }
  return { buildings, roads, ships };
}
