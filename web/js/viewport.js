// viewport.js — zoom and pan of the board: mouse drag, the mouse wheel, touch (one finger drags,
// two pinch) through pointer events, and zoom/fit buttons. The zoom and pan are one transform on
// the board's <g class="viewport">, in view-box units, kept across redraws; clicks on targets
// still hit (the browser hit-tests the transformed shapes), and a drag never counts as a click.

const DRAG_PX = 6;          // a press that moves less than this is a click, not a drag
const MIN_SCALE = 1, MAX_SCALE = 8;

export class BoardViewport {
  // svgEl: the board's <svg>; onChange(transform) is called after every change (optional).
  constructor(svgEl, { onChange } = {}) {
    this.svg = svgEl;
    this.onChange = onChange || (() => {});
    this.s = 1; this.tx = 0; this.ty = 0;
    this.group = null; this.bounds = null; this.boundsKey = '';
    this.pointers = new Map();   // pointerId -> {x, y}
    this.drag = null;            // {x, y, moved} of the first pointer while pressed
    this.pinch = null;           // {dist, mx, my} of two pointers
    this.suppressClick = false;
    svgEl.addEventListener('pointerdown', ev => this.down(ev));
    svgEl.addEventListener('pointermove', ev => this.move(ev));
    for (const type of ['pointerup', 'pointercancel']) svgEl.addEventListener(type, ev => this.up(ev));
    svgEl.addEventListener('wheel', ev => this.wheel(ev), { passive: false });
    // A drag ends with a click on whatever is under the pointer: swallow it (capture phase).
    svgEl.addEventListener('click', ev => {
      if (!this.suppressClick) return;
      this.suppressClick = false;
      ev.stopPropagation();
      ev.preventDefault();
    }, true);
  }

  // Called by renderBoard after each redraw with the new group and the view box; a board of
  // another size (a new game) starts fitted.
  attach(group, bounds) {
    this.group = group;
    const key = [bounds.x, bounds.y, bounds.w, bounds.h].map(n => n.toFixed(1)).join(' ');
    if (key !== this.boundsKey) { this.s = 1; this.tx = 0; this.ty = 0; this.boundsKey = key; }
    this.bounds = bounds;
    this.apply(false);
  }

  get transform() { return `translate(${this.tx.toFixed(2)} ${this.ty.toFixed(2)}) scale(${this.s.toFixed(4)})`; }
  get zoomed() { return this.s !== 1 || this.tx !== 0 || this.ty !== 0; }

  fit() { this.s = 1; this.tx = 0; this.ty = 0; this.apply(); }

  // Zooms by `factor` keeping the board point under the client point (clientX, clientY) still;
  // without one, round the middle of the view.
  zoomAt(factor, clientX, clientY) {
    if (!this.bounds) return;
    const [ux, uy] = clientX === undefined ? [this.bounds.x + this.bounds.w / 2, this.bounds.y + this.bounds.h / 2]
      : this.toViewBox(clientX, clientY);
    const s = Math.min(MAX_SCALE, Math.max(MIN_SCALE, this.s * factor));
    const k = s / this.s;
    this.tx = ux - (ux - this.tx) * k;
    this.ty = uy - (uy - this.ty) * k;
    this.s = s;
    this.apply();
  }

  // Moves the board by (dx, dy) screen pixels.
  panBy(dx, dy) {
    const unit = this.pxPerUnit();
    this.tx += dx / unit;
    this.ty += dy / unit;
    this.apply();
  }

  pxPerUnit() {
    const m = this.svg.getScreenCTM();
    return m && m.a ? m.a : 1;
  }

  toViewBox(clientX, clientY) {
    const m = this.svg.getScreenCTM();
    if (!m) return [0, 0];
    const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
    return [p.x, p.y];
  }

  // Keeps the middle of the view on the board, then writes the transform.
  apply(notify = true) {
    const b = this.bounds;
    if (b) {
      const cx = b.x + b.w / 2, cy = b.y + b.h / 2;
      this.tx = Math.min(cx - b.x * this.s, Math.max(cx - (b.x + b.w) * this.s, this.tx));
      this.ty = Math.min(cy - b.y * this.s, Math.max(cy - (b.y + b.h) * this.s, this.ty));
    }
    if (this.group) this.group.setAttribute('transform', this.transform);
    this.svg.classList.toggle('zoomed', this.zoomed);
    if (notify) this.onChange(this.transform);
  }

  down(ev) {
    if (ev.pointerType === 'mouse' && ev.button !== 0) return;
    this.pointers.set(ev.pointerId, { x: ev.clientX, y: ev.clientY });
    if (this.pointers.size === 1) this.drag = { x: ev.clientX, y: ev.clientY, moved: false };
    if (this.pointers.size === 2) { this.pinch = this.pinchOf(); if (this.drag) this.drag.moved = true; }
  }

  move(ev) {
    const p = this.pointers.get(ev.pointerId);
    if (!p) return;
    const last = { ...p };
    p.x = ev.clientX; p.y = ev.clientY;
    if (this.pointers.size >= 2 && this.pinch) {
      const now = this.pinchOf();
      this.capture(ev);
      if (this.pinch.dist > 0) this.zoomAt(now.dist / this.pinch.dist, now.mx, now.my);
      this.panBy(now.mx - this.pinch.mx, now.my - this.pinch.my);
      this.pinch = now;
      return;
    }
    if (!this.drag) return;
    if (!this.drag.moved && Math.hypot(ev.clientX - this.drag.x, ev.clientY - this.drag.y) < DRAG_PX) return;
    if (!this.drag.moved) {
      // The drag starts here: pan by the whole way from the press.
      this.drag.moved = true;
      this.capture(ev);
      this.panBy(ev.clientX - this.drag.x, ev.clientY - this.drag.y);
      return;
    }
    this.panBy(p.x - last.x, p.y - last.y);
  }

  up(ev) {
    if (!this.pointers.delete(ev.pointerId)) return;
    if (this.drag?.moved) {
      this.suppressClick = true;
      setTimeout(() => { this.suppressClick = false; }, 0);   // no click followed: forget it
    }
    if (this.pointers.size < 2) this.pinch = null;
    if (this.pointers.size === 0) this.drag = null;
  }

  wheel(ev) {
    ev.preventDefault();
    const factor = Math.exp(-Math.max(-300, Math.min(300, ev.deltaY)) * 0.002);
    this.zoomAt(factor, ev.clientX, ev.clientY);
  }

  pinchOf() {
    const [a, b] = [...this.pointers.values()];
    return { dist: Math.hypot(a.x - b.x, a.y - b.y), mx: (a.x + b.x) / 2, my: (a.y + b.y) / 2 };
  }

  // Pointer capture only once a drag has begun: capturing on press would send the click to the
  // <svg> instead of the target under the pointer.
  capture(ev) {
    try { this.svg.setPointerCapture(ev.pointerId); } catch { /* the pointer is gone */ }
  }
}
