// trade.js — the Classic trade dialog: compose a domestic offer (what you give, what you want),
// watch the other players' answers (World: only the neighbours asked), accept or decline an
// offer made to you, confirm the exchange with one who accepted (or cancel); and the maritime
// trades with the bank that are legal now. The offerer is the state's actor (World: the green or
// the red player in his window).

import { el, clear, RESOURCES, countsText, playerColour } from './util.js';
import { offerText } from './actions.js';

const MAX_SIDE = 4;   // the engine's limit on the cards of one side of an offer (classic.md §7.2)

export class TradeDialog {
  constructor(act) {
    this.act = act;
    this.dialog = el('dialog', { class: 'trade-dialog', id: 'trade-dialog' });
    this.dialog.addEventListener('close', () => { this.isOpen = false; });
    document.body.append(this.dialog);
    this.give = {}; this.want = {};
    this.isOpen = false;
    this.ctx = null;
  }

  open() {
    this.give = {}; this.want = {};
    if (!this.isOpen) { this.dialog.showModal(); this.isOpen = true; }
    this.render();
  }

  close() { if (this.isOpen) this.dialog.close(); this.isOpen = false; }

  // ctx: {state, seat, names, groups (verb -> texts), canOffer}
  update(ctx) {
    const hadOffer = this.ctx && this.ctx.state.offer;
    this.ctx = ctx;
    const offer = ctx.state.offer;
    const involved = offer && (ctx.state.actor === ctx.seat || ctx.groups.has('accept') || ctx.groups.has('decline'));
    if (involved && !this.isOpen) this.open();
    else if (hadOffer && !offer && this.isOpen) this.close();   // the trade was made or cancelled
    else if (this.isOpen) this.render();
  }

  render() {
    const d = clear(this.dialog);
    const { state } = this.ctx;
    d.append(el('h2', {}, 'Trade'));
    if (state.offer) this.renderOffer(d); else this.renderComposer(d);
    d.append(el('div', { class: 'buttons' }, el('button', { type: 'button', class: 'close', onclick: () => this.close() }, 'Close')));
  }

  renderOffer(d) {
    const { state, seat, names, groups } = this.ctx;
    const offer = state.offer;
    const offerer = state.actor;
    const mine = offerer === seat;
    d.append(el('p', { class: 'offer-text' },
      el('b', {}, mine ? 'You offer ' : `${names(offerer)} offers `), countsText(offer.give),
      el('b', {}, ' for '), countsText(offer.want)));
    const answers = el('div', { class: 'answers' });
    offer.answers.forEach((answer, s) => {
      if (answer === 'not_asked') return;
      answers.append(el('div', { 'data-seat': s, 'data-answer': answer },
        el('span', { class: 'swatch', style: `background:${playerColour(s)}` }), ' ', names(s), ': ',
        el('span', { class: `answer-${answer}` }, answer)));
    });
    d.append(answers);
    const buttons = el('div', { class: 'buttons' });
    for (const text of groups.get('accept') || []) buttons.append(this.button(text, 'Accept', 'primary'));
    for (const text of groups.get('decline') || []) buttons.append(this.button(text, 'Decline'));
    for (const text of groups.get('confirm') || []) buttons.append(this.button(text, `Trade with ${names(Number(text.split(' ')[1].slice(1)))}`, 'primary'));
    for (const text of groups.get('cancel') || []) buttons.append(this.button(text, 'Cancel offer', 'danger'));
    if (!buttons.childElementCount) buttons.append(el('span', { class: 'muted' }, 'Waiting for answers…'));
    d.append(buttons);
  }

  renderComposer(d) {
    const { state, seat, groups, canOffer } = this.ctx;
    const me = state.players.find(p => p.seat === seat);
    const hand = (me && me.hand) || {};
    const total = side => RESOURCES.reduce((a, r) => a + (side[r] || 0), 0);
    const counter = (side, r, max) => el('div', { class: 'counter', 'data-side': side === this.give ? 'give' : 'want', 'data-resource': r },
      el('button', { type: 'button', class: 'minus', disabled: !(side[r] > 0), onclick: () => { side[r] = (side[r] || 0) - 1; this.render(); } }, '−'),
      el('output', {}, side[r] || 0),
      el('button', { type: 'button', class: 'plus', disabled: !((side[r] || 0) < max && total(side) < MAX_SIDE), onclick: () => {
        side[r] = (side[r] || 0) + 1;
        const other = side === this.give ? this.want : this.give;
        other[r] = 0;   // no resource on both sides
        this.render();
      } }, '+'));
    const world = state.game === 'world';
    d.append(el('h3', {}, world ? 'Offer to your neighbours' : 'Offer to the other players'));
    if (world) d.append(el('p', { class: 'muted' }, 'In World Catan an offer goes to the two players on each side of you; the others are not asked.'));
    const grid = el('div', { class: 'trade-grid' }, el('span'), el('b', {}, 'You give'), el('b', {}, 'You want'));
    for (const r of RESOURCES) {
      grid.append(el('span', { class: `rcard ${r}` }, `${r} (${hand[r] || 0})`), counter(this.give, r, hand[r] || 0), counter(this.want, r, MAX_SIDE));
    }
    d.append(grid);
    const text = total(this.give) && total(this.want) ? offerText(this.give, this.want, RESOURCES) : null;
    const listed = groups.get('offer');
    const legal = text && (!listed || listed.includes(text));
    d.append(el('div', { class: 'buttons' },
      el('button', { type: 'button', class: 'primary make-offer', disabled: !(canOffer && legal), onclick: () => this.act(text) },
        text ? `Offer ${countsText(this.give)} for ${countsText(this.want)}` : 'Offer'),
      canOffer ? null : el('span', { class: 'muted' }, world ? 'You can offer in your window.' : 'You can offer after your roll, on your turn.')));

    const bank = groups.get('trade_bank') || [];
    d.append(el('h3', {}, 'Trade with the bank'));
    if (!bank.length) { d.append(el('p', { class: 'muted' }, 'No maritime trade possible now.')); return; }
    const byGive = new Map();
    for (const t of bank) {
      const m = /^trade_bank (\d+) (\w+) -> (\w+)$/.exec(t);
      if (!m) continue;
      const key = `${m[1]} ${m[2]}`;
      if (!byGive.has(key)) byGive.set(key, []);
      byGive.get(key).push({ text: t, get: m[3] });
    }
    for (const [give, list] of byGive) {
      d.append(el('div', { class: 'seat-row bank-row' }, el('span', {}, `Give ${give} for:`),
        list.map(({ text, get }) => this.button(text, get, `rcard ${get}`))));
    }
  }

  button(text, label, cls = '') {
    return el('button', { type: 'button', class: cls, 'data-action': text, onclick: () => this.act(text) }, label);
  }
}
