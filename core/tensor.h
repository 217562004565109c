// Observation tensors: each player's observation as a fixed-shape array of
// numbers, for learning programs (the Python module's numpy arrays).
//
// A game lays its tensor out as named segments, each encoding some top-level
// fields of its JSON observation (State::observation). The layout documents
// itself (docs/observation-tensors.md is made from it), and the conformance
// suite checks that a segment changes only when the fields it names change, so
// the tensor can show nothing the JSON observation hides.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace rookery {

struct TensorSegment {
  std::string name;                 // "dice"
  std::vector<int> shape;           // {4, 6}: four dice, one-hot over six faces
  std::vector<std::string> fields;  // the observation's top-level fields it encodes: {"dice"}
  std::string meaning;              // one line: "each die's face, one-hot: yellow, ..., star"
  // The number of values: the product of the shape.
  int size() const;
};

struct TensorLayout {
  std::vector<TensorSegment> segments;  // in the order of the values
  // The number of values in all.
  int size() const;
  // Where the named segment starts, or -1 when there is none.
  int offset(std::string_view name) const;
};

// Fills a tensor segment by segment in the layout's order. The game names each
// segment as it takes it, so its code and its layout cannot drift apart: a name
// out of order, or a segment left untaken, stops the program (a bug, like an
// overflowing FixedList).
class TensorWriter {
 public:
  // Zero-fills `out`, which must hold exactly layout.size() values.
  TensorWriter(const TensorLayout& layout, std::span<float> out);
  ~TensorWriter();
  TensorWriter(const TensorWriter&) = delete;
  TensorWriter& operator=(const TensorWriter&) = delete;

  // The next segment's values, which must be called `name` (zeros to fill in).
  std::span<float> take(std::string_view name);

 private:
  const TensorLayout& layout_;
  std::span<float> out_;
  std::size_t next_ = 0;
  int offset_ = 0;
};

// Sets out[index] to 1 (a one-hot), ignoring an index outside the segment
// ("none" values such as -1 leave the segment all zeros).
void one_hot(std::span<float> out, int index);

}  // namespace rookery
