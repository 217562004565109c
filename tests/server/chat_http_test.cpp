// Talk at the table over HTTP, against a real `rookery serve` (docs/protocol.md,
// "Talk at the table"): the players' chat and the spectators' apart, no line in
// another table's view, markup kept as text, mutes, the limits, a restart and
// the replay.
#include <gtest/gtest.h>

#include <filesystem>

#include "tests/server/hostile_harness.h"

namespace rookery::hostile {
namespace {

using nlohmann::json;

Answer post(int port, const std::string& path, const json& body, const std::string& session = "") {
  return http(port, "POST", path, body.dump(), with_session(session));
}

json view_of(int port, const std::string& table, int seat, const std::string& credential) {
  return http(
             port, "GET",
             "/api/tables/" + table + "?seat=" + std::to_string(seat) + "&credential=" + credential)
      .json();
}

// The texts of a view's chat, in order.
std::vector<std::string> texts(const json& view) {
  std::vector<std::string> out;
  for (const json& line : view["chat"]["lines"]) out.push_back(line["text"]);
  return out;
}

TEST(ChatHttp, PlayersAndSpectatorsTalkApartAndNothingReachesAnotherTable) {
  const std::string folder = new_folder();
  const std::vector<std::string> db = {"--db", folder + "/rookery.db"};
  std::string id;
  std::string ann;
  {
    Server server(db);
    const int port = server.port();
    id = create_table(port, R"({"game": "pantolino", "seats": ["human", "human"]})");
    const std::string other = create_table(port, R"({"game": "pantolino", "seats": ["human"]})");
    ann = join(port, id, 0, "Ann");
    const std::string bob = join(port, id, 1, "Bob");
    const std::string at = "/api/tables/" + id + "/chat";
    const Answer said = post(port, at, {{"seat", 0}, {"credential", ann}, {"text", "<b>hi</b>"}});
    ASSERT_EQ(said.status, 200) << said.body;
    EXPECT_EQ(said.json()["n"], 1);
    // Bob reads it as it was said (a page shows it as text); a spectator does not.
    const json bobs = view_of(port, id, 1, bob);
    EXPECT_EQ(texts(bobs), std::vector<std::string>{"<b>hi</b>"});
    EXPECT_EQ(bobs["chat"]["lines"][0]["name"], "Ann");
    EXPECT_TRUE(texts(http(port, "GET", "/api/tables/" + id).json()).empty());
    EXPECT_TRUE(texts(http(port, "GET", "/api/tables/" + other).json()).empty());
    // A wrong credential says nothing; a guest spectator says nothing.
    EXPECT_EQ(post(port, at, {{"seat", 1}, {"credential", ann}, {"text", "x"}}).status, 400);
    const Answer guest = post(port, at, {{"text", "hello players"}});
    EXPECT_EQ(guest.status, 401);
    // A signed-in spectator talks to the spectators, whom the players do not hear.
    const std::string cid = sign_up(port, "Cid");
    ASSERT_EQ(post(port, at, {{"text", "nice move"}}, cid).status, 200);
    const json spectators = http(port, "GET", "/api/tables/" + id).json();
    EXPECT_EQ(texts(spectators), std::vector<std::string>{"nice move"});
    EXPECT_TRUE(spectators["chat"]["lines"][0]["seat"].is_null());
    EXPECT_EQ(texts(view_of(port, id, 0, ann)), std::vector<std::string>{"<b>hi</b>"});

    // Bob mutes Ann: her lines leave his view, old and new, until he unmutes.
    const std::string mute = "/api/tables/" + id + "/mute";
    const Answer muted =
        post(port, mute, {{"seat", 1}, {"credential", bob}, {"other_seat", 0}, {"muted", true}});
    ASSERT_EQ(muted.status, 200) << muted.body;
    EXPECT_EQ(muted.json()["muted"], json::array({0}));
    ASSERT_EQ(post(port, at, {{"seat", 0}, {"credential", ann}, {"text", "are you there?"}}).status,
              200);
    EXPECT_TRUE(texts(view_of(port, id, 1, bob)).empty());
    EXPECT_EQ(view_of(port, id, 1, bob)["chat"]["muted"], json::array({0}));
    EXPECT_EQ(texts(view_of(port, id, 0, ann)).size(), 2u);
    EXPECT_EQ(
        post(port, mute, {{"seat", 1}, {"credential", bob}, {"other_seat", 1}, {"muted", true}})
            .status,
        400);  // not oneself
    ASSERT_EQ(
        post(port, mute, {{"seat", 1}, {"credential", bob}, {"other_seat", 0}, {"muted", false}})
            .status,
        200);
    EXPECT_EQ(texts(view_of(port, id, 1, bob)).size(), 2u);
    ASSERT_EQ(
        post(port, mute, {{"seat", 1}, {"credential", bob}, {"other_seat", 0}, {"muted", true}})
            .status,
        200);

    // Too long, a line break, too fast: refused in words.
    const Answer long_line =
        post(port, at, {{"seat", 1}, {"credential", bob}, {"text", std::string(301, 'a')}});
    EXPECT_EQ(long_line.status, 400);
    EXPECT_EQ(post(port, at, {{"seat", 1}, {"credential", bob}, {"text", "a\nb"}}).status, 400);
    int said_ok = 0;
    Answer last;
    for (int i = 0; i < 6; ++i) {
      last =
          post(port, at, {{"seat", 1}, {"credential", bob}, {"text", "spam " + std::to_string(i)}});
      if (last.status == 200) ++said_ok;
    }
    EXPECT_EQ(said_ok, 5);
    EXPECT_EQ(last.status, 429);
    EXPECT_FALSE(last.header("Retry-After").empty());
  }
  // After a restart the lines and the mute are there; a replay holds the lines
  // said by its step.
  Server again(db);
  const int port = again.port();
  const json anns = view_of(port, id, 0, ann);
  EXPECT_EQ(anns["chat"]["total"], 7);  // hers, and Bob's five
  const int said_at = anns["chat"]["lines"][0]["version"];
  const auto replay = [&](int version) {
    return http(port, "GET",
                "/api/tables/" + id + "/replay?version=" + std::to_string(version) +
                    "&seat=0&credential=" + ann)
        .json();
  };
  EXPECT_EQ(texts(replay(said_at)).front(), "<b>hi</b>");
  if (said_at > 0) {
    EXPECT_TRUE(texts(replay(said_at - 1)).empty());
  }
  std::filesystem::remove_all(folder);
}

}  // namespace
}  // namespace rookery::hostile
