// Private tables and invites over HTTP, against a real `rookery serve`
// (docs/protocol.md, "Private tables and invites"): the host's answer, the
// public list without them, every wrong invite refused with its reason and a
// flood of them cut off, the host's bot for an empty seat, and old clients'
// tables as they were.
#include <gtest/gtest.h>

#include "tests/server/hostile_harness.h"

namespace rookery::hostile {
namespace {

using nlohmann::json;

Answer post(int port, const std::string& path, const json& body,
            const std::string& from = "127.0.0.1") {
  return http(port, "POST", path, body.dump(), {}, from);
}

std::string error_of(const Answer& a) {
  return a.json().value("error", json::object()).value("message", "");
}

TEST(Invites, APrivateTableIsUnlistedAndEachWrongInviteIsRefusedWithItsReason) {
  Server server;
  const int port = server.port();
  ASSERT_GT(port, 0);
  const Answer made = post(port, "/api/tables",
                           {{"game", "push_push(players=3)"},
                            {"seats", {"human", "human", "human"}},
                            {"host", {{"name", "Ann"}}}});
  ASSERT_EQ(made.status, 201) << made.body;
  const json m = made.json();
  const std::string id = m["table"];
  EXPECT_EQ(m["seat"], 0);
  const std::string ann = m["credential"];
  ASSERT_EQ(m["invites"].size(), 3u);  // seat 2, seat 3, any open seat
  const std::string seat2 = m["invites"][0]["secret"];
  const std::string any = m["invites"][2]["secret"];
  EXPECT_TRUE(m["invites"][2]["seat"].is_null());
  // Unlisted; its spectator view names it private and waiting, without invites.
  EXPECT_TRUE(http(port, "GET", "/api/tables").json()["tables"].empty());
  const json watched = http(port, "GET", "/api/tables/" + id).json();
  EXPECT_TRUE(watched["private"].get<bool>());
  EXPECT_TRUE(watched["waiting"].get<bool>());
  EXPECT_EQ(watched["version"], 0);
  EXPECT_FALSE(watched.contains("invites"));
  EXPECT_EQ(http(port, "GET", "/api/tables/" + id + "?seat=0&credential=" + ann).json()["invites"],
            m["invites"]);
  const std::string at = "/api/tables/" + id + "/join";
  // No invite, a wrong one, a name too long: each refused, saying why.
  Answer a = post(port, at, {{"seat", 1}, {"name", "Bob"}});
  EXPECT_EQ(a.status, 400);
  EXPECT_NE(error_of(a).find("private"), std::string::npos) << a.body;
  a = post(port, at, {{"invite", seat2 + "x"}, {"name", "Bob"}});
  EXPECT_EQ(a.status, 400);
  EXPECT_NE(error_of(a).find("not one of"), std::string::npos) << a.body;
  a = post(port, at, {{"invite", seat2}, {"name", std::string(41, 'b')}});
  EXPECT_EQ(a.status, 400);
  EXPECT_NE(error_of(a).find("at most 40"), std::string::npos) << a.body;
  a = post(port, at, {{"invite", seat2}, {"name", "Bob"}});
  ASSERT_EQ(a.status, 200) << a.body;
  EXPECT_EQ(a.json()["seat"], 1);
  const std::string bob = a.json()["credential"];
  // Used again, and a filled seat, refused.
  a = post(port, at, {{"invite", seat2}, {"name", "Eve"}});
  EXPECT_EQ(a.status, 400);
  EXPECT_NE(error_of(a).find("used already: Bob"), std::string::npos) << a.body;
  a = post(port, at, {{"invite", any}, {"seat", 1}, {"name", "Eve"}});
  EXPECT_EQ(a.status, 400);
  EXPECT_NE(error_of(a).find("taken by Bob"), std::string::npos) << a.body;
  // The host gives the last seat to a bot: the game starts, nobody else may.
  const std::string bot = "/api/tables/" + id + "/bot";
  EXPECT_EQ(post(port, bot, {{"seat", 1}, {"credential", bob}, {"open_seat", 2}}).status, 400);
  EXPECT_EQ(post(port, bot, {{"seat", 0}, {"credential", ann}}).status, 400);
  a = post(port, bot, {{"seat", 0}, {"credential", ann}, {"open_seat", 2}});
  ASSERT_EQ(a.status, 200) << a.body;
  const json started = http(port, "GET", "/api/tables/" + id).json();
  EXPECT_FALSE(started.contains("waiting"));
  EXPECT_NE(started["seats"][2]["kind"], "human");
  a = post(port, at, {{"invite", any}, {"name", "Eve"}});
  EXPECT_EQ(a.status, 400);
  EXPECT_NE(error_of(a).find("every seat"), std::string::npos) << a.body;
  // Neither the lobby nor a spectator's view holds a secret.
  for (const std::string& path : {std::string("/api/tables"), "/api/tables/" + id}) {
    const std::string body = http(port, "GET", path).body;
    EXPECT_EQ(body.find(any), std::string::npos) << path;
    EXPECT_EQ(body.find(ann), std::string::npos) << path;
  }
}

TEST(Invites, AFloodOfWrongInvitesIsCutOffForItsSenderOnly) {
  Server server;
  const int port = server.port();
  ASSERT_GT(port, 0);
  const Answer made = post(port, "/api/tables",
                           {{"game", "pantolino"},
                            {"seats", {"human", "human"}},
                            {"host", {{"name", "Ann"}, {"seat", 1}}}});
  ASSERT_EQ(made.status, 201) << made.body;
  const std::string id = made.json()["table"];
  const std::string at = "/api/tables/" + id + "/join";
  int refused = 0;
  for (int i = 0; i < 50; ++i) {
    const Answer a = post(port, at, {{"invite", std::to_string(i)}, {"name", "Eve"}}, "127.0.0.7");
    if (a.status == 429) ++refused;
  }
  EXPECT_EQ(refused, 40);
  // Another address with the real invite is seated.
  const Answer bob = post(
      port, at, {{"invite", made.json()["invites"][0]["secret"]}, {"name", "Bob"}}, "127.0.0.8");
  EXPECT_EQ(bob.status, 200) << bob.body;
  EXPECT_EQ(bob.json()["seat"], 0);
}

TEST(Invites, OldClientsTablesAreListedAndOpenAsBefore) {
  Server server;
  const int port = server.port();
  ASSERT_GT(port, 0);
  // "open": false needs a host to send the invites.
  const Answer no_host = post(
      port, "/api/tables", {{"game", "pantolino"}, {"seats", {"human", "human"}}, {"open", false}});
  EXPECT_EQ(no_host.status, 400);
  EXPECT_NE(error_of(no_host).find("host"), std::string::npos);
  const std::string id =
      create_table(port, R"({"game": "pantolino", "seats": ["human", "human"]})");
  EXPECT_EQ(http(port, "GET", "/api/tables").json()["tables"].size(), 1u);
  EXPECT_FALSE(http(port, "GET", "/api/tables/" + id).json().contains("waiting"));
  EXPECT_GE(http(port, "GET", "/api/tables/" + id).json()["version"], 1);  // rolled at once
  EXPECT_FALSE(join(port, id, 0, "Ann").empty());
  // A host's open table is listed, and waits for its guests.
  const Answer open = post(port, "/api/tables",
                           {{"game", "pantolino"},
                            {"seats", {"human", "human"}},
                            {"host", {{"name", "Ann"}}},
                            {"open", true}});
  ASSERT_EQ(open.status, 201);
  EXPECT_TRUE(open.json()["invites"].empty());
  EXPECT_EQ(http(port, "GET", "/api/tables").json()["tables"].size(), 2u);
  const std::string table = open.json()["table"];
  EXPECT_TRUE(http(port, "GET", "/api/tables/" + table).json()["waiting"].get<bool>());
  EXPECT_FALSE(join(port, table, 1, "Bob").empty());
  EXPECT_FALSE(http(port, "GET", "/api/tables/" + table).json().contains("waiting"));
}

}  // namespace
}  // namespace rookery::hostile
