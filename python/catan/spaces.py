"""Minimal space descriptions in the Gymnasium style (without importing Gymnasium): what the
environments' observations and actions are, with ``shape``, ``dtype``, ``n``, ``sample`` and
``contains``. Requires NumPy."""
from __future__ import annotations

from typing import Any, Optional

import numpy as np


class Discrete:
    """Actions 0..n-1 (``Discrete(n).n``, ``sample(mask=...)`` draws a legal one)."""

    def __init__(self, n: int, seed: Optional[int] = None) -> None:
        self.n = int(n)
        self.shape: tuple = ()
        self.dtype = np.dtype(np.int64)
        self._rng = np.random.default_rng(seed)

    def sample(self, mask: Optional[np.ndarray] = None) -> int:
        """A uniform action, among those where ``mask`` is true when given."""
        if mask is None:
            return int(self._rng.integers(self.n))
        legal = np.flatnonzero(mask)
        if legal.size == 0:
            raise ValueError("the mask allows no action")
        return int(legal[self._rng.integers(legal.size)])

    def contains(self, x: Any) -> bool:
        return isinstance(x, (int, np.integer)) and not isinstance(x, bool) and 0 <= x < self.n

    def __repr__(self) -> str:
        return f"Discrete({self.n})"


def sample_masked(mask: np.ndarray, rng: Optional[np.random.Generator] = None) -> np.ndarray:
    """One uniform legal action id per row of a batch of masks (``info["action_mask"]`` of a
    ``VectorEnv``: bool, one row per game), as an int64 array. Exact, and from the mask alone:
    one ``np.flatnonzero`` pass finds every legal id, then each row draws an index into its own
    run of them, so the cost is a scan of the mask, not a random number per id (which is what
    ``argmax(noise * mask)`` pays). Raises ValueError if a row allows no action."""
    mask = np.asarray(mask)
    if mask.ndim != 2:
        raise ValueError(f"expected a 2-d mask (games x actions), not shape {mask.shape}")
    if mask.dtype != np.bool_:
        mask = mask.astype(bool)
    rng = rng if rng is not None else np.random.default_rng()
    rows, width = mask.shape
    counts = np.count_nonzero(mask, axis=1)
    if rows and not counts.all():
        raise ValueError(f"row {int(np.flatnonzero(counts == 0)[0])} of the mask allows no action")
    where = np.flatnonzero(mask)  # row * width + id, row by row
    starts = np.cumsum(counts) - counts
    picks = where[starts + (rng.random(rows) * counts).astype(np.intp)]
    return picks - np.arange(rows, dtype=np.int64) * width


class Box:
    """Arrays of a shape and dtype with bounds (the observation: uint8 counts and flags)."""

    def __init__(self, low: int, high: int, shape: tuple, dtype: Any = np.uint8) -> None:
        self.low, self.high = low, high
        self.shape = tuple(shape)
        self.dtype = np.dtype(dtype)

    def contains(self, x: Any) -> bool:
        x = np.asarray(x)
        return (x.shape == self.shape and x.dtype == self.dtype and bool((x >= self.low).all())
                and bool((x <= self.high).all()))

    def __repr__(self) -> str:
        return f"Box({self.low}, {self.high}, {self.shape}, {self.dtype})"
