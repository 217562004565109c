"""Spaces shaped like Gymnasium's (Discrete, Box, Dict), so that code written
for Gymnasium and PettingZoo reads rookery's environments without either package."""

import numpy as np


class Discrete:
    """The integers 0 to n - 1."""

    def __init__(self, n, seed=None):
        self.n = int(n)
        self.shape = ()
        self.dtype = np.int64
        self._rng = np.random.default_rng(seed)

    def seed(self, seed=None):
        self._rng = np.random.default_rng(seed)
        return [seed]

    def sample(self, mask=None):
        """A uniform element, or one of those where `mask` (int8 or bool, length n) is set."""
        if mask is None:
            return int(self._rng.integers(self.n))
        allowed = np.flatnonzero(np.asarray(mask))
        if allowed.size == 0:
            raise ValueError("the mask allows no action")
        return int(self._rng.choice(allowed))

    def contains(self, x):
        """Whether `x` is an integer (Python or numpy, not a bool) from 0 to n - 1."""
        if isinstance(x, (bool, np.bool_)):
            return False
        if isinstance(x, np.ndarray) and x.shape == () and np.issubdtype(x.dtype, np.integer):
            x = x.item()
        if not isinstance(x, (int, np.integer)):
            return False
        return 0 <= int(x) < self.n

    __contains__ = contains

    def __repr__(self):
        return f"Discrete({self.n})"


class Box:
    """Arrays of one shape and dtype, each value within [low, high]."""

    def __init__(self, low, high, shape, dtype=np.float32, seed=None):
        self.shape = tuple(shape)
        self.dtype = np.dtype(dtype)
        self.low = np.full(self.shape, low, dtype=self.dtype)
        self.high = np.full(self.shape, high, dtype=self.dtype)
        self._rng = np.random.default_rng(seed)

    def seed(self, seed=None):
        self._rng = np.random.default_rng(seed)
        return [seed]

    def sample(self):
        if np.issubdtype(self.dtype, np.integer):
            return self._rng.integers(self.low, self.high, endpoint=True).astype(self.dtype)
        return self._rng.uniform(self.low, self.high).astype(self.dtype)

    def contains(self, x):
        x = np.asarray(x)
        return (x.shape == self.shape and np.can_cast(x.dtype, self.dtype)
                and bool(np.all(x >= self.low)) and bool(np.all(x <= self.high)))

    __contains__ = contains

    def __repr__(self):
        return f"Box({self.low.min()}, {self.high.max()}, {self.shape}, {self.dtype})"


class Dict:
    """A dict of spaces: its elements are dicts with the same keys."""

    def __init__(self, spaces):
        self.spaces = dict(spaces)

    def __getitem__(self, key):
        return self.spaces[key]

    def keys(self):
        return self.spaces.keys()

    def __iter__(self):
        return iter(self.spaces)

    def seed(self, seed=None):
        """Seeds every subspace, each from its own stream of `seed`."""
        streams = np.random.SeedSequence(seed).spawn(len(self.spaces))
        for stream, space in zip(streams, self.spaces.values()):
            space.seed(int(stream.generate_state(1)[0]))
        return [seed]

    def sample(self):
        return {k: s.sample() for k, s in self.spaces.items()}

    def contains(self, x):
        return (isinstance(x, dict) and x.keys() == self.spaces.keys()
                and all(s.contains(x[k]) for k, s in self.spaces.items()))

    __contains__ = contains

    def __repr__(self):
        return f"Dict({self.spaces!r})"
