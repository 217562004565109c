"""Environments for learning programs, shaped like PettingZoo's AEC API
(`AECEnv`, every seat an agent) and Gymnasium's Env API (`SingleAgentEnv`, one
seat against bots). Neither package is needed.

Actions are indices into ``game.distinct_actions()``, the game's fixed action
space; observations are the game's observation tensors (float32, values in
[0, 1], docs/observation-tensors.md) with an int8 mask of the legal actions.
Chance (dice, shuffles) is drawn by the environment from its own seeded Rng, so
a seed given to ``reset`` replays the same game for the same actions, and an env
made with a seed plays the same sequence of games, one per reset.
"""

import numpy as np

from . import _rookery, spaces

_SEED_RANGE = 2**63


def _action_space_of(game):
    actions = game.distinct_actions()
    if not actions:
        raise _rookery.RookeryError(
            f"{game.name} defines no action space yet (Game.distinct_actions is empty), "
            "so no environment can index its actions")
    return actions


def _derived_seed(seed, k):
    """The k-th seed drawn from `seed` (independent streams for the dice and each bot)."""
    words = np.random.SeedSequence([seed % 2**64, k]).generate_state(2, np.uint32)
    return int(words.view(np.uint64)[0] % _SEED_RANGE)


class _Seeds:
    """The seed of each game an env plays, as Gymnasium seeds its envs: a seed given to
    the constructor decides the first game, a seed given to `reset` decides that game, and
    every reset without one plays the next game of the sequence the last seed began (or a
    random one when no seed was ever given)."""

    def __init__(self, seed):
        self.pending = None if seed is None else int(seed)
        self.rng = np.random.default_rng()

    def next(self, seed):
        if seed is None and self.pending is not None:
            seed = self.pending
        self.pending = None
        if seed is None:
            return int(self.rng.integers(_SEED_RANGE))
        seed = int(seed)
        self.rng = np.random.default_rng([seed % _SEED_RANGE, 1])
        return seed


class _Table:
    """A game being played with chance drawn automatically: what both envs share.

    `observers` (bots) see every move, chance included, before it is applied.
    """

    def __init__(self, game_string):
        self.game = _rookery.load_game(game_string)
        self.actions = _action_space_of(self.game)
        self.rng = _rookery.Rng(0)
        self.state = None
        self.observers = []
        self.seed = None

    def reset(self, seed):
        """A new game from `seed`, an int."""
        self.seed = int(seed)
        self.rng = _rookery.Rng(_derived_seed(self.seed, 0))
        self.state = self.game.new_initial_state()
        self.advance_chance()

    def _apply(self, action, player):
        for observer in self.observers:
            observer.observe(self.state, player, action)
        self.state.apply(action, player)

    def advance_chance(self):
        while self.state.is_chance_node():
            self._apply(self.state.sample_chance(self.rng), _rookery.CHANCE)

    def observation(self, seat):
        return np.asarray(self.state.observation_tensor(seat), dtype=np.float32)

    def mask(self, seat):
        return self.state.legal_actions_mask(seat).astype(np.int8)

    def observation_space(self):
        return spaces.Dict({
            "observation": spaces.Box(0.0, 1.0, self.game.observation_tensor_shape, np.float32),
            "action_mask": spaces.Box(0, 1, (len(self.actions),), np.int8),
        })

    def play(self, seat, index):
        """Applies action `index` of the space for `seat` (checked), then any chance."""
        if isinstance(index, (bool, np.bool_)) or not isinstance(index, (int, np.integer)):
            raise _rookery.RookeryError(
                f"an action is an index into the action space, not {index!r}")
        if not 0 <= int(index) < len(self.actions):
            raise _rookery.RookeryError(
                f"action index {index} is outside the space 0..{len(self.actions) - 1}")
        self.play_action(seat, self.actions[int(index)])

    def play_action(self, seat, action):
        """Applies a rookery action id for `seat` (checked), then any chance."""
        if self.observers and not self.state.is_legal(action, seat):
            self.state.apply(action, seat)  # raises IllegalActionError with the reason
            raise _rookery.RookeryError(f"is_legal refused action {action}, apply took it")
        self._apply(action, seat)
        self.advance_chance()


class AECEnv:
    """Every seat an agent, acting one at a time (PettingZoo's AEC shape).

    Agents are "player_0", "player_1", ... for seats 0, 1, .... Where several
    seats choose at once (secret simultaneous choices), they are selected one
    after another in seat order; the rules let them act in any order, and a seat
    selected later does not see the earlier seats' secret choices. The reward of
    every agent is 0 until the end, then its return (win share; in a solo game
    its score). Games never truncate: each ends by its rules' safety bound.

    `observation_space(agent)` is a `spaces.Dict` of `"observation"` (a Box in
    [0, 1] of the game's tensor shape, float32) and `"action_mask"` (a Box of 0
    and 1 over the action space, int8); `action_space(agent)` is
    `Discrete(game.num_distinct_actions)`.
    """

    metadata = {"name": "rookery", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, game_string, seed=None, render_mode="ansi"):
        self._table = _Table(game_string)
        self.game = self._table.game
        self.render_mode = render_mode
        self.possible_agents = [f"player_{i}" for i in range(self.game.num_players)]
        self._seeds = _Seeds(seed)
        self._obs_space = self._table.observation_space()
        self._act_space = spaces.Discrete(len(self._table.actions))
        self.reset()

    # Spaces
    def observation_space(self, agent):
        self._seat(agent)
        return self._obs_space

    def action_space(self, agent):
        self._seat(agent)
        return self._act_space

    @property
    def num_agents(self):
        return len(self.agents)

    @property
    def max_num_agents(self):
        return len(self.possible_agents)

    @property
    def game_state(self):
        """The rookery State now (hidden parts included: for the program, not a seat).
        Not named `state`, which PettingZoo keeps for a global observation array."""
        return self._table.state

    def reset(self, seed=None, options=None):
        """A new game: from `seed`, else the next of the env's sequence of games (the
        first game of an env made with a seed is that seed's)."""
        self._table.reset(self._seeds.next(seed))
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._select()

    def _seat(self, agent):
        try:
            return self.possible_agents.index(agent)
        except ValueError:
            raise _rookery.RookeryError(
                f"no agent {agent!r}: the agents are {', '.join(self.possible_agents)}") from None

    def _select(self):
        """The next agent: a finished one still to be stepped, else the first acting seat."""
        done = [a for a in self.agents if self.terminations[a] or self.truncations[a]]
        if done:
            self.agent_selection = done[0]
            return
        acting = self._table.state.acting_players()
        self.agent_selection = self.possible_agents[acting[0]] if acting else None

    def observe(self, agent):
        seat = self._seat(agent)
        return {"observation": self._table.observation(seat), "action_mask": self._table.mask(seat)}

    def last(self, observe=True):
        agent = self.agent_selection
        if agent is None:
            raise _rookery.RookeryError("every agent is done: call reset()")
        obs = self.observe(agent) if observe else None
        return (obs, self._cumulative_rewards[agent], self.terminations[agent],
                self.truncations[agent], self.infos[agent])

    def step(self, action):
        agent = self.agent_selection
        if agent is None:
            raise _rookery.RookeryError("every agent is done: call reset()")
        if self.terminations[agent] or self.truncations[agent]:
            # PettingZoo's dead step: a finished agent steps with None and leaves.
            if action is not None:
                raise ValueError(f"{agent} is done: the only action it may step is None")
            self.agents.remove(agent)
            del self.rewards[agent], self._cumulative_rewards[agent]
            del self.terminations[agent], self.truncations[agent], self.infos[agent]
            if self.agents:
                self._select()
            else:
                self.agent_selection = None
            return
        if action is None:
            raise ValueError(f"{agent} is not done: step it with an action index")
        # A refused action (IllegalActionError) changes nothing, rewards included.
        self._table.play(self._seat(agent), action)
        self._cumulative_rewards[agent] = 0.0
        for a in self.agents:
            self.rewards[a] = 0.0
        if self._table.state.is_terminal():
            returns = self._table.state.returns()
            for a in self.agents:
                self.rewards[a] = float(returns[self._seat(a)])
                self.terminations[a] = True
        for a in self.agents:
            self._cumulative_rewards[a] += self.rewards[a]
        self._select()

    def agent_iter(self, max_iter=2**63):
        """The agents in turn until every one is done, as PettingZoo's loop reads them."""
        count = 0
        while self.agents and count < max_iter:
            yield self.agent_selection
            count += 1

    def render(self):
        """The position in words, as a spectator sees it."""
        return self._table.state.describe()

    def close(self):
        pass


class SingleAgentEnv:
    """One seat against bots, in Gymnasium's Env shape.

    The other seats are played by `Bot`s, one spec per other seat in seat order
    (default: each game's "heuristic", or its default bot where it has no
    heuristic, as in Match of the Penguins); a solo game has none. The bots see
    every move (`Bot.observe`), so a search keeps its tree. The reward is 0
    until the end, then the seat's return: its win share, or in a solo game its
    score.

    `observation_space` is a Box in [0, 1] of the game's tensor shape
    (float32), `action_space` is `Discrete(game.num_distinct_actions)`, and
    `info["action_mask"]` (int8) marks the legal actions.
    """

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, game_string, seat=0, opponents=None, seed=None, render_mode="ansi"):
        self._table = _Table(game_string)
        self.game = self._table.game
        self.render_mode = render_mode
        players = self.game.num_players
        if not 0 <= seat < players:
            raise _rookery.RookeryError(f"no seat {seat}: seats are 0 to {players - 1}")
        self.seat = seat
        others = players - 1
        if opponents is None:
            opponents = [self._default_opponent()] * others
        if isinstance(opponents, str) or len(opponents) != others:
            raise _rookery.RookeryError(
                f"{others} other seats need a list of {others} opponent specs; got {opponents!r}")
        self.opponents = list(opponents)
        for spec in self.opponents:  # a bad spec is refused now, not at reset
            _rookery.Bot(spec, self.game)
        self._seeds = _Seeds(seed)
        self.observation_space = self._table.observation_space()["observation"]
        self.action_space = spaces.Discrete(len(self._table.actions))
        self._bots = {}

    def _default_opponent(self):
        try:
            _rookery.Bot("heuristic", self.game)
            return "heuristic"
        except _rookery.RookeryError:
            entry = next(g for g in _rookery.games() if g["name"] == self.game.name)
            return entry["default_bot"]

    @property
    def game_state(self):
        """The rookery State now (hidden parts included)."""
        return self._table.state

    def reset(self, seed=None, options=None):
        """A new game: (observation, info). From `seed`, else the next of the env's
        sequence of games, as AECEnv.reset; the bots' seeds derive from it too."""
        seed = self._seeds.next(seed)
        seats = [s for s in range(self.game.num_players) if s != self.seat]
        self._bots = {s: _rookery.Bot(spec, self.game, _derived_seed(seed, s + 1))
                      for s, spec in zip(seats, self.opponents)}
        self._table.observers = list(self._bots.values())
        self._table.reset(seed)
        self._play_others()
        return self._observe(), self._info()

    def _play_others(self):
        """Lets the bots move until this seat must act or the game ends."""
        state = self._table.state
        while not state.is_terminal():
            acting = state.acting_players()
            if self.seat in acting:
                return
            seat = acting[0]
            self._table.play_action(seat, self._bots[seat].step(state, seat))
            state = self._table.state

    def _observe(self):
        return self._table.observation(self.seat)

    def _info(self):
        return {"action_mask": self._table.mask(self.seat)}

    def _reward(self):
        state = self._table.state
        if not state.is_terminal():
            return 0.0
        if self.game.num_players == 1:
            return float(state.scores()[self.seat])
        return float(state.returns()[self.seat])

    def step(self, action):
        """(observation, reward, terminated, truncated, info) after the seat's action and
        the bots' moves up to the seat's next decision."""
        if self._table.state.is_terminal():
            raise _rookery.RookeryError("the game is over: call reset()")
        self._table.play(self.seat, action)
        self._play_others()
        terminated = self._table.state.is_terminal()
        return self._observe(), self._reward(), terminated, False, self._info()

    def render(self):
        """The position in words, as the seat sees it."""
        return self._table.state.describe(self.seat)

    def close(self):
        pass
