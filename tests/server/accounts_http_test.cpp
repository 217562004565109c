// Accounts, rated tables, profiles and leaderboards over HTTP, against a real
// `rookery serve` (docs/protocol.md, "Accounts, ratings and profiles"): the
// session cookie and its flags, one refusal for a wrong name or password, the
// limits on guessing, cross-site requests, no secret in the server's output, a
// rated game that moves both ratings once (a restart included), a leaver who
// loses, and a guest's seats kept by the account they sign up for.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <pqxx/pqxx>
#include <thread>

#include "tests/server/hostile_harness.h"

namespace rookery::hostile {
namespace {

using nlohmann::json;

const std::string kPassword = "correct horse battery";  // sign_up's

Answer post(int port, const std::string& path, const json& body, const std::string& session = "",
            const std::string& from = "127.0.0.1") {
  return http(port, "POST", path, body.dump(), with_session(session), from);
}

Answer get(int port, const std::string& path, const std::string& session = "") {
  return http(port, "GET", path, "", with_session(session));
}

std::string message_of(const Answer& a) {
  return a.json().value("error", json::object()).value("message", "");
}

std::string code_of(const Answer& a) {
  return a.json().value("error", json::object()).value("code", "");
}

// Plays table `id` to its end: each seat that must move takes its first legal
// move (each a person's, with its credential).
void play_to_end(int port, const std::string& id, const std::vector<std::string>& credentials) {
  for (int step = 0; step < 2000; ++step) {
    const json v = get(port, "/api/tables/" + id).json();
    if (v.value("terminal", false)) return;
    bool moved = false;
    for (std::size_t s = 0; s < credentials.size(); ++s) {
      if (credentials[s].empty()) continue;
      const json mine = get(port, "/api/tables/" + id + "?seat=" + std::to_string(s) +
                                      "&credential=" + credentials[s])
                            .json();
      if (mine["legal"].empty()) continue;
      const Answer a =
          post(port, "/api/tables/" + id + "/act",
               {{"seat", s}, {"credential", credentials[s]}, {"action", mine["legal"][0]}});
      ASSERT_TRUE(a.status == 200 || a.status == 202) << a.body;
      moved = true;
      break;
    }
    if (!moved) std::this_thread::sleep_for(std::chrono::milliseconds(20));  // a bot's turn
  }
  FAIL() << "table " << id << " did not end";
}

// The rating of `game` on `name`'s profile (0 when there is none).
json rating_on_profile(int port, const std::string& name, const std::string& game) {
  const json p = get(port, "/api/players/" + name).json();
  for (const json& r : p["ratings"]) {
    if (r["game"] == game) return r;
  }
  return json::object();
}

TEST(AccountsHttp, SignUpInAndOutWithAnHttpOnlyStrictCookie) {
  Server server;
  const int port = server.port();
  const Answer made = post(port, "/api/account", {{"name", "Ann"}, {"password", kPassword}});
  ASSERT_EQ(made.status, 201) << made.body;
  EXPECT_EQ(made.json()["account"]["name"], "Ann");
  const std::string code = made.json()["recovery_code"];
  EXPECT_GE(code.size(), 16u);
  const std::string cookie = made.header("Set-Cookie");
  for (const char* flag : {"HttpOnly", "SameSite=Strict", "Path=/", "Max-Age=2592000"})
    EXPECT_NE(cookie.find(flag), std::string::npos) << cookie;
  EXPECT_EQ(cookie.find("Secure"), std::string::npos) << "not over TLS here";
  const std::string first = session_of(made);
  EXPECT_EQ(get(port, "/api/account", first).json()["account"]["name"], "Ann");

  // Signed out: 401, naming how to authenticate.
  const Answer none = get(port, "/api/account");
  EXPECT_EQ(none.status, 401);
  EXPECT_EQ(code_of(none), "not_signed_in");
  EXPECT_FALSE(none.header("WWW-Authenticate").empty());

  // A wrong password and a wrong name: the same refusal.
  const Answer wrong_password =
      post(port, "/api/account/sign-in", {{"name", "Ann"}, {"password", "not it at all"}});
  const Answer wrong_name =
      post(port, "/api/account/sign-in", {{"name", "Nobody"}, {"password", kPassword}});
  EXPECT_EQ(wrong_password.status, 401);
  EXPECT_EQ(wrong_name.status, 401);
  EXPECT_EQ(wrong_password.body, wrong_name.body);
  EXPECT_TRUE(session_of(wrong_password).empty());

  // Signing in makes a new session; the name folds (case, width).
  const Answer in =
      post(port, "/api/account/sign-in", {{"name", "ＡＮＮ"}, {"password", kPassword}});
  ASSERT_EQ(in.status, 200) << in.body;
  const std::string second = session_of(in);
  EXPECT_NE(second, first);
  EXPECT_EQ(get(port, "/api/account", second).json()["account"]["name"], "Ann");

  // Signing out ends this session only; everywhere ends them all.
  const Answer out = post(port, "/api/account/sign-out", json::object(), first);
  EXPECT_EQ(out.status, 200);
  EXPECT_NE(out.header("Set-Cookie").find("Max-Age=0"), std::string::npos);
  EXPECT_EQ(get(port, "/api/account", first).status, 401);
  EXPECT_EQ(get(port, "/api/account", second).status, 200);
  const std::string third =
      session_of(post(port, "/api/account/sign-in", {{"name", "Ann"}, {"password", kPassword}}));
  EXPECT_EQ(post(port, "/api/account/sign-out", {{"everywhere", true}}, second).status, 200);
  EXPECT_EQ(get(port, "/api/account", second).status, 401);
  EXPECT_EQ(get(port, "/api/account", third).status, 401);

  // The recovery code sets a new password once, and signs in.
  const Answer recovered =
      post(port, "/api/account/recover",
           {{"name", "Ann"}, {"recovery_code", code}, {"new_password", "a new password"}});
  ASSERT_EQ(recovered.status, 200) << recovered.body;
  EXPECT_NE(recovered.json()["recovery_code"], code);
  EXPECT_EQ(post(port, "/api/account/recover",
                 {{"name", "Ann"}, {"recovery_code", code}, {"new_password", "another one"}})
                .status,
            401);
  const std::string fourth = session_of(recovered);
  EXPECT_EQ(post(port, "/api/account/password",
                 {{"password", "a new password"}, {"new_password", kPassword}}, fourth)
                .status,
            200);
  EXPECT_EQ(post(port, "/api/account/sign-in", {{"name", "Ann"}, {"password", kPassword}}).status,
            200);

  // Behind a TLS proxy the cookie is Secure.
  const Answer tls =
      http(port, "POST", "/api/account/sign-in",
           json{{"name", "Ann"}, {"password", kPassword}}.dump(), {"X-Forwarded-Proto: https"});
  EXPECT_NE(tls.header("Set-Cookie").find("; Secure"), std::string::npos);

  // Nothing secret in what the server wrote.
  server.stop();
  const std::string printed = server.output() + server.errors();
  for (const std::string& secret : {kPassword, code, first, second, fourth})
    EXPECT_EQ(printed.find(secret), std::string::npos);
}

TEST(AccountsHttp, NamesThatLookAlikeAndUnsafeNamesAreRefused) {
  Server server;
  const int port = server.port();
  sign_up(port, "Ann");
  for (const std::string name : {"ann", "ＡＮＮ", " Ann "}) {
    const Answer a = post(port, "/api/account", {{"name", name}, {"password", kPassword}});
    EXPECT_EQ(a.status, 400) << name;
    EXPECT_NE(message_of(a).find("taken"), std::string::npos) << a.body;
  }
  // A right-to-left override would make a name read backwards.
  const Answer bidi =
      post(port, "/api/account", {{"name", "Ann\u202Enot"}, {"password", kPassword}});
  EXPECT_EQ(bidi.status, 400) << bidi.body;
  const Answer bot = post(port, "/api/account", {{"name", "Bot: Ann"}, {"password", kPassword}});
  EXPECT_EQ(bot.status, 400) << bot.body;
  const Answer short_password = post(port, "/api/account", {{"name", "Cid"}, {"password", "x"}});
  EXPECT_EQ(short_password.status, 400);
}

TEST(AccountsHttp, GuessingIsCutOffPerNameAndPerAddressWithoutTellingNames) {
  Server server;
  const int port = server.port();
  sign_up(port, "Ann");
  // Ten failures on Ann's name, from ten addresses: the next try waits, even
  // with the right password; the same for a name nobody has.
  for (const std::string name : {"Ann", "Nobody"}) {
    for (int i = 0; i < 10; ++i) {
      const Answer a = post(port, "/api/account/sign-in",
                            {{"name", name}, {"password", "guess " + std::to_string(i)}}, "",
                            "127.0.0." + std::to_string(10 + i));
      EXPECT_EQ(a.status, 401) << name << " try " << i << ": " << a.body;
    }
    const Answer blocked = post(port, "/api/account/sign-in",
                                {{"name", name}, {"password", kPassword}}, "", "127.0.0.99");
    EXPECT_EQ(blocked.status, 429) << name;
    EXPECT_EQ(code_of(blocked), "limit_reached");
    EXPECT_GT(std::stoi(blocked.header("Retry-After")), 0);
  }
  // Thirty failures from one address, on thirty names: that address waits.
  for (int i = 0; i < 30; ++i) {
    post(port, "/api/account/sign-in",
         {{"name", "name " + std::to_string(i)}, {"password", "guess"}}, "", "127.0.0.50");
  }
  EXPECT_EQ(post(port, "/api/account/sign-in", {{"name", "Cid"}, {"password", kPassword}}, "",
                 "127.0.0.50")
                .status,
            429);
  // Making accounts counts against the address too: no endless accounts from one.
  int made = 0;
  for (int i = 0; i < 31; ++i) {
    const Answer a =
        post(port, "/api/account",
             {{"name", "maker " + std::to_string(i)}, {"password", kPassword}}, "", "127.0.0.60");
    if (a.status == 201) ++made;
  }
  EXPECT_EQ(made, 30);
}

TEST(AccountsHttp, AnotherSitesPageCannotSignInOrChangeAnything) {
  Server server;
  const int port = server.port();
  const std::string ann = sign_up(port, "Ann");
  const Answer cross = http(port, "POST", "/api/account/sign-out", R"({"everywhere": true})",
                            {"Origin: http://evil.example", "Cookie: rookery_session=" + ann});
  EXPECT_EQ(cross.status, 403);
  const Answer form =
      http(port, "POST", "/api/account/password", "password=x&new_password=y",
           {"Content-Type: application/x-www-form-urlencoded", "Cookie: rookery_session=" + ann});
  EXPECT_NE(form.status, 200);
  EXPECT_EQ(get(port, "/api/account", ann).status, 200);
}

TEST(AccountsHttp, ARatedGameMovesBothRatingsOnceAndShowsOnTheirProfiles) {
  // One database for the server and, after it, its restart.
  const std::string folder = new_folder();
  const std::vector<std::string> db = {"--db", folder + "/rookery.db"};
  std::string table;
  json ann_rating;
  {
    Server server(db);
    const int port = server.port();
    const std::string ann = sign_up(port, "Ann");
    const std::string bob = sign_up(port, "Bob");
    // With a bot, or without an account: not rated.
    EXPECT_EQ(post(port, "/api/tables",
                   {{"game", "pantolino"}, {"seats", {"human", "random"}}, {"rated", true}}, ann)
                  .status,
              400);
    EXPECT_EQ(post(port, "/api/tables",
                   {{"game", "pantolino"},
                    {"seats", {"human", "human"}},
                    {"rated", true},
                    {"host", {{"name", "Guest"}}}})
                  .status,
              401);
    // The coach's hints would play for the person: not at a rated table.
    EXPECT_EQ(post(port, "/api/tables",
                   {{"game", "pantolino"},
                    {"seats", {"human", "human"}},
                    {"rated", true},
                    {"hints", true},
                    {"host", json::object()}},
                   ann)
                  .status,
              400);
    const Answer made = post(port, "/api/tables",
                             {{"game", "pantolino"},
                              {"seats", {"human", "human"}},
                              {"rated", true},
                              {"open", true},
                              {"host", {{"name", "whatever"}}}},
                             ann);
    ASSERT_EQ(made.status, 201) << made.body;
    table = made.json()["table"];
    const std::string ann_credential = made.json()["credential"];
    const json seat0 = made.json()["view"]["seats"][0];
    EXPECT_EQ(seat0["name"], "Ann");  // the account's name, not the one typed
    EXPECT_EQ(seat0["account"], "Ann");
    EXPECT_TRUE(made.json()["view"]["rated"].get<bool>());
    // A guest cannot sit; Ann cannot take a second seat; Bob can.
    const Answer guest = post(port, "/api/tables/" + table + "/join", {{"seat", 1}});
    EXPECT_EQ(guest.status, 401);
    EXPECT_NE(message_of(guest).find("sign in"), std::string::npos);
    EXPECT_EQ(post(port, "/api/tables/" + table + "/join", {{"seat", 1}}, ann).status, 400);
    const Answer joined = post(port, "/api/tables/" + table + "/join", {{"seat", 1}}, bob);
    ASSERT_EQ(joined.status, 200) << joined.body;
    const std::string bob_credential = joined.json()["credential"];
    EXPECT_EQ(get(port, "/api/tables").json()["tables"][0]["rated"], true);
    play_to_end(port, table, {ann_credential, bob_credential});
    const json view = get(port, "/api/tables/" + table).json();
    ASSERT_TRUE(view["terminal"].get<bool>());
    const bool ann_won = view["returns"][0].get<double>() > view["returns"][1].get<double>();

    ann_rating = rating_on_profile(port, "Ann", "pantolino");
    const json bob_rating = rating_on_profile(port, "bob", "pantolino");
    ASSERT_EQ(ann_rating.value("games", 0), 1) << get(port, "/api/players/Ann").body;
    EXPECT_EQ(bob_rating.value("games", 0), 1);
    EXPECT_EQ(ann_rating["title"], "Pantolino");
    EXPECT_TRUE(ann_rating["provisional"].get<bool>());
    const double a = ann_rating["rating"];
    const double b = bob_rating["rating"];
    if (view["returns"][0] != view["returns"][1]) {
      EXPECT_EQ(ann_won, a > 1500) << a;
      EXPECT_EQ(ann_won, b < 1500) << b;
    }
    EXPECT_EQ(ann_rating["history"].size(), 1u);
    const json profile = get(port, "/api/players/Ann").json();
    EXPECT_EQ(profile["games"]["played"], 1);
    ASSERT_EQ(profile["recent"].size(), 1u);
    EXPECT_EQ(profile["recent"][0]["table"], table);
    EXPECT_EQ(profile["recent"][0]["place"], ann_won ? 1 : 2);
    // No secret of a seat or an account in a profile.
    EXPECT_EQ(get(port, "/api/players/Ann").body.find(ann_credential), std::string::npos);
    EXPECT_EQ(get(port, "/api/players/Nobody").status, 404);
    EXPECT_TRUE(get(port, "/api/leaderboards/pantolino").json()["players"].empty());
    EXPECT_EQ(get(port, "/api/leaderboards/chess").status, 404);
    // Bob's tables follow his account, credential included.
    const json bobs = get(port, "/api/account/tables", bob).json();
    ASSERT_EQ(bobs["tables"].size(), 1u);
    EXPECT_EQ(bobs["tables"][0]["credential"], bob_credential);
    EXPECT_EQ(bobs["tables"][0]["rated"], true);
    EXPECT_EQ(get(port, "/api/account/tables").status, 401);
  }
  // After a restart the game is not rated again.
  Server again(db);
  EXPECT_EQ(rating_on_profile(again.port(), "Ann", "pantolino"), ann_rating);
  std::filesystem::remove_all(folder);
}

TEST(AccountsHttp, WhoLeavesARatedGameLosesIt) {
  Server server;
  const int port = server.port();
  const std::string ann = sign_up(port, "Ann");
  const std::string bob = sign_up(port, "Bob");
  const Answer made = post(port, "/api/tables",
                           {{"game", "pantolino"},
                            {"seats", {"human", "human"}},
                            {"rated", true},
                            {"open", true},
                            {"host", json::object()}},
                           ann);
  ASSERT_EQ(made.status, 201) << made.body;
  const std::string table = made.json()["table"];
  const std::string bob_credential =
      post(port, "/api/tables/" + table + "/join", {{"seat", 1}}, bob).json()["credential"];
  // Ann leaves at once: a bot plays her seat on, and she is last whatever it does.
  const Answer left =
      post(port, "/api/tables/" + table + "/leave",
           {{"seat", 0}, {"credential", made.json()["credential"]}, {"bot", "random"}});
  ASSERT_EQ(left.status, 200) << left.body;
  play_to_end(port, table, {"", bob_credential});
  EXPECT_LT(rating_on_profile(port, "Ann", "pantolino").value("rating", 9999.0), 1500);
  EXPECT_GT(rating_on_profile(port, "Bob", "pantolino").value("rating", 0.0), 1500);
}

TEST(AccountsHttp, AGuestWhoSignsUpKeepsTheSeatsOfThatBrowser) {
  Server server;
  const int port = server.port();
  const std::string id =
      create_table(port, R"({"game": "pantolino", "seats": ["human", "random"]})");
  const std::string credential = join(port, id, 0, "Annie");
  const std::string ann = sign_up(port, "Ann");
  const Answer kept = post(port, "/api/account/seats",
                           {{"seats",
                             {{{"table", id}, {"seat", 0}, {"credential", credential}},
                              {{"table", id}, {"seat", 1}, {"credential", "not hers"}},
                              {{"table", "../../etc"}, {"seat", 0}, {"credential", "x"}}}}},
                           ann);
  ASSERT_EQ(kept.status, 200) << kept.body;
  EXPECT_EQ(kept.json()["kept"], 1);
  const json tables = get(port, "/api/account/tables", ann).json()["tables"];
  ASSERT_EQ(tables.size(), 1u);
  EXPECT_EQ(tables[0]["table"], id);
  EXPECT_EQ(tables[0]["credential"], credential);
  const json seat = get(port, "/api/tables/" + id).json()["seats"][0];
  EXPECT_EQ(seat["account"], "Ann");
  // A game she had finished as a guest joins her profile.
  const std::string done = create_table(port, R"({"game": "pantolino", "seats": ["human"]})");
  const std::string solo = join(port, done, 0, "Annie");
  for (int i = 0; i < 500; ++i) {
    const json v = http(port, "GET", "/api/tables/" + done + "?seat=0&credential=" + solo).json();
    if (v["terminal"] == true) break;
    ASSERT_EQ(post(port, "/api/tables/" + done + "/act",
                   {{"seat", 0}, {"credential", solo}, {"action", v["legal"][0]}})
                  .status,
              200);
  }
  ASSERT_EQ(post(port, "/api/account/seats",
                 {{"seats", {{{"table", done}, {"seat", 0}, {"credential", solo}}}}}, ann)
                .json()["kept"],
            1);
  const json profile = get(port, "/api/players/Ann").json();
  EXPECT_EQ(profile["games"]["played"], 1) << profile;
  EXPECT_EQ(profile["recent"][0]["table"], done);
  EXPECT_FALSE(profile["recent"][0]["rated"].get<bool>());
  // Another account cannot take it from her, even with the credential.
  const std::string bob = sign_up(port, "Bob");
  EXPECT_EQ(post(port, "/api/account/seats",
                 {{"seats", {{{"table", id}, {"seat", 0}, {"credential", credential}}}}}, bob)
                .json()["kept"],
            0);
  // Without an account nothing is kept.
  EXPECT_EQ(post(port, "/api/account/seats", {{"seats", json::array()}}).status, 401);
}

}  // namespace
}  // namespace rookery::hostile

namespace rookery::hostile {
namespace {

// Two server processes sharing one PostgreSQL database share accounts and
// sessions: signed up on one, signed in on the other, signed out from both.
TEST(AccountsHttp, TwoServersOnOnePostgresShareAccountsAndSessions) {
  const char* base = std::getenv("ROOKERY_TEST_POSTGRES");
  if (base == nullptr || *base == 0) GTEST_SKIP() << "ROOKERY_TEST_POSTGRES is not set";
  const std::string schema = "accounts_http_" + std::to_string(::getpid());
  {
    pqxx::connection c(base);
    pqxx::nontransaction(c).exec("CREATE SCHEMA " + schema);
  }
  {
    const std::vector<std::string> db = {"--db",
                                         std::string(base) + "?options=-csearch_path%3D" + schema};
    Server one(db);
    Server two(db);
    const std::string ann = sign_up(one.port(), "Ann");
    const Answer there = http(two.port(), "GET", "/api/account", "", with_session(ann));
    ASSERT_EQ(there.status, 200) << there.body;
    EXPECT_EQ(there.json()["account"]["name"], "Ann");
    EXPECT_EQ(http(two.port(), "POST", "/api/account", R"({"name": "ann", "password": "abcdefgh"})")
                  .status,
              400);  // taken on the other server too
    ASSERT_EQ(http(two.port(), "POST", "/api/account/sign-out", R"({"everywhere": true})",
                   with_session(ann))
                  .status,
              200);
    EXPECT_EQ(http(one.port(), "GET", "/api/account", "", with_session(ann)).status, 401);
  }
  pqxx::connection c(base);
  pqxx::nontransaction(c).exec("DROP SCHEMA " + schema + " CASCADE");
}

}  // namespace
}  // namespace rookery::hostile
