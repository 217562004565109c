// Spec strings and parameter validation (core/params.h, games/registry.h).
#include "core/params.h"

#include <gtest/gtest.h>

#include "core/state.h"
#include "games/registry.h"

namespace rookery {
namespace {

TEST(SpecString, NameAlone) {
  auto s = parse_spec_string("  Pantolino ");
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(s->name, "pantolino");
  EXPECT_TRUE(s->args.empty());
}

TEST(SpecString, NameWithArguments) {
  auto s = parse_spec_string("pantolino( players = 3 , escaping_boots=true )");
  ASSERT_TRUE(s.ok()) << s.error().message;
  ASSERT_EQ(s->args.size(), 2u);
  EXPECT_EQ(s->args[0], (std::pair<std::string, std::string>("players", "3")));
  EXPECT_EQ(s->args[1], (std::pair<std::string, std::string>("escaping_boots", "true")));
}

TEST(SpecString, SyntaxErrorsSayWhere) {
  for (const char* bad :
       {"", "(players=2)", "pantolino(players)", "pantolino(players=)", "pantolino(players=2",
        "pantolino(players=2))", "pantolino x", "pantolino(players=2,players=3)"}) {
    auto s = parse_spec_string(bad);
    ASSERT_FALSE(s.ok()) << bad;
    EXPECT_EQ(s.error().code, ErrorCode::kParseError);
    EXPECT_NE(s.error().message.find("character"), std::string::npos) << s.error().message;
  }
}

TEST(SpecString, TopLevelSplitKeepsNestedCommas) {
  auto items = split_top_level("human, mcts(iterations=2000,c=1.4) ,random");
  ASSERT_TRUE(items.ok());
  EXPECT_EQ(*items, (std::vector<std::string>{"human", "mcts(iterations=2000,c=1.4)", "random"}));
  EXPECT_FALSE(split_top_level("a,(b").ok());
  EXPECT_FALSE(split_top_level("a,,b").ok());
}

TEST(GameString, UnknownGameListsTheKnownOnes) {
  auto g = load_game("pantolno");
  ASSERT_FALSE(g.ok());
  EXPECT_EQ(g.error().code, ErrorCode::kUnknownName);
  EXPECT_NE(g.error().message.find("pantolino"), std::string::npos) << g.error().message;
}

TEST(GameString, UnknownParameterListsTheValidOnes) {
  auto g = load_game("pantolino(player=3)");
  ASSERT_FALSE(g.ok());
  EXPECT_EQ(g.error().code, ErrorCode::kUnknownName);
  EXPECT_NE(g.error().message.find("players, escaping_boots, discard_smallest"), std::string::npos)
      << g.error().message;
}

TEST(GameString, BadValueSaysTheRange) {
  auto g = load_game("pantolino(players=5)");
  ASSERT_FALSE(g.ok());
  EXPECT_EQ(g.error().code, ErrorCode::kInvalidArgument);
  EXPECT_NE(g.error().message.find("1..4"), std::string::npos) << g.error().message;
  auto b = load_game("pantolino(escaping_boots=maybe)");
  ASSERT_FALSE(b.ok());
  EXPECT_NE(b.error().message.find("true or false"), std::string::npos) << b.error().message;
  EXPECT_FALSE(load_game("pantolino(players=two)").ok());
  EXPECT_FALSE(load_game("pantolino(players=99999999999999)").ok());
}

TEST(GameString, CanonicalFormListsEveryParameter) {
  auto g = load_game("pantolino(escaping_boots=yes)");
  ASSERT_TRUE(g.ok());
  EXPECT_EQ((*g)->game_string(), "pantolino(players=2,escaping_boots=true,discard_smallest=false)");
  EXPECT_EQ((*g)->num_players(), 2);
}

TEST(GameString, SeatsDecideThePlayerCountUnlessTheStringDoes) {
  auto three = load_game("pantolino", 3);
  ASSERT_TRUE(three.ok());
  EXPECT_EQ((*three)->num_players(), 3);
  EXPECT_FALSE(load_game("pantolino(players=2)", 3).ok());
  EXPECT_TRUE(load_game("pantolino(players=3)", 3).ok());
  auto too_many = load_game("pantolino", 5);
  ASSERT_FALSE(too_many.ok());
  EXPECT_NE(too_many.error().message.find("1..4"), std::string::npos) << too_many.error().message;
}

TEST(ParamSpec, ChoiceParameters) {
  const std::vector<ParamSpec> specs = {
      ParamSpec::choice("mode", "standard", {"standard", "teams"}, "")};
  auto ok = Params::validate("demo", specs, {{"mode", "Teams"}});
  ASSERT_TRUE(ok.ok());
  EXPECT_EQ(ok->get_choice("mode"), "teams");
  auto bad = Params::validate("demo", specs, {{"mode", "golden"}});
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().message.find("one of: standard, teams"), std::string::npos);
}

TEST(ParamSpec, RealParametersReadDecimalsWithinTheirRange) {
  const std::vector<ParamSpec> specs = {ParamSpec::real("c", 1.4, 0, 100, "exploration constant"),
                                        ParamSpec::integer("n", 3, 1, 9, "")};
  auto def = Params::validate("bot demo", specs, {});
  ASSERT_TRUE(def.ok());
  EXPECT_EQ(def->get_double("c"), 1.4);
  EXPECT_EQ(def->canonical_args(), "c=1.4,n=3");
  for (const auto& [text, value] : std::vector<std::pair<std::string, double>>{
           {"0.5", 0.5}, {"2", 2.0}, {"+3.25", 3.25}, {"1e1", 10.0}, {"100", 100.0}, {"0", 0.0}}) {
    auto ok = Params::validate("bot demo", specs, {{"c", text}});
    ASSERT_TRUE(ok.ok()) << text << ": " << ok.error().message;
    EXPECT_EQ(ok->get_double("c"), value) << text;
    EXPECT_TRUE(ok->is_set("c"));
  }
  for (const char* bad : {"-0.5", "100.01", "1.4x", "nan", "inf", "", "0x10", "1..2", "1,5"}) {
    auto r = Params::validate("bot demo", specs, {{"c", bad}});
    ASSERT_FALSE(r.ok()) << bad;
    EXPECT_EQ(r.error().code, ErrorCode::kInvalidArgument);
    EXPECT_NE(r.error().message.find("0..100"), std::string::npos) << r.error().message;
    EXPECT_NE(r.error().message.find("bot demo"), std::string::npos) << r.error().message;
  }
}

TEST(ParamSpec, RealValuesPrintShortestRoundTrip) {
  EXPECT_EQ(format_real(1.4), "1.4");
  EXPECT_EQ(format_real(2.0), "2");
  EXPECT_EQ(format_real(0.1 + 0.2), "0.30000000000000004");
  EXPECT_EQ(ParamSpec::real("c", 0.7, 0, 10, "").default_text(), "0.7");
  EXPECT_EQ(ParamSpec::real("c", 0.7, 0, 10, "").range_text(), "0..10 (a decimal number)");
  // A canonical string reads back to the same value.
  const std::vector<ParamSpec> specs = {ParamSpec::real("c", 1, 0, 10, "")};
  auto first = Params::validate("x", specs, {{"c", "0.30000000000000004"}});
  ASSERT_TRUE(first.ok());
  EXPECT_EQ(first->get_double("c"), 0.1 + 0.2);
  EXPECT_EQ(first->canonical_args(), "c=0.30000000000000004");
}

}  // namespace
}  // namespace rookery
