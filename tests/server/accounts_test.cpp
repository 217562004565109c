// Accounts (issue: players who come back): signing up, in and out, the password
// and the recovery code, names that look alike, and the secrets never stored.
#include "server/accounts.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <pqxx/pqxx>
#include <sstream>
#include <thread>

#include "server/passwords.h"

namespace rookery {
namespace {

// The rules of accounts on each store: SQLite in memory, and PostgreSQL in a
// fresh schema of the test database when ROOKERY_TEST_POSTGRES names one (scripts/test).
class AccountsOn : public ::testing::TestWithParam<const char*> {
 protected:
  void SetUp() override {
    if (std::string(GetParam()) == "sqlite") return;
    const char* base = std::getenv("ROOKERY_TEST_POSTGRES");
    if (base == nullptr || *base == 0) GTEST_SKIP() << "ROOKERY_TEST_POSTGRES is not set";
    static int count = 0;
    schema_ = "accounts_" + std::to_string(::getpid()) + "_" + std::to_string(++count);
    pqxx::connection c(base);
    pqxx::nontransaction(c).exec("CREATE SCHEMA " + schema_);
    url_ = std::string(base) + "?options=-csearch_path%3D" + schema_;
  }
  void TearDown() override {
    if (schema_.empty()) return;
    pqxx::connection c(std::getenv("ROOKERY_TEST_POSTGRES"));
    pqxx::nontransaction(c).exec("DROP SCHEMA " + schema_ + " CASCADE");
  }
  Accounts in_memory() {
    return Accounts(url_.empty() ? sqlite_account_rows(":memory:").value()
                                 : postgres_account_rows(url_).value());
  }
  std::string schema_;
  std::string url_;
};
INSTANTIATE_TEST_SUITE_P(Stores, AccountsOn, ::testing::Values("sqlite", "postgres"),
                         [](const auto& info) { return std::string(info.param); });

TEST(Passwords, HashedWithArgon2idSaltedAndCheckedBack) {
  const std::string hash = hash_password("correct horse").value();
  EXPECT_EQ(hash.rfind("$argon2id$", 0), 0u) << hash;
  EXPECT_EQ(hash.find("correct horse"), std::string::npos);
  EXPECT_NE(hash_password("correct horse").value(), hash) << "each hash has its own salt";
  EXPECT_TRUE(password_matches(hash, "correct horse"));
  EXPECT_FALSE(password_matches(hash, "correct horsE"));
  EXPECT_FALSE(password_matches("not a hash", "correct horse"));
  // Too short to resist guessing, or so long that hashing it would cost more than any other.
  EXPECT_FALSE(hash_password("short").ok());
  EXPECT_FALSE(hash_password(std::string(kMaxPassword + 1, 'x')).ok());
  EXPECT_FALSE(password_matches(hash, std::string(kMaxPassword + 1, 'x')));
}

// Many at once: every hash is made (two at a time, the others wait their turn) and right.
TEST(Passwords, ManyHashedAtOnceAllComeRight) {
  std::vector<std::thread> threads;
  std::vector<std::string> hashes(6);
  for (std::size_t i = 0; i < hashes.size(); ++i)
    threads.emplace_back(
        [&, i] { hashes[i] = hash_password("password " + std::to_string(i)).value(); });
  for (auto& t : threads) t.join();
  for (std::size_t i = 0; i < hashes.size(); ++i)
    EXPECT_TRUE(password_matches(hashes[i], "password " + std::to_string(i))) << i;
}

TEST(Passwords, TokensAreRandomAndStoredAsDigests) {
  const std::string a = new_token();
  EXPECT_EQ(a.size(), 43u);  // 32 bytes in base64url
  EXPECT_NE(new_token(), a);
  EXPECT_EQ(token_digest(a), token_digest(a));
  EXPECT_NE(token_digest(a), token_digest(new_token()));
  EXPECT_EQ(token_digest(a).size(), 64u);
  EXPECT_TRUE(same_digest(token_digest(a), token_digest(a)));
  EXPECT_FALSE(same_digest(token_digest(a), token_digest(a).substr(1)));
}

TEST_P(AccountsOn, SignUpSignsInAndGivesARecoveryCodeOnce) {
  Accounts accounts = in_memory();
  const SignedIn ann = accounts.sign_up("Ann", "correct horse").value();
  EXPECT_EQ(ann.account.name, "Ann");
  EXPECT_FALSE(ann.session.empty());
  EXPECT_FALSE(ann.recovery_code.empty());
  ASSERT_TRUE(accounts.signed_in(ann.session).has_value());
  EXPECT_EQ(accounts.signed_in(ann.session)->id, ann.account.id);
  // Signing in does not show the code again, and opens a new session (rotated).
  const SignedIn again = accounts.sign_in("Ann", "correct horse").value();
  EXPECT_TRUE(again.recovery_code.empty());
  EXPECT_NE(again.session, ann.session);
  EXPECT_EQ(accounts.signed_in(again.session)->id, ann.account.id);
  EXPECT_FALSE(accounts.signed_in("").has_value());
  EXPECT_FALSE(accounts.signed_in("a made-up session").has_value());
}

// Names follow a seat's rules, and no two accounts have names that look the same:
// "ＡＮＮ" (full width) and "a n n" are Ann, and sign in as Ann.
TEST_P(AccountsOn, NamesThatLookTheSameAreOneName) {
  Accounts accounts = in_memory();
  ASSERT_TRUE(accounts.sign_up("Ann", "correct horse").ok());
  for (const char* lookalike : {"ann", "ＡＮＮ", "A n n", "ANN"}) {
    const auto taken = accounts.sign_up(lookalike, "another password");
    ASSERT_FALSE(taken.ok()) << lookalike;
    EXPECT_NE(taken.error().message.find("taken"), std::string::npos);
  }
  EXPECT_TRUE(accounts.sign_in("ＡＮＮ", "correct horse").ok());
  // Invisible and text-turning characters, control characters, a bot's name, nothing.
  for (const char* bad : {"An\u200Bn", "\u202EnnA", "An\nn", "Bot: Hard", "", "   "}) {
    EXPECT_FALSE(accounts.sign_up(bad, "correct horse").ok()) << bad;
  }
}

// A wrong name and a wrong password get the same refusal: nobody learns which
// names have accounts.
TEST_P(AccountsOn, ARefusedSignInDoesNotSayWhetherTheNameExists) {
  Accounts accounts = in_memory();
  ASSERT_TRUE(accounts.sign_up("Ann", "correct horse").ok());
  const auto wrong_password = accounts.sign_in("Ann", "wrong horse");
  const auto wrong_name = accounts.sign_in("Bob", "correct horse");
  ASSERT_FALSE(wrong_password.ok());
  ASSERT_FALSE(wrong_name.ok());
  EXPECT_EQ(wrong_password.error().message, wrong_name.error().message);
  EXPECT_EQ(wrong_password.error().code, wrong_name.error().code);
  EXPECT_EQ(wrong_name.error().message.find("Bob"), std::string::npos);
}

TEST_P(AccountsOn, SigningOutClosesOneSessionOrEvery) {
  Accounts accounts = in_memory();
  const SignedIn phone = accounts.sign_up("Ann", "correct horse").value();
  const SignedIn laptop = accounts.sign_in("Ann", "correct horse").value();
  ASSERT_TRUE(accounts.sign_out(phone.session).ok());
  EXPECT_FALSE(accounts.signed_in(phone.session).has_value());
  EXPECT_TRUE(accounts.signed_in(laptop.session).has_value());
  const SignedIn desk = accounts.sign_in("Ann", "correct horse").value();
  ASSERT_TRUE(accounts.sign_out_everywhere(phone.account.id).ok());
  EXPECT_FALSE(accounts.signed_in(laptop.session).has_value());
  EXPECT_FALSE(accounts.signed_in(desk.session).has_value());
}

// A new password signs out everyone who knew the old one; this device stays in.
TEST_P(AccountsOn, ChangingThePasswordClosesTheOtherSessions) {
  Accounts accounts = in_memory();
  const SignedIn ann = accounts.sign_up("Ann", "correct horse").value();
  const SignedIn other = accounts.sign_in("Ann", "correct horse").value();
  EXPECT_FALSE(accounts.change_password(ann.account.id, "wrong horse", "battery staple").ok());
  const SignedIn now =
      accounts.change_password(ann.account.id, "correct horse", "battery staple").value();
  EXPECT_TRUE(accounts.signed_in(now.session).has_value());
  EXPECT_FALSE(accounts.signed_in(other.session).has_value());
  EXPECT_FALSE(accounts.sign_in("Ann", "correct horse").ok());
  EXPECT_TRUE(accounts.sign_in("Ann", "battery staple").ok());
  EXPECT_FALSE(accounts.change_password(ann.account.id, "battery staple", "short").ok());
}

// The recovery code (there is no mail) resets the password once, and a new code replaces it.
TEST_P(AccountsOn, TheRecoveryCodeResetsThePasswordOnce) {
  Accounts accounts = in_memory();
  const SignedIn ann = accounts.sign_up("Ann", "correct horse").value();
  EXPECT_FALSE(accounts.recover("Ann", "not the code", "battery staple").ok());
  EXPECT_FALSE(accounts.recover("Bob", ann.recovery_code, "battery staple").ok());
  const SignedIn back = accounts.recover("ann", ann.recovery_code, "battery staple").value();
  EXPECT_EQ(back.account.id, ann.account.id);
  EXPECT_FALSE(back.recovery_code.empty());
  EXPECT_NE(back.recovery_code, ann.recovery_code);
  EXPECT_FALSE(accounts.signed_in(ann.session).has_value()) << "the old sessions are closed";
  EXPECT_TRUE(accounts.sign_in("Ann", "battery staple").ok());
  EXPECT_FALSE(accounts.recover("Ann", ann.recovery_code, "third password").ok()) << "spent";
  EXPECT_TRUE(accounts.recover("Ann", back.recovery_code, "third password").ok());
}

// What the database file holds: hashes and digests, never a password, a session
// or a recovery code; and it keeps the accounts across a restart.
TEST(Accounts, TheDatabaseHoldsNoSecretAndKeepsTheAccounts) {
  const auto path = (std::filesystem::temp_directory_path() /
                     ("rookery-accounts-" + std::to_string(::getpid()) + ".db"))
                        .string();
  std::filesystem::remove(path);
  SignedIn ann;
  {
    Accounts accounts(sqlite_account_rows(path).value());
    ann = accounts.sign_up("Ann", "correct horse").value();
  }
  EXPECT_EQ(std::filesystem::status(path).permissions(),
            std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
  std::ifstream file(path, std::ios::binary);
  std::stringstream bytes;
  bytes << file.rdbuf();
  const std::string stored = bytes.str();
  EXPECT_NE(stored.find("Ann"), std::string::npos);
  for (const std::string& secret : {std::string("correct horse"), ann.session, ann.recovery_code})
    EXPECT_EQ(stored.find(secret), std::string::npos) << "a secret is stored as it is";
  Accounts reopened(sqlite_account_rows(path).value());
  EXPECT_EQ(reopened.signed_in(ann.session)->name, "Ann");
  EXPECT_TRUE(reopened.sign_in("Ann", "correct horse").ok());
  for (const char* suffix : {"", "-wal", "-shm", "-journal"})
    std::filesystem::remove(path + suffix);
}

}  // namespace
}  // namespace rookery
