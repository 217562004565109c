// JSON from outside: depth limited before it is built, messages that quote a bounded
// part of what was received, integers never narrowed.
#include "core/json_input.h"

#include <gtest/gtest.h>

#include "core/text.h"

namespace rookery {
namespace {

std::string nested(int levels) { return std::string(levels, '[') + std::string(levels, ']'); }

TEST(JsonInput, DepthIsCountedOutsideStrings) {
  EXPECT_EQ(json_nesting_depth("1"), 0);
  EXPECT_EQ(json_nesting_depth(R"({"a":[1,{"b":[]}]})"), 4);
  EXPECT_EQ(json_nesting_depth(R"(["[[[[", "\"[[[", {}])"), 2);
  EXPECT_EQ(json_nesting_depth(nested(1000), 64), 65);  // stops counting past the limit
}

TEST(JsonInput, DeepJsonIsRefusedBeforeItIsBuilt) {
  EXPECT_TRUE(parse_json_input(nested(64)).ok());
  const auto deep = parse_json_input(nested(65));
  ASSERT_FALSE(deep.ok());
  EXPECT_EQ(deep.error().code, ErrorCode::kParseError);
  EXPECT_NE(deep.error().message.find("64"), std::string::npos);
  EXPECT_FALSE(parse_json_input(nested(1000000)).ok());
  EXPECT_FALSE(parse_json_input("[1,").ok());
  EXPECT_TRUE(parse_json_input(nested(10), 10).ok());
  EXPECT_FALSE(parse_json_input(nested(11), 10).ok());
}

TEST(JsonInput, ExcerptsAndQuotesAreBounded) {
  const nlohmann::json big = std::string(10000, 'x');
  const std::string excerpt = json_excerpt(big);
  EXPECT_LT(excerpt.size(), 90u);
  EXPECT_NE(excerpt.find("(10002 bytes)"), std::string::npos) << excerpt;
  EXPECT_EQ(json_excerpt(nlohmann::json{{"a", 1}}), R"({"a":1})");
  EXPECT_EQ(quote_prefix("stop"), "\"stop\"");
  EXPECT_EQ(quote_prefix(std::string(100, 'y'), 3), "\"yyy\"... (100 bytes)");
  // A cut never splits a UTF-8 character: "é" is two bytes.
  EXPECT_EQ(quote_prefix("aé", 2), "\"a\"... (3 bytes)");
  EXPECT_EQ(utf8_prefix_length("aé", 3), 3u);
}

TEST(JsonInput, IntegersAreNeverNarrowed) {
  EXPECT_EQ(json_integer(nlohmann::json(-3)), -3);
  EXPECT_EQ(json_integer(nlohmann::json(4294967297ull)), 4294967297ll);
  EXPECT_FALSE(json_integer(nlohmann::json(18446744073709551615ull)).has_value());
  EXPECT_FALSE(json_integer(nlohmann::json(2.0)).has_value());
  EXPECT_FALSE(json_integer(nlohmann::json("3")).has_value());
}

}  // namespace
}  // namespace rookery
