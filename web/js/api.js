// api.js — talking to `catan serve` (docs/server.md): the HTTP lobby API and a table's WebSocket.

// body: an object sent as JSON, or a string sent as plain text (a deck file).
async function call(method, path, body) {
  const init = { method, headers: {} };
  if (typeof body === 'string') {
    init.headers['Content-Type'] = 'text/plain; charset=utf-8';
    init.body = body;
  } else if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  let data;
  try { data = await response.json(); } catch { data = null; }
  if (!data || data.ok === false || !response.ok) {
    const err = (data && data.error) || { code: `http_${response.status}`, message: response.statusText };
    throw Object.assign(new Error(err.message || err.code), { code: err.code, data });
  }
  return data;
}

export const api = {
  rules: () => call('GET', '/api/rules'),
  // brief: the summaries without their boards (the lobby does not draw them).
  listGames: (status, brief) => call('GET', `/api/games?${status ? `status=${encodeURIComponent(status)}&` : ''}${brief ? 'brief=1' : ''}`),
  createGame: spec => call('POST', '/api/games', spec),
  getGame: id => call('GET', `/api/games/${encodeURIComponent(id)}`),
  join: (id, body) => call('POST', `/api/games/${encodeURIComponent(id)}/join`, body),
  // A seat's own tournament deck, given by its player: body {token, deck}.
  giveDeck: (id, body) => call('POST', `/api/games/${encodeURIComponent(id)}/deck`, body),
  // The Rivals tournament's card pool with the limits of the eras listed, and a deck file's check.
  rivalsPool: eras => call('GET', `/api/rivals/pool?eras=${encodeURIComponent(eras.join(','))}`),
  checkDeck: text => call('POST', '/api/rivals/decks/check', text),
  rivalsDecks: () => call('GET', '/api/rivals/decks'),
  stateAt: (id, at) => call('GET', `/api/games/${encodeURIComponent(id)}/state?at=${at}`),
  replayUrl: id => `/api/games/${encodeURIComponent(id)}/replay`,
  replay: async id => {
    const response = await fetch(`/api/games/${encodeURIComponent(id)}/replay`);
    if (!response.ok) throw new Error(`replay: HTTP ${response.status}`);
    const data = await response.json();
    return data.replay || data;   // a bare catan-replay, or wrapped like the engine's `save`
  },
};

// Seat tokens are kept per game in localStorage, so a reload or a new tab plays the same seat.
export const tokens = {
  get: id => localStorage.getItem(`catan.token.${id}`),
  set: (id, token, seat) => {
    localStorage.setItem(`catan.token.${id}`, token);
    localStorage.setItem(`catan.seat.${id}`, String(seat));
  },
  seat: id => {
    const s = localStorage.getItem(`catan.seat.${id}`);
    return s === null ? null : Number(s);
  },
};

// A table's socket: sends engine-protocol requests with ids, resolves their answers, hands
// pushed updates to onUpdate, and reconnects (with the same token) when the connection drops.
// It asks for board=once and updates=delta: updates after the first come without the board
// (board_state.js puts it back), and a delta update ("delta": true) carries only the view's keys
// that changed, which receive() lays over the view it keeps (without the board) before handing
// the update on, so onUpdate always gets the whole view but its board.
const BOARD_KEYS = ['hexes', 'vertices', 'edges', 'harbours'];

export class TableSocket {
  constructor(gameId, token, { onUpdate, onStatus, onError } = {}) {
    this.gameId = gameId;
    this.token = token;
    this.onUpdate = onUpdate || (() => {});
    this.onStatus = onStatus || (() => {});
    this.onError = onError || (() => {});
    this.nextId = 1;
    this.pending = new Map();
    this.closed = false;
    this.retry = 500;
    this.open();
  }

  url() {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    let url = `${scheme}://${location.host}/ws?game=${encodeURIComponent(this.gameId)}&board=once&updates=delta`;
    if (this.token) url += `&token=${encodeURIComponent(this.token)}`;
    return url;
  }

  open() {
    this.onStatus('connecting');
    const ws = new WebSocket(this.url());
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 500;
      this.onStatus('connected');
      this.request({ cmd: 'state' }).then(msg => this.onUpdate({ ...msg, event: 'state' }))
        .catch(err => this.onError(err));
    };
    this.view = null; // a new connection's first update is whole
    ws.onmessage = ev => this.receive(ev.data);
    ws.onclose = () => {
      for (const { reject } of this.pending.values()) reject(new Error('connection closed'));
      this.pending.clear();
      if (this.closed) return;
      this.onStatus('disconnected');
      setTimeout(() => { if (!this.closed) this.open(); }, this.retry);
      this.retry = Math.min(this.retry * 2, 8000);
    };
  }

  receive(text) {
    let msg;
    try { msg = JSON.parse(text); } catch { return; }
    if (msg.event) { this.onUpdate(this.keepView(msg)); return; }
    const waiter = msg.id !== undefined ? this.pending.get(msg.id) : undefined;
    if (waiter) {
      this.pending.delete(msg.id);
      if (msg.ok) waiter.resolve(msg);
      else waiter.reject(Object.assign(new Error(msg.error?.message || 'error'), { code: msg.error?.code }));
    } else if (msg.ok === false) {
      this.onError(Object.assign(new Error(msg.error?.message || 'error'), { code: msg.error?.code }));
    }
  }

  // The update with its whole view (the board aside): a delta's keys laid over the kept view.
  keepView(msg) {
    if (msg.event !== 'update' || !msg.state) return msg;
    const state = msg.delta && this.view ? { ...this.view, ...msg.state } : msg.state;
    const view = { ...state };
    for (const key of BOARD_KEYS) delete view[key];
    this.view = view;
    const out = { ...msg, state };
    delete out.delta;
    return out;
  }

  request(body) {
    return new Promise((resolve, reject) => {
      if (!this.ws || this.ws.readyState !== WebSocket.OPEN) { reject(new Error('not connected')); return; }
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject });
      this.ws.send(JSON.stringify({ ...body, id }));
    });
  }

  apply(action) { return this.request({ cmd: 'apply', action }); }
  resign() { return this.request({ cmd: 'resign' }); }
  close() { this.closed = true; if (this.ws) this.ws.close(); }
}
