#include "server/passwords.h"

#include <sodium.h>

#include <array>
#include <condition_variable>
#include <mutex>

namespace rookery {

namespace {

// libsodium must be set up once before use; it is safe from several threads.
bool sodium_ready() {
  static const bool ready = sodium_init() >= 0;
  return ready;
}

// Argon2id takes 64 MiB a hash: at most kHashSlots run at once, whoever asks, so
// that a crowd signing in at once costs a bounded amount of memory; the others wait.
constexpr int kHashSlots = 2;

class HashSlot {
 public:
  HashSlot() {
    std::unique_lock lock(mutex());
    free_slot().wait(lock, [] { return used() < kHashSlots; });
    ++used();
  }
  ~HashSlot() {
    {
      std::lock_guard lock(mutex());
      --used();
    }
    free_slot().notify_one();
  }
  HashSlot(const HashSlot&) = delete;
  HashSlot& operator=(const HashSlot&) = delete;

 private:
  static std::mutex& mutex() {
    static std::mutex m;
    return m;
  }
  static std::condition_variable& free_slot() {
    static std::condition_variable c;
    return c;
  }
  static int& used() {
    static int n = 0;
    return n;
  }
};

}  // namespace

Result<std::string> hash_password(std::string_view password) {
  if (password.size() < kMinPassword || password.size() > kMaxPassword) {
    return make_error(ErrorCode::kInvalidArgument,
                      "a password has " + std::to_string(kMinPassword) + " to " +
                          std::to_string(kMaxPassword) + " characters");
  }
  if (!sodium_ready()) return make_error(ErrorCode::kIoError, "the password library did not start");
  // Argon2id (libsodium's default) at its interactive limits: 2 passes over 64 MiB,
  // about a tenth of a second here, and a guess costs an attacker as much.
  std::array<char, crypto_pwhash_STRBYTES> hash{};
  const HashSlot slot;
  if (crypto_pwhash_str_alg(hash.data(), password.data(), password.size(),
                            crypto_pwhash_OPSLIMIT_INTERACTIVE, crypto_pwhash_MEMLIMIT_INTERACTIVE,
                            crypto_pwhash_ALG_ARGON2ID13) != 0) {
    return make_error(ErrorCode::kLimitReached, "no memory to hash a password now: try again");
  }
  return std::string(hash.data());
}

bool password_matches(const std::string& hash, std::string_view password) {
  if (!sodium_ready() || password.size() > kMaxPassword) return false;
  const HashSlot slot;
  return crypto_pwhash_str_verify(hash.c_str(), password.data(), password.size()) == 0;
}

std::string new_token() {
  (void)sodium_ready();
  std::array<unsigned char, 32> bytes{};
  randombytes_buf(bytes.data(), bytes.size());
  std::array<char, sodium_base64_ENCODED_LEN(32, sodium_base64_VARIANT_URLSAFE_NO_PADDING)> text{};
  sodium_bin2base64(text.data(), text.size(), bytes.data(), bytes.size(),
                    sodium_base64_VARIANT_URLSAFE_NO_PADDING);
  return std::string(text.data());
}

std::string token_digest(std::string_view token) {
  (void)sodium_ready();
  std::array<unsigned char, 32> digest{};
  crypto_generichash(digest.data(), digest.size(),
                     reinterpret_cast<const unsigned char*>(token.data()), token.size(), nullptr,
                     0);
  std::array<char, 65> hex{};
  sodium_bin2hex(hex.data(), hex.size(), digest.data(), digest.size());
  return std::string(hex.data());
}

bool same_digest(std::string_view a, std::string_view b) {
  return a.size() == b.size() && sodium_memcmp(a.data(), b.data(), a.size()) == 0;
}

}  // namespace rookery
