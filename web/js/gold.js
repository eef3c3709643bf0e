// gold.js — the Seafarers gold dialog (docs/rules/seafarers.md S§7): when a gold field pays you,
// pick your resources from the bank, one click a card. World Catan's bank picks after a 7
// (docs/rules/world.md W§6, the same pick_gold actions) use it with their own title. Only the picks the server lists as legal
// are offered (they come in resource order, so a later card may rule out an earlier one); the
// dialog stays open until the last pick and can be closed and reopened from the action bar.

import { el, clear, RESOURCES } from './util.js';

export class GoldDialog {
  constructor(act) {
    this.act = act;
    this.dialog = el('dialog', { class: 'gold-dialog', id: 'gold-dialog' });
    this.dialog.addEventListener('close', () => { this.isOpen = false; });
    document.body.append(this.dialog);
    this.isOpen = false;
    this.ctx = null;
    this.wasLegal = false;
  }

  open() {
    if (!this.isOpen) { this.dialog.showModal(); this.isOpen = true; }
    this.render();
  }

  close() { if (this.isOpen) this.dialog.close(); this.isOpen = false; }

  // ctx: {state, seat, picks: the legal pick_gold texts, busy, bankPick: a World bank pick after a
  // 7 rather than gold}. Opens by itself when picks become legal, closes when none are left.
  update(ctx) {
    this.ctx = ctx;
    const legal = ctx.picks.length > 0;
    if (legal && !this.wasLegal) this.open();
    else if (!legal && this.isOpen) this.close();
    else if (this.isOpen) this.render();
    this.wasLegal = legal;
  }

  render() {
    const d = clear(this.dialog);
    const { state, seat, picks, busy, bankPick } = this.ctx;
    const me = state.players.find(p => p.seat === seat);
    const owed = me?.gold_owed ?? picks.length;
    const byResource = new Map(picks.map(t => [t.split(' ')[1], t]));
    const what = bankPick ? 'A 7 was rolled: the bank gives you' : 'A gold field pays you:';
    d.dataset.kind = bankPick ? 'bank' : 'gold';
    d.append(el('h2', {}, bankPick ? 'Bank pick' : 'Gold'),
      el('p', {}, `${what} pick ${owed} resource${owed === 1 ? '' : 's'} from the bank.`),
      el('p', { class: 'muted' }, 'Picks go in resource order (lumber, brick, wool, grain, ore): after a card, only it and later ones may follow.'),
      el('div', { class: 'cards gold-picks' }, RESOURCES.map(r => {
        const text = byResource.get(r);
        return el('button', {
          type: 'button', class: `rcard ${r}${text ? ' clickable' : ' empty'}`, 'data-action': text || null, 'data-resource': r,
          disabled: !text || busy, onclick: () => text && this.act(text),
        }, el('b', {}, state.bank?.[r] ?? '?'), r, el('small', {}, ' in bank'));
      })),
      el('div', { class: 'buttons' }, el('button', { type: 'button', class: 'close', onclick: () => this.close() }, 'Close')));
  }
}
