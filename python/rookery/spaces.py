"""Spaces shaped like Gymnasium's (Discrete, Box, Dict), so that code written
for Gymnasium and PettingZoo reads rookery's environments without either package.

They follow Gymnasium's: value equality, a lazily seeded ``np_random``, ``seed``
returning the seeds used, ``Discrete.start``, a ``Dict`` with ``shape`` and
``dtype`` None and its keys sorted, and masked sampling that answers ``start``
when the mask allows nothing. One deliberate difference: ``Discrete.contains``
refuses a bool, which an action never is (Gymnasium counts True as 1).
"""

import numpy as np


def _generator(seed):
    """(generator, seed used) as Gymnasium's seeding.np_random makes them."""
    sequence = np.random.SeedSequence(seed)
    return np.random.Generator(np.random.PCG64(sequence)), sequence.entropy


class Space:
    """What every space has: shape, dtype, a seeded generator, `in`."""

    def __init__(self, shape=None, dtype=None, seed=None):
        self._shape = None if shape is None else tuple(shape)
        self.dtype = None if dtype is None else np.dtype(dtype)
        self._np_random = None
        if isinstance(seed, np.random.Generator):
            self._np_random = seed
        elif seed is not None:
            self.seed(seed)

    @property
    def shape(self):
        """The shape of an element (None for a Dict, as in Gymnasium)."""
        return self._shape

    @property
    def np_random(self):
        """The generator `sample` draws from, seeded at random on first use."""
        if self._np_random is None:
            self.seed()
        return self._np_random

    @np_random.setter
    def np_random(self, generator):
        self._np_random = generator

    def seed(self, seed=None):
        """Seeds the generator; returns the seed used (a random one for None)."""
        self._np_random, used = _generator(seed)
        return used

    def __contains__(self, x):
        return self.contains(x)


def _checked_mask(mask, n):
    """The mask as a bool array, after Gymnasium's checks (length n, values 0 or 1);
    int8 as Gymnasium asks, bool as sb3-contrib's action_masks() gives."""
    if not isinstance(mask, np.ndarray):
        raise ValueError(f"a sample mask is a numpy array, not {type(mask).__name__}")
    if mask.dtype not in (np.int8, np.bool_):
        raise ValueError(f"a sample mask is int8 (or bool), not {mask.dtype}")
    if mask.shape != (n,):
        raise ValueError(f"a sample mask has shape {(n,)}, not {mask.shape}")
    if not np.all((mask == 0) | (mask == 1)):
        raise ValueError("a sample mask holds only 0 and 1")
    return mask.astype(bool)


def _is_integer(x):
    """Whether `x` is a Python or numpy integer, not a bool (an int subclass counts:
    a game's num_distinct_actions is one)."""
    return isinstance(x, (int, np.integer)) and not isinstance(x, (bool, np.bool_))


class Discrete(Space):
    """The integers start to start + n - 1."""

    def __init__(self, n, seed=None, start=0, dtype=np.int64):
        if not _is_integer(n) or n <= 0:
            raise ValueError(f"n is a positive integer, not {n!r}")
        if not _is_integer(start):
            raise ValueError(f"start is an integer, not {start!r}")
        if not np.issubdtype(np.dtype(dtype), np.integer):
            raise ValueError(f"a Discrete dtype is an integer type, not {np.dtype(dtype)}")
        super().__init__((), dtype, seed)
        self.n = self.dtype.type(n)
        self.start = self.dtype.type(start)

    def sample(self, mask=None, probability=None):
        """A uniform element; or one where `mask` is 1 (`start` when none is); or one
        drawn with `probability` (float64, length n, summing to 1)."""
        if mask is not None and probability is not None:
            raise ValueError("sample takes a mask or a probability, not both")
        if mask is not None:
            allowed = np.flatnonzero(_checked_mask(mask, int(self.n)))
            if allowed.size == 0:
                return self.start  # Gymnasium's answer for an all-zero mask
            return self.start + self.dtype.type(self.np_random.choice(allowed))
        if probability is not None:
            p = np.asarray(probability, dtype=np.float64)
            if p.shape != (self.n,) or np.any(p < 0) or not np.isclose(p.sum(), 1):
                raise ValueError(f"a sample probability is {int(self.n)} values >= 0 summing to 1")
            return self.start + self.np_random.choice(np.arange(self.n, dtype=self.dtype), p=p)
        return self.start + self.np_random.integers(self.n, dtype=self.dtype.type)

    def contains(self, x):
        """Whether `x` is an integer (Python, numpy, or a 0-d integer array; not a bool)
        from start to start + n - 1 that the dtype holds."""
        if isinstance(x, (bool, np.bool_)):
            return False
        if isinstance(x, int):
            info = np.iinfo(self.dtype)
            if not info.min <= x <= info.max:
                return False
            x = self.dtype.type(x)
        elif not (isinstance(x, (np.generic, np.ndarray)) and x.shape == ()
                  and np.issubdtype(x.dtype, np.integer)):
            return False
        return (int(self.start) <= int(x) < int(self.start) + int(self.n)
                and bool(np.can_cast(x.dtype, self.dtype)))

    def __eq__(self, other):
        return (isinstance(other, Discrete) and self.n == other.n
                and self.start == other.start and self.dtype == other.dtype)

    def __repr__(self):
        extra = "" if self.start == 0 else f", start={self.start}"
        extra += "" if self.dtype == np.int64 else f", dtype={self.dtype}"
        return f"Discrete({self.n}{extra})"


class MultiDiscrete(Space):
    """Arrays of integers, element i from 0 to nvec[i] - 1: a batch of Discrete
    spaces, as a vectorised environment's actions are in Gymnasium."""

    def __init__(self, nvec, dtype=np.int64, seed=None):
        self.nvec = np.asarray(nvec, dtype=dtype)
        if self.nvec.ndim != 1 or np.any(self.nvec <= 0):
            raise ValueError(f"nvec is a list of positive integers, not {nvec!r}")
        super().__init__(self.nvec.shape, dtype, seed)

    def sample(self, mask=None):
        """A uniform element; with `mask` (one row per element), uniform among its 1s."""
        if mask is None:
            return self.np_random.integers(self.nvec, dtype=self.dtype.type)
        return np.array([Discrete(int(n), seed=self.np_random).sample(m)
                         for n, m in zip(self.nvec, mask)], dtype=self.dtype)

    def contains(self, x):
        """Whether `x` is an integer array of this shape, each value in its range."""
        x = np.asarray(x)
        return (x.shape == self.shape and np.issubdtype(x.dtype, np.integer)
                and bool(np.all((0 <= x) & (x < self.nvec))))

    def __eq__(self, other):
        return isinstance(other, MultiDiscrete) and np.array_equal(self.nvec, other.nvec)

    def __repr__(self):
        return f"MultiDiscrete({self.nvec.tolist()})"


class Box(Space):
    """Arrays of one shape and dtype, each value within [low, high]."""

    def __init__(self, low, high, shape=None, dtype=np.float32, seed=None):
        if shape is None:
            shape = np.broadcast(np.asarray(low), np.asarray(high)).shape
        super().__init__(shape, dtype, seed)
        self.low = np.full(self.shape, low, dtype=self.dtype)
        self.high = np.full(self.shape, high, dtype=self.dtype)

    def sample(self, mask=None):
        """A uniform element (integers: each value from low to high inclusive)."""
        if mask is not None:
            raise ValueError("a Box samples without a mask")
        if np.issubdtype(self.dtype, np.integer):
            return self.np_random.integers(self.low, self.high, endpoint=True).astype(self.dtype)
        return self.np_random.uniform(self.low, self.high).astype(self.dtype)

    def contains(self, x):
        """Whether `x` (cast to the dtype if it is not an array, as Gymnasium does) has the
        shape, a dtype that casts safely, and every value within bounds."""
        if not isinstance(x, np.ndarray):
            try:
                x = np.asarray(x, dtype=self.dtype)
            except (ValueError, TypeError, OverflowError):
                return False
        return bool(np.can_cast(x.dtype, self.dtype) and x.shape == self.shape
                    and np.all(x >= self.low) and np.all(x <= self.high))

    def __eq__(self, other):
        return (isinstance(other, Box) and self.shape == other.shape
                and self.dtype == other.dtype and np.allclose(self.low, other.low)
                and np.allclose(self.high, other.high))

    def __repr__(self):
        return f"Box({self.low.min()}, {self.high.max()}, {self.shape}, {self.dtype})"


class Dict(Space):
    """A dict of spaces: its elements are dicts with the same keys (sorted, as Gymnasium
    sorts a dict's keys)."""

    def __init__(self, spaces, seed=None):
        self.spaces = dict(sorted(dict(spaces).items()))
        super().__init__(None, None, None)
        if seed is not None:
            self.seed(seed)

    def __getitem__(self, key):
        return self.spaces[key]

    def keys(self):
        return self.spaces.keys()

    def values(self):
        return self.spaces.values()

    def items(self):
        return self.spaces.items()

    def __iter__(self):
        return iter(self.spaces)

    def __len__(self):
        return len(self.spaces)

    def seed(self, seed=None):
        """Seeds every subspace: None at random, an int through this space's generator
        (Gymnasium's way), or a dict of one seed per key; returns {key: seed used}."""
        if seed is None:
            return {k: s.seed(None) for k, s in self.spaces.items()}
        if isinstance(seed, dict):
            if seed.keys() != self.spaces.keys():
                raise ValueError(f"seed keys {list(seed)} are not the space's {list(self.spaces)}")
            return {k: self.spaces[k].seed(seed[k]) for k in self.spaces}
        super().seed(seed)
        subseeds = self.np_random.integers(np.iinfo(np.int32).max, size=len(self.spaces))
        return {k: s.seed(int(sub)) for (k, s), sub in zip(self.spaces.items(), subseeds)}

    def sample(self, mask=None):
        """A dict of a sample of each subspace (with `mask[key]` where a mask dict is given)."""
        if mask is None:
            return {k: s.sample() for k, s in self.spaces.items()}
        return {k: s.sample(mask=mask[k]) for k, s in self.spaces.items()}

    def contains(self, x):
        return (isinstance(x, dict) and x.keys() == self.spaces.keys()
                and all(s.contains(x[k]) for k, s in self.spaces.items()))

    def __eq__(self, other):
        return isinstance(other, Dict) and self.spaces == other.spaces

    def __repr__(self):
        return "Dict(" + ", ".join(f"{k!r}: {s}" for k, s in self.spaces.items()) + ")"
