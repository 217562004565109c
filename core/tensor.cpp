#include "core/tensor.h"

#include <cstdio>
#include <cstdlib>
#include <numeric>

namespace rookery {

namespace {

// A game's tensor code disagrees with its layout: a bug, stopped loudly (a
// wrong tensor would teach a learner nonsense quietly).
[[noreturn]] void layout_mismatch(const std::string& what) {
  std::fprintf(stderr, "rookery: observation tensor: %s; this is a bug\n", what.c_str());
  std::abort();
}

}  // namespace

int TensorSegment::size() const {
  return std::accumulate(shape.begin(), shape.end(), 1, [](int a, int b) { return a * b; });
}

int TensorLayout::size() const {
  int n = 0;
  for (const TensorSegment& s : segments) n += s.size();
  return n;
}

int TensorLayout::offset(std::string_view name) const {
  int at = 0;
  for (const TensorSegment& s : segments) {
    if (s.name == name) return at;
    at += s.size();
  }
  return -1;
}

TensorWriter::TensorWriter(const TensorLayout& layout, std::span<float> out)
    : layout_(layout), out_(out) {
  if (static_cast<int>(out.size()) != layout.size()) {
    layout_mismatch("the output holds " + std::to_string(out.size()) + " values, the layout " +
                    std::to_string(layout.size()));
  }
  std::fill(out.begin(), out.end(), 0.0f);
}

TensorWriter::~TensorWriter() {
  if (next_ != layout_.segments.size()) {
    layout_mismatch("segment \"" + layout_.segments[next_].name + "\" was never written");
  }
}

std::span<float> TensorWriter::take(std::string_view name) {
  if (next_ >= layout_.segments.size() || layout_.segments[next_].name != name) {
    layout_mismatch("segment \"" + std::string(name) + "\" written out of the layout's order");
  }
  const int size = layout_.segments[next_++].size();
  std::span<float> part =
      out_.subspan(static_cast<std::size_t>(offset_), static_cast<std::size_t>(size));
  offset_ += size;
  return part;
}

void one_hot(std::span<float> out, int index) {
  if (index >= 0 && static_cast<std::size_t>(index) < out.size())
    out[static_cast<std::size_t>(index)] = 1.0f;
}

}  // namespace rookery
