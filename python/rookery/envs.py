"""Environments for learning programs, shaped like PettingZoo's AEC API
(`AECEnv`: every seat an agent, one acting at a time), PettingZoo's Parallel API
(`ParallelEnv`: every seat choosing now acts in one step) and Gymnasium's Env API
(`SingleAgentEnv`: one seat against bots), and Gymnasium's VectorEnv API
(`VectorEnv`: many games stepped together in C++, numpy arrays in and out).
Neither package is needed.

An action is the engine's action id: an integer in [0, game.num_distinct_actions),
so `Discrete(game.num_distinct_actions)` is every seat's action space and a mask
is indexed by the action itself. Observations are the game's observation
tensors (float32, values in [0, 1], docs/observation-tensors.md) with an int8
mask of the legal actions. Chance (dice, shuffles) is drawn by the environment
from its own seeded Rng, so a seed given to ``reset`` replays the same game for
the same actions, and an env made with a seed plays the same sequence of games,
one per reset.
"""

import warnings

import numpy as np

from . import _rookery, spaces

_SEED_RANGE = 2**63
# The reward of an episode that SingleAgentEnv ends on an illegal action: below every
# return (win shares are in [0, 1], solo scores >= 0), as PettingZoo's classic games
# punish one.
ILLEGAL_REWARD = -1.0


def _action_count(game):
    """The size of the game's action space; refused for a game that has none."""
    count = int(game.num_distinct_actions)
    if count <= 0:
        raise _rookery.RookeryError(
            f"{game.name} defines no action space yet (Game.num_distinct_actions is 0), "
            "so no environment can take its actions")
    return count


def _action_id(action, space):
    """The engine's action id of `action`: exactly what `space.contains` accepts (Python
    and numpy integers, 0-d integer arrays as Stable-Baselines3 passes them)."""
    if not space.contains(action):
        raise _rookery.RookeryError(
            f"an action is an integer from 0 to {int(space.n) - 1} (an action id), "
            f"not {action!r}")
    return int(action)


def _derived_seed(seed, k):
    """The k-th seed drawn from `seed` (independent streams for the dice and each bot)."""
    words = np.random.SeedSequence([seed % 2**64, k]).generate_state(2, np.uint32)
    return int(words.view(np.uint64)[0] % _SEED_RANGE)


def _checked_seed(seed):
    """`seed` as an int, refused unless it is a non-negative integer (Gymnasium's rule)."""
    if isinstance(seed, (bool, np.bool_)) or not isinstance(seed, (int, np.integer)) or seed < 0:
        raise _rookery.RookeryError(f"a seed is an integer >= 0, not {seed!r}")
    return int(seed)


def _checked_render_mode(render_mode, metadata):
    """`render_mode`, refused unless None or one of metadata["render_modes"] (as
    Gymnasium's own environments check it)."""
    if render_mode is not None and render_mode not in metadata["render_modes"]:
        raise _rookery.RookeryError(
            f"render_mode is None or one of {metadata['render_modes']}, not {render_mode!r}")
    return render_mode


class _Seeds:
    """The seed of each game an env plays, as Gymnasium seeds its envs: a seed given to
    `reset` makes a new `np_random` and decides that game; every reset without one plays
    the next game drawn from `np_random` (seeded at random if no seed was ever given).
    A seed given to the constructor counts as given to the first reset."""

    def __init__(self, seed):
        self.pending = None if seed is None else _checked_seed(seed)
        self.np_random = None
        self.np_random_seed = None

    def generator(self):
        """`np_random`, made from a random seed if no reset has seeded it."""
        if self.np_random is None:
            self.seed(None)
        return self.np_random

    def seed(self, seed):
        """A new generator from `seed` (Gymnasium's seeding.np_random)."""
        self.np_random, self.np_random_seed = spaces._generator(seed)

    def next(self, seed):
        """The seed of the game a reset with `seed` (None or an int >= 0) begins."""
        if seed is None:
            seed, self.pending = self.pending, None
        else:
            self.pending = None
        if seed is None:
            return int(self.generator().integers(_SEED_RANGE))
        seed = _checked_seed(seed)
        self.seed(seed)
        return seed


class _Table:
    """A game being played with chance drawn automatically: what the envs share.

    `observers` (bots) see every move, chance included, before it is applied.
    """

    def __init__(self, game_string):
        self.game = _rookery.load_game(game_string)
        self.num_actions = _action_count(self.game)
        self.rng = _rookery.Rng(0)
        self.state = None
        self.observers = []

    def reset(self, seed):
        """A new game from `seed`, an int."""
        self.rng = _rookery.Rng(_derived_seed(seed, 0))
        self.state = self.game.new_initial_state()
        self.advance_chance()

    def require_state(self):
        """Refuses to play before the first reset, in words rather than an AttributeError."""
        if self.state is None:
            raise _rookery.RookeryError("no game yet: call reset() first")

    def _apply(self, action, player):
        for observer in self.observers:
            observer.observe(self.state, player, action)
        self.state.apply(action, player)

    def advance_chance(self):
        """Draws chance outcomes until a seat acts or the game ends."""
        while self.state.is_chance_node():
            self._apply(self.state.sample_chance(self.rng), _rookery.CHANCE)

    def observation(self, seat):
        """The seat's observation tensor (float32)."""
        return np.asarray(self.state.observation_tensor(seat), dtype=np.float32)

    def mask(self, seat):
        """The seat's legal actions as an int8 mask indexed by action id."""
        return self.state.legal_actions_mask(seat).astype(np.int8)

    def observation_space(self):
        """A new Dict of the tensor's Box and the mask's Box."""
        return spaces.Dict({
            "observation": spaces.Box(0.0, 1.0, self.game.observation_tensor_shape, np.float32),
            "action_mask": spaces.Box(0, 1, (self.num_actions,), np.int8),
        })

    def action_space(self):
        """A new Discrete over every action id."""
        return spaces.Discrete(self.num_actions)

    def play(self, seat, action):
        """Applies action id `action` for `seat` (checked), then any chance."""
        if self.observers and not self.state.is_legal(action, seat):
            self.state.apply(action, seat)  # raises IllegalActionError with the reason
            raise _rookery.RookeryError(f"is_legal refused action {action}, apply took it")
        self._apply(action, seat)
        self.advance_chance()

    def play_together(self, moves):
        """Applies every (seat, action id) of one decision, all or none, then any chance."""
        trial = self.state.clone()
        for seat, action in moves:
            trial.apply(action, seat)  # a refusal raises here, before self.state changes
        self.state = trial
        self.advance_chance()


class _MultiAgent:
    """What AECEnv and ParallelEnv share: agents named after seats, one space object per
    agent (so seeding one agent's space leaves the others'), seeds, rendering."""

    metadata = {"name": "rookery", "render_modes": ["ansi"]}

    def __init__(self, game_string, seed, render_mode):
        self._table = _Table(game_string)
        self.game = self._table.game
        self.render_mode = _checked_render_mode(render_mode, self.metadata)
        self.possible_agents = [f"player_{i}" for i in range(self.game.num_players)]
        self.agents = []
        self.observation_spaces = {a: self._table.observation_space() for a in self.possible_agents}
        self.action_spaces = {a: self._table.action_space() for a in self.possible_agents}
        self._seeds = _Seeds(seed)

    def observation_space(self, agent):
        """The agent's observation space: always the same object for one agent."""
        return self.observation_spaces[self._agent(agent)]

    def action_space(self, agent):
        """The agent's action space, Discrete(game.num_distinct_actions)."""
        return self.action_spaces[self._agent(agent)]

    def _agent(self, agent):
        if agent not in self.observation_spaces:
            raise _rookery.RookeryError(
                f"no agent {agent!r}: the agents are {', '.join(self.possible_agents)}")
        return agent

    def _seat(self, agent):
        return self.possible_agents.index(self._agent(agent))

    @property
    def num_agents(self):
        """How many agents are still in the game."""
        return len(self.agents)

    @property
    def max_num_agents(self):
        """How many agents a game has."""
        return len(self.possible_agents)

    @property
    def unwrapped(self):
        """The env itself: it wraps nothing (PettingZoo's attribute)."""
        return self

    @property
    def np_random(self):
        """The generator that draws each next game's seed (Gymnasium's seeding)."""
        return self._seeds.generator()

    @property
    def game_state(self):
        """The rookery State now (hidden parts included: for the program, not a seat).
        Not named `state`, which PettingZoo keeps for a global observation array."""
        return self._table.state

    def state(self):
        """PettingZoo's global observation: not defined, as PettingZoo's default."""
        raise NotImplementedError(
            f"state() method has not been implemented in the environment "
            f"{self.metadata.get('name', type(self).__name__)} (the rookery State is "
            "game_state)")

    def observe(self, agent):
        """{"observation": the agent's tensor, "action_mask": its legal actions (int8)}."""
        seat = self._seat(agent)
        self._table.require_state()
        return {"observation": self._table.observation(seat), "action_mask": self._table.mask(seat)}

    def render(self):
        """The position in words, as a spectator sees it (None without a render mode)."""
        if self.render_mode is None:
            warnings.warn("You are calling render method without specifying any render mode.")
            return None
        self._table.require_state()
        return self._table.state.describe()

    def close(self):
        """Nothing to release."""

    def __str__(self):
        return self.metadata["name"]


class AECEnv(_MultiAgent):
    """Every seat an agent, acting one at a time (PettingZoo's AEC API).

    Agents are "player_0", "player_1", ... for seats 0, 1, .... Where several
    seats choose at once (secret simultaneous choices), they are selected one
    after another in seat order; the rules let them act in any order, and a seat
    selected later does not see the earlier seats' secret choices. The reward of
    every agent is 0 until the end, then its return (win share; in a solo game
    its score). Games never truncate: each ends by its rules' safety bound.

    `observation_space(agent)` is a `spaces.Dict` of `"observation"` (a Box in
    [0, 1] of the game's tensor shape, float32) and `"action_mask"` (a Box of 0
    and 1 over the action ids, int8); `action_space(agent)` is
    `Discrete(game.num_distinct_actions)`. The env is reset when made.
    """

    metadata = {"name": "rookery", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, game_string, seed=None, render_mode="ansi"):
        super().__init__(game_string, seed, render_mode)
        self.reset()

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

    def _select(self):
        """The next agent: a finished one still to be stepped, else the first acting seat."""
        done = [a for a in self.agents if self.terminations[a] or self.truncations[a]]
        if done:
            self.agent_selection = done[0]
            return
        acting = self._table.state.acting_players()
        self.agent_selection = self.possible_agents[acting[0]] if acting else None

    def last(self, observe=True):
        """(observation, cumulative reward, terminated, truncated, info) of the selected agent."""
        agent = self.agent_selection
        if agent is None:
            raise _rookery.RookeryError("every agent is done: call reset()")
        obs = self.observe(agent) if observe else None
        return (obs, self._cumulative_rewards[agent], self.terminations[agent],
                self.truncations[agent], self.infos[agent])

    def step(self, action):
        """Applies the selected agent's action id (None for a finished agent, which leaves)."""
        agent = self.agent_selection
        if agent is None:
            raise _rookery.RookeryError("every agent is done: call reset()")
        if self.terminations[agent] or self.truncations[agent]:
            self._dead_step(agent, action)
            return
        if action is None:
            raise ValueError(f"{agent} is not done: step it with an action")
        # A refused action (IllegalActionError) changes nothing, rewards included.
        self._table.play(self._seat(agent), _action_id(action, self.action_spaces[agent]))
        self._cumulative_rewards[agent] = 0.0
        self._set_rewards()
        for a in self.agents:
            self._cumulative_rewards[a] += self.rewards[a]
        self._select()

    def _set_rewards(self):
        """Every agent's reward for the step just played: 0, or its return at the end."""
        state = self._table.state
        returns = state.returns() if state.is_terminal() else None
        for a in self.agents:
            self.rewards[a] = 0.0 if returns is None else float(returns[self._seat(a)])
            self.terminations[a] = returns is not None

    def _dead_step(self, agent, action):
        """PettingZoo's dead step: a finished agent steps with None and leaves."""
        if action is not None:
            raise ValueError("when an agent is dead, the only valid action is None")
        self.agents.remove(agent)
        del self.rewards[agent], self._cumulative_rewards[agent]
        del self.terminations[agent], self.truncations[agent], self.infos[agent]
        if self.agents:
            self._select()
        else:
            self.agent_selection = None
        # PettingZoo's _was_dead_step ends by clearing the rewards: the final rewards
        # were given by the step that ended the game, and summing env.rewards after
        # every step must not count them again.
        for a in self.rewards:
            self.rewards[a] = 0.0

    def agent_iter(self, max_iter=2**63):
        """The agents in turn until every one is done, as PettingZoo's loop reads them."""
        count = 0
        while self.agents and count < max_iter:
            yield self.agent_selection
            count += 1


class ParallelEnv(_MultiAgent):
    """Every seat an agent, all the seats choosing now acting in one step (PettingZoo's
    Parallel API).

    `step` takes {agent: action id}: an action for every seat acting now (where the
    rules have secret simultaneous choices, every seat making one; else the one seat
    whose turn it is). The other agents' masks are all zero and their actions are
    ignored, or may be left out. The actions are applied together or not at all: an
    illegal one raises IllegalActionError and changes nothing. Rewards are 0 until
    the end, then each agent's return; at the end every agent terminates and
    `agents` empties. Spaces are AECEnv's. Call `reset` first.
    """

    def __init__(self, game_string, seed=None, render_mode="ansi"):
        super().__init__(game_string, seed, render_mode)

    def reset(self, seed=None, options=None):
        """A new game: (observations, infos) of every agent. Seeds as AECEnv.reset."""
        self._table.reset(self._seeds.next(seed))
        self.agents = list(self.possible_agents)
        return self._observations(), {a: {} for a in self.agents}

    def _observations(self):
        return {a: self.observe(a) for a in self.agents}

    def acting_agents(self):
        """The agents whose actions the next step takes."""
        self._table.require_state()
        return [self.possible_agents[s] for s in self._table.state.acting_players()]

    def step(self, actions):
        """(observations, rewards, terminations, truncations, infos) after the acting
        agents' actions, taken from the dict `actions`."""
        self._table.require_state()
        if not self.agents:
            raise _rookery.RookeryError("the game is over: call reset()")
        for agent in actions:
            self._agent(agent)  # a misspelt agent is refused, not ignored
        self._table.play_together([self._move(agent, actions) for agent in self.acting_agents()])
        return self._results()

    def _move(self, agent, actions):
        """(seat, action id) of an acting agent, refused if its action is missing."""
        if agent not in actions or actions[agent] is None:
            raise _rookery.RookeryError(
                f"{agent} chooses now: the actions need one for it "
                f"(the agents choosing now are {', '.join(self.acting_agents())})")
        return self._seat(agent), _action_id(actions[agent], self.action_spaces[agent])

    def _results(self):
        """The step's five dicts; at the end every agent terminates and leaves."""
        observations = self._observations()
        state = self._table.state
        over = state.is_terminal()
        returns = state.returns() if over else None
        rewards = {a: float(returns[self._seat(a)]) if over else 0.0 for a in self.agents}
        terminations = {a: over for a in self.agents}
        truncations = {a: False for a in self.agents}
        infos = {a: {} for a in self.agents}
        if over:
            self.agents = []
        return observations, rewards, terminations, truncations, infos


# Games dealt in a row, each ended by the bots before the seat's first decision, before
# SingleAgentEnv.reset gives up: far more than any game's chance of such an end allows.
_MAX_GAMES_WITHOUT_A_DECISION = 1000


class SingleAgentEnv:
    """One seat against bots, in Gymnasium's Env API.

    The other seats are played by `Bot`s, one spec per other seat in seat order
    (default: each game's "heuristic", or its default bot where it has no
    heuristic, as in Match of the Penguins); a solo game has none. The bots see
    every move (`Bot.observe`), so a search keeps its tree. The reward is 0
    until the end, then the seat's return: its win share, or in a solo game its
    score.

    `observation_space` is a Box in [0, 1] of the game's tensor shape
    (float32), `action_space` is `Discrete(game.num_distinct_actions)`, and
    `info["action_mask"]` (int8) and `action_masks()` (bool, sb3-contrib's
    MaskablePPO convention) mark the legal actions. Every action of the space
    is a valid input to `step`, as Gymnasium asks: an illegal one ends the
    episode with reward ILLEGAL_REWARD and info["illegal_action"] True
    (`illegal_action="raise"` raises IllegalActionError instead and changes
    nothing).
    """

    metadata = {"render_modes": ["ansi"], "render_fps": 1}  # text frames have no rate of their own
    spec = None  # Gymnasium's value for an env not made by gymnasium.make

    def __init__(self, game_string, seat=0, opponents=None, seed=None, render_mode="ansi",
                 illegal_action="lose"):
        self._table = _Table(game_string)
        self.game = self._table.game
        self.render_mode = _checked_render_mode(render_mode, self.metadata)
        if illegal_action not in ("lose", "raise"):
            raise _rookery.RookeryError(
                f"illegal_action is 'lose' or 'raise', not {illegal_action!r}")
        self.illegal_action = illegal_action
        players = self.game.num_players
        if not 0 <= seat < players:
            raise _rookery.RookeryError(f"no seat {seat}: seats are 0 to {players - 1}")
        self.seat = seat
        self.opponents = self._checked_opponents(opponents)
        self._seeds = _Seeds(seed)
        self.observation_space = self._table.observation_space()["observation"]
        self.action_space = self._table.action_space()
        self._bots = {}
        self._lost_by_illegal_action = False

    def _checked_opponents(self, opponents):
        """One bot spec per other seat, each tried now so that a bad one fails here."""
        others = self.game.num_players - 1
        if opponents is None:
            opponents = [self._default_opponent()] * others
        if isinstance(opponents, str) or len(opponents) != others:
            raise _rookery.RookeryError(
                f"{others} other seats need a list of {others} opponent specs; got {opponents!r}")
        for spec in opponents:
            _rookery.Bot(spec, self.game)
        return list(opponents)

    def _default_opponent(self):
        try:
            _rookery.Bot("heuristic", self.game)
            return "heuristic"
        except _rookery.RookeryError:
            entry = next(g for g in _rookery.games() if g["name"] == self.game.name)
            return entry["default_bot"]

    @property
    def unwrapped(self):
        """The env itself: it wraps nothing (Gymnasium's attribute)."""
        return self

    @property
    def np_random(self):
        """Gymnasium's generator: made by reset(seed=...), it draws each next game's seed."""
        return self._seeds.generator()

    @np_random.setter
    def np_random(self, generator):
        self._seeds.np_random, self._seeds.np_random_seed = generator, -1

    @property
    def _np_random(self):
        # Gymnasium's checker reads the generator under this name (None before a seed).
        return self._seeds.np_random

    @property
    def np_random_seed(self):
        """The seed of `np_random` (-1 if it was set directly), as Gymnasium's Env."""
        self._seeds.generator()
        return self._seeds.np_random_seed

    @property
    def game_state(self):
        """The rookery State now (hidden parts included)."""
        return self._table.state

    def reset(self, seed=None, options=None):
        """A new game: (observation, info). From `seed`, else the next of the env's
        sequence of games, as AECEnv.reset; the bots' seeds derive from it too. A game
        the bots end before the seat's first decision (in Pig, an opponent may reach
        the target in its first turn) is no episode: the next game of the sequence is
        dealt instead, so `step` always has a decision to make."""
        seed = self._seeds.next(seed)
        for _ in range(_MAX_GAMES_WITHOUT_A_DECISION):
            self._start(seed)
            if not self._table.state.is_terminal():
                return self._observe(), self._info()
            seed = self._seeds.next(None)
        raise _rookery.RookeryError(
            f"{_MAX_GAMES_WITHOUT_A_DECISION} games in a row ended before seat {self.seat} "
            "had a decision to make")

    def _start(self, seed):
        """The game of `seed`, played by the bots up to the seat's first decision."""
        seats = [s for s in range(self.game.num_players) if s != self.seat]
        self._bots = {s: _rookery.Bot(spec, self.game, _derived_seed(seed, s + 1))
                      for s, spec in zip(seats, self.opponents)}
        self._table.observers = list(self._bots.values())
        self._table.reset(seed)
        self._lost_by_illegal_action = False
        self._play_others()

    def _play_others(self):
        """Lets the bots move until this seat must act or the game ends."""
        state = self._table.state
        while not state.is_terminal():
            acting = state.acting_players()
            if self.seat in acting:
                return
            seat = acting[0]
            self._table.play(seat, self._bots[seat].step(state, seat))
            state = self._table.state

    def _observe(self):
        return self._table.observation(self.seat)

    def action_masks(self):
        """The seat's legal actions, a bool array indexed by action id (sb3-contrib's
        MaskablePPO reads it); all False once the episode is over."""
        self._table.require_state()
        if self._lost_by_illegal_action:
            return np.zeros(self._table.num_actions, dtype=bool)
        return self._table.state.legal_actions_mask(self.seat)

    def _info(self):
        return {"action_mask": self.action_masks().astype(np.int8)}

    def _reward(self):
        state = self._table.state
        return float(state.returns()[self.seat]) if state.is_terminal() else 0.0

    def step(self, action):
        """(observation, reward, terminated, truncated, info) after the seat's action and
        the bots' moves up to the seat's next decision."""
        self._table.require_state()
        if self._table.state.is_terminal() or self._lost_by_illegal_action:
            raise _rookery.RookeryError("the game is over: call reset()")
        action = _action_id(action, self.action_space)
        if self.illegal_action == "lose" and not self._table.state.is_legal(action, self.seat):
            self._lost_by_illegal_action = True
            return self._observe(), ILLEGAL_REWARD, True, False, dict(self._info(), illegal_action=True)
        self._table.play(self.seat, action)
        self._play_others()
        terminated = self._table.state.is_terminal()
        return self._observe(), self._reward(), terminated, False, self._info()

    def render(self):
        """The position in words, as the seat sees it (None without a render mode)."""
        if self.render_mode is None:
            return None
        self._table.require_state()
        return self._table.state.describe(self.seat)

    def close(self):
        """Nothing to release."""


class VectorEnv:
    """Many games of one configuration stepped together in C++ (Gymnasium's VectorEnv
    shape): one call moves every game one decision on and returns numpy arrays.

    Each game's seat to act (where several choose at once, the first of them: they
    choose in secret one after another, as in AECEnv) plays the action given for it;
    chance is drawn from each game's own stream, derived from the reset's seed.
    ``step`` returns (observations, rewards, terminated, truncated, infos):
    observations are (num_envs, tensor size) float32 for the seat to act next;
    rewards are (num_envs, players) float32, 0 until a game ends, then its returns
    (win shares; solo, the score); a game that ends starts again in the same step
    (same-step autoreset, as Stable-Baselines3's VecEnv), so the observation is the
    new game's. ``infos["action_mask"]`` is (num_envs, num_distinct_actions) bool and
    ``infos["player"]`` the seat each observation and mask belong to. An illegal
    action raises IllegalActionError naming the game, and no game moves.
    """

    metadata = {"autoreset_mode": "same-step"}

    def __init__(self, game_string, num_envs, seed=None):
        game = _rookery.load_game(game_string)
        self.game = game
        self.num_envs = int(num_envs)
        self._batch = _rookery.GameBatch(game, self.num_envs)
        size = game.observation_tensor_shape[0]
        self.single_observation_space = spaces.Box(0.0, 1.0, (size,), np.float32)
        self.single_action_space = spaces.Discrete(_action_count(game))
        self.observation_space = spaces.Box(0.0, 1.0, (self.num_envs, size), np.float32)
        self.action_space = spaces.MultiDiscrete([int(game.num_distinct_actions)] * self.num_envs)
        self._seeds = _Seeds(seed)
        self._started = False

    @property
    def unwrapped(self):
        """The env itself (Gymnasium's name for the innermost env)."""
        return self

    def reset(self, seed=None, options=None):
        """Every game from the start: (observations, infos)."""
        seed = self._seeds.next(None if seed is None else _checked_seed(seed))
        observations, masks, players = self._batch.reset(seed)
        self._started = True
        return observations, {"action_mask": masks, "player": players}

    def step(self, actions):
        """Each game's seat to act plays its action: (observations, rewards, terminated,
        truncated, infos)."""
        if not self._started:
            raise _rookery.RookeryError("call reset() first")
        observations, rewards, done, masks, players = self._batch.step(np.asarray(actions))
        truncated = np.zeros(self.num_envs, dtype=bool)  # games end by their rules
        return observations, rewards, done, truncated, {"action_mask": masks, "player": players}

    def game_state(self, index):
        """A copy of game `index` now (the rookery State)."""
        return self._batch.state(index)

    def close(self):
        """Nothing to release."""
