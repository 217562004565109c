"""Environments for learning programs, shaped like PettingZoo's AEC API
(`AECEnv`, every seat an agent) and Gymnasium's Env API (`SingleAgentEnv`, one
seat against bots). Neither package is needed.

Actions are indices into ``game.distinct_actions()``, the game's fixed action
space; observations are the game's observation tensors (float32, values in
[0, 1], docs/observation-tensors.md) with an int8 mask of the legal actions.
Chance (dice, shuffles) is drawn by the environment from its own seeded Rng.
"""

import numpy as np

from . import _rookery, spaces


def _action_space_of(game):
    actions = game.distinct_actions()
    if not actions:
        raise _rookery.RookeryError(
            f"{game.name} defines no action space yet (Game.distinct_actions is empty)")
    return actions


class _Table:
    """A game being played with chance drawn automatically: what both envs share."""

    def __init__(self, game_string):
        self.game = _rookery.load_game(game_string)
        self.actions = _action_space_of(self.game)
        self.index = {a: i for i, a in enumerate(self.actions)}
        self.rng = _rookery.Rng(0)
        self.state = None

    def reset(self, seed):
        self.rng = _rookery.Rng(np.random.SeedSequence(seed).entropy % 2**63 if seed is None
                                else int(seed))
        self.state = self.game.new_initial_state()
        self.advance_chance()

    def advance_chance(self):
        while self.state.is_chance_node():
            self.state.apply(self.state.sample_chance(self.rng))

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
        if not 0 <= int(index) < len(self.actions):
            raise _rookery.RookeryError(
                f"action index {index} is outside the space 0..{len(self.actions) - 1}")
        self.state.apply(self.actions[int(index)], seat)
        self.advance_chance()


class AECEnv:
    """Every seat an agent, acting one at a time (PettingZoo's AEC shape).

    Where several seats choose at once (secret simultaneous choices), they are
    selected one after another; the rules let them act in any order.
    """

    metadata = {"name": "rookery", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, game_string, seed=None):
        self._table = _Table(game_string)
        self.game = self._table.game
        self.possible_agents = [f"player_{i}" for i in range(self.game.num_players)]
        self._seed = seed
        self._obs_space = self._table.observation_space()
        self._act_space = spaces.Discrete(len(self._table.actions))
        self.reset(seed)

    # Spaces
    def observation_space(self, agent):
        return self._obs_space

    def action_space(self, agent):
        return self._act_space

    @property
    def state(self):
        """The rookery State now (hidden parts included: for the program, not a seat)."""
        return self._table.state

    def reset(self, seed=None, options=None):
        self._table.reset(self._seed if seed is None else seed)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._select()

    def _seat(self, agent):
        return self.possible_agents.index(agent)

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
        obs = self.observe(agent) if observe else None
        return (obs, self._cumulative_rewards[agent], self.terminations[agent],
                self.truncations[agent], self.infos[agent])

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            # PettingZoo's dead step: a finished agent steps with None and leaves.
            if action is not None:
                raise ValueError(f"{agent} is done; step it with None")
            self.agents.remove(agent)
            del self.rewards[agent], self._cumulative_rewards[agent]
            del self.terminations[agent], self.truncations[agent], self.infos[agent]
            self._select() if self.agents else setattr(self, "agent_selection", None)
            return
        self._cumulative_rewards[agent] = 0.0
        self._table.play(self._seat(agent), action)
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
        return self._table.state.describe()

    def close(self):
        pass


class SingleAgentEnv:
    """One seat against bots, in Gymnasium's Env shape.

    The other seats are played by `Bot`s (default each game's "heuristic"); a solo
    game has none. The reward is the seat's return at the end: its win share, or
    in a solo game its score.
    """

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, game_string, seat=0, opponents=None, seed=None):
        self._table = _Table(game_string)
        self.game = self._table.game
        players = self.game.num_players
        if not 0 <= seat < players:
            raise _rookery.RookeryError(f"no seat {seat}: seats are 0 to {players - 1}")
        self.seat = seat
        others = players - 1
        if opponents is None:
            opponents = ["heuristic"] * others
        if len(opponents) != others:
            raise _rookery.RookeryError(
                f"{others} other seats need {others} opponent specs; got {len(opponents)}")
        self._opponent_specs = list(opponents)
        self._seed = seed
        self.observation_space = self._table.observation_space()["observation"]
        self.action_space = spaces.Discrete(len(self._table.actions))
        self._bots = {}

    @property
    def state(self):
        return self._table.state

    def reset(self, seed=None, options=None):
        seed = self._seed if seed is None else seed
        self._table.reset(seed)
        base = 0 if seed is None else int(seed)
        seats = [s for s in range(self.game.num_players) if s != self.seat]
        self._bots = {s: _rookery.Bot(spec, self.game, base * 16 + s + 1)
                      for s, spec in zip(seats, self._opponent_specs)}
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
            self._table.state.apply(self._bots[seat].step(state, seat), seat)
            self._table.advance_chance()

    def _observe(self):
        return self._table.observation(self.seat)

    def _info(self):
        return {"action_mask": self._table.mask(self.seat)}

    def step(self, action):
        self._table.play(self.seat, action)
        self._play_others()
        state = self._table.state
        terminated = state.is_terminal()
        reward = float(state.returns()[self.seat]) if terminated else 0.0
        return self._observe(), reward, terminated, False, self._info()

    def render(self):
        return self._table.state.describe(self.seat)

    def close(self):
        pass
