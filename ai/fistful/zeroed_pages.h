// A large array of zeros straight from the kernel, for the solver's tables.
//
// Why: the solo solver's tables are about 50 MB. A std::vector writes every
// byte with memset before the solve writes it again. Anonymous mmap memory is
// already zero: the kernel clears each page as it is first touched.
//
// Huge pages are not asked for (they were once): a fresh 2 MB page is often
// slow to get, in a virtual machine above all, where free blocks that large are
// handed back to the host. On a 2-core test machine that cost a solve 0.2 to
// 0.5 s of system time in some runs, more than the fewer TLB misses saved.
#pragma once

#include <sys/mman.h>

#include <cstddef>
#include <new>
#include <type_traits>
#include <utility>

namespace rookery::fistful_solo {

template <typename T>
class ZeroedPages {
  static_assert(std::is_trivially_copyable_v<T>, "the kernel's zeros must be a valid T");

 public:
  ZeroedPages() = default;
  // `count` values of T, every one zero; throws std::bad_alloc when memory runs out.
  explicit ZeroedPages(std::size_t count) : count_(count) {
    if (count == 0) return;
    bytes_ = count * sizeof(T);
    base_ = mmap(nullptr, bytes_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base_ == MAP_FAILED) {
      base_ = nullptr;
      throw std::bad_alloc();
    }
    data_ = static_cast<T*>(base_);
  }
  ~ZeroedPages() { release(); }
  ZeroedPages(ZeroedPages&& other) noexcept { swap(other); }
  ZeroedPages& operator=(ZeroedPages&& other) noexcept {
    if (this != &other) {
      release();
      swap(other);
    }
    return *this;
  }
  ZeroedPages(const ZeroedPages&) = delete;
  ZeroedPages& operator=(const ZeroedPages&) = delete;

  std::size_t size() const { return count_; }
  T* data() { return data_; }
  const T* data() const { return data_; }
  T& operator[](std::size_t i) { return data_[i]; }
  const T& operator[](std::size_t i) const { return data_[i]; }

 private:
  void release() {
    if (base_ != nullptr) munmap(base_, bytes_);
    base_ = nullptr;
    data_ = nullptr;
    count_ = bytes_ = 0;
  }
  void swap(ZeroedPages& other) noexcept {
    std::swap(base_, other.base_);
    std::swap(data_, other.data_);
    std::swap(count_, other.count_);
    std::swap(bytes_, other.bytes_);
  }
  void* base_ = nullptr;
  T* data_ = nullptr;
  std::size_t count_ = 0;
  std::size_t bytes_ = 0;
};

}  // namespace rookery::fistful_solo
