// dialogs.js — a modal chooser among several actions, a yes/no question, and short toasts.

import { el, clear } from './util.js';

// Shows a list of options [{label, value}] in a modal dialog; resolves with the value or null.
export function choose(title, options) {
  return new Promise(resolve => {
    const dialog = el('dialog', { class: 'chooser-dialog' });
    const done = value => { dialog.close(); dialog.remove(); resolve(value); };
    dialog.append(
      el('h2', {}, title),
      el('div', { class: 'chooser' }, options.map(o =>
        el('button', { type: 'button', 'data-action': o.value, onclick: () => done(o.value) }, o.label))),
      el('div', { class: 'buttons' }, el('button', { type: 'button', class: 'cancel', onclick: () => done(null) }, 'Cancel')));
    dialog.addEventListener('cancel', ev => { ev.preventDefault(); done(null); });
    document.body.append(dialog);
    dialog.showModal();
  });
}

let toastTimer = null;
export function toast(message, ms = 3500) {
  // Inside an open modal dialog when there is one: the page beneath it is covered.
  const parent = document.querySelector('dialog[open]') || document.body;
  let node = document.querySelector('.toast');
  if (!node) node = el('div', { class: 'toast', role: 'status' });
  if (node.parentNode !== parent) parent.append(node);
  clear(node).append(message);
  node.classList.remove('hidden');
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => node.classList.add('hidden'), ms);
}
