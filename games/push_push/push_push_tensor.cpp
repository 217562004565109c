// Push Push Penguin's observation tensor and action space (core/tensor.h,
// docs/observation-tensors.md). The rows are penguins, Waddlebots included,
// rotated so that row 0 is the viewer's own penguin. A penguin's dice show
// only where the observation shows them: the viewer's own once rolled, and
// everyone's after the reveal (PP-4).
#include "games/push_push/push_push_tensor.h"

#include <algorithm>

namespace rookery::push_push {

namespace {

constexpr int kPhases = 6;  // rolling, selecting, turn, assigning, seal, over
constexpr int kSealFaces = 6;

int penguins_of(const Options& o) { return o.players + o.waddlebots; }

// The highest value among `faces`: one-hots of a die's value run 1 to it.
template <typename Faces>
int highest(const Faces& faces) {
  int top = 0;
  for (auto f : faces) top = std::max<int>(top, f);
  return top;
}

// The phase's index in the "phase" segment, or -1 for the internal ones.
int phase_index(Phase phase) {
  switch (phase) {
    case Phase::kChance:
      return 0;
    case Phase::kSelecting:
      return 1;
    case Phase::kTurn:
      return 2;
    case Phase::kAssign:
      return 3;
    case Phase::kSealChoice:
      return 4;
    case Phase::kOver:
      return 5;
    case Phase::kSurpriseChoice:
    case Phase::kResolving:
      break;
  }
  return -1;
}

}  // namespace

TensorLayout tensor_layout(const Options& o, const Board& board) {
  const int n = penguins_of(o);
  const int die = highest(board.penguin_die);
  TensorLayout layout;
  auto add = [&](const char* name, std::vector<int> shape, const char* field, const char* meaning) {
    layout.segments.push_back({name, std::move(shape), {field}, meaning});
  };
  add("phase", {kPhases}, "phase",
      "one-hot: rolling, selecting GO, turn, assigning GO, seal, over");
  add("round", {1}, "round", "the round / 100 (the safety bound, PP-11)");
  add("orca", {1}, "orca", "the orca's space / the last space");
  add("orca_die_holder", {n}, "orca_die_holder",
      "one-hot over the rows (row 0 the viewer's penguin): who holds the Orca die");
  add("focus", {n}, "focus", "one-hot over the rows: the penguin rolling, choosing or moving");
  add("fish_supply", {1}, "fish_supply", "fish left in the supply / the board's fish");
  add("space", {n}, "penguins", "per row: the penguin's space / the last space");
  add("fish", {n}, "penguins", "per row: the penguin's fish / the board's fish");
  add("has_chosen", {n}, "penguins",
      "per row: 1 once it has picked its GO die (before the reveal)");
  add("go_die", {n, die}, "penguins",
      "per row where shown: its GO die one-hot over 1 to 6 (before the choice, its first die)");
  add("no_die", {n, die}, "penguins",
      "per row where shown: its NO die one-hot (before the choice, its second die)");
  add("both_go", {n}, "penguins", "per row where shown: 1 when a fish made both dice GO");
  add("seal", {kSealFaces}, "seal",
      "one-hot: the seal die's face awaiting a choice (orca tail, lead penguin, -, 2/7, 3/5, 4/6)");
  add("last_seal", {kSealFaces}, "last_seal", "one-hot: the seal die's latest face, as seal");
  add("last_orca_die", {highest(board.orca_die)}, "last_orca_die",
      "one-hot over 1 to 3: the Orca die's latest roll");
  add("line", {n, n}, "line", "per row: its place in line, one-hot (first is furthest along)");
  add("winner", {n}, "winner", "one-hot over the rows: the winner at the end");
  return layout;
}

std::vector<Action> distinct_actions(const Options&, const Board& board) {
  // kGiveUp (7) is left out: no longer legal (PP-11).
  std::vector<Action> out = {kRerollMatching, kGobbleReroll, kGobbleBothGo,
                             kMove,           kAccept,       kGobbleSeal};
  for (int f : board.penguin_die) out.push_back(kGoBase + f);
  for (const SealFace& face : board.seal_die) {
    if (face.kind != SealKind::kNumbers) continue;
    out.push_back(kTakeBase + face.low);
    out.push_back(kTakeBase + face.high);
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

void PushPushState::observation_tensor(Player player, std::span<float> out) const {
  const int n = num_penguins_;
  const int mine = player >= 0 ? player_penguin(player) : -1;
  const int first = std::max(mine, 0);
  // The penguin of row `row`, and the row of penguin `i`.
  auto penguin_of = [&](int row) { return (first + row) % n; };
  auto row_of = [&](int i) { return (i - first + n) % n; };
  const float last = static_cast<float>(std::max(board_->last_space, 1));
  const float all_fish = static_cast<float>(std::max(board_->fish_supply, 1));
  TensorWriter w(game().observation_tensor_layout(), out);
  one_hot(w.take("phase"), phase_index(phase_));
  w.take("round")[0] = static_cast<float>(std::min<int>(round_, kMaxRounds)) / kMaxRounds;
  w.take("orca")[0] = static_cast<float>(orca_) / last;
  one_hot(w.take("orca_die_holder"), row_of(holder_));
  one_hot(w.take("focus"), row_of(focus_));
  w.take("fish_supply")[0] = static_cast<float>(supply_) / all_fish;
  std::span<float> space = w.take("space");
  std::span<float> fish = w.take("fish");
  std::span<float> chosen = w.take("has_chosen");
  std::span<float> go = w.take("go_die");
  std::span<float> no = w.take("no_die");
  std::span<float> both = w.take("both_go");
  const std::size_t die = go.size() / static_cast<std::size_t>(n);
  // As observation(): before everyone has rolled, only those who have hold dice.
  const int rolled =
      phase_ == Phase::kChance && chance_kind_ == ChanceKind::kRoundRoll && !revealed_ ? focus_ : n;
  for (int row = 0; row < n; ++row) {
    const int i = penguin_of(row);
    const Penguin& g = penguins_[static_cast<std::size_t>(i)];
    const auto r = static_cast<std::size_t>(row);
    space[r] = static_cast<float>(g.pos) / last;
    fish[r] = static_cast<float>(g.fish) / all_fish;
    if (!revealed_ && g.chosen) chosen[r] = 1;
    if (i >= rolled || !(revealed_ || i == mine)) continue;
    one_hot(go.subspan(r * die, die), g.dice[0] - 1);
    if (!g.bot) one_hot(no.subspan(r * die, die), g.dice[1] - 1);
    if (g.both_go) both[r] = 1;
  }
  if (phase_ == Phase::kSealChoice)
    one_hot(w.take("seal"), seal_face_);
  else
    w.take("seal");
  one_hot(w.take("last_seal"), last_seal_);
  one_hot(w.take("last_orca_die"), last_orca_die_ - 1);
  std::span<float> line_rows = w.take("line");
  const auto in_line = line();
  for (int place = 0; place < n; ++place) {
    const int row = row_of(in_line[static_cast<std::size_t>(place)]);
    line_rows[static_cast<std::size_t>(row * n + place)] = 1;
  }
  std::span<float> won = w.take("winner");
  if (phase_ == Phase::kOver && winner_ >= 0) won[static_cast<std::size_t>(row_of(winner_))] = 1;
}

}  // namespace rookery::push_push
