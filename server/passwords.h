#pragma once
// Secrets of accounts (docs/security.md): passwords hashed with Argon2id and
// checked in constant time, and the random tokens of sessions and recovery codes,
// kept only as their digests. All of it from libsodium.

#include <string>
#include <string_view>

#include "core/error.h"

namespace rookery {

// A password's length in bytes, at least and at most: long enough to resist guessing,
// short enough that hashing a hostile one costs no more than any other.
inline constexpr std::size_t kMinPassword = 8;
inline constexpr std::size_t kMaxPassword = 256;

// hash_password(password) → its Argon2id hash in the standard encoded form
// ("$argon2id$v=19$m=...", salt included); refused when too short or too long.
// Hashing and checking take 64 MiB each: two at a time in the whole process, the
// others wait (memory stays bounded however many sign in at once).
Result<std::string> hash_password(std::string_view password);

// Whether `password` is the one `hash` was made from (constant time in the password).
bool password_matches(const std::string& hash, std::string_view password);

// A new random token (32 bytes, base64url without padding): a session or a recovery code.
std::string new_token();

// The digest a token is stored as (BLAKE2b, hex): a copy of the database gives no
// session and no recovery code.
std::string token_digest(std::string_view token);

// Whether two digests are equal, in time independent of where they differ.
bool same_digest(std::string_view a, std::string_view b);

}  // namespace rookery
