// The engine's table of family descriptors (src/engine/families.cpp): one per Family value at its
// index, each family's element ids the JSON writer's table holds at the family's base, and each
// request type a family reads found for it.
#include <gtest/gtest.h>

#include "engine/element_ids.hpp"
#include "engine/families.hpp"

namespace mjscore {
namespace {

TEST(FamilyTable, OneDescriptorPerFamilyAtItsIndex) {
  ASSERT_EQ(engine::families().size(), static_cast<std::size_t>(kFamilyCount));
  for (int i = 0; i < kFamilyCount; ++i) {
    const FamilyDescriptor& d = engine::family(static_cast<Family>(i));
    EXPECT_EQ(static_cast<int>(d.id), i);
    EXPECT_EQ(d.name(), kFamilyNames[i]);
    EXPECT_NE(d.score, nullptr) << d.name();
    EXPECT_NE(d.load_presets, nullptr) << d.name();
    EXPECT_FALSE(d.option_keys().empty()) << d.name();
  }
}

TEST(FamilyTable, ElementIdsAtTheFamilysBase) {
  constexpr auto ids = make_element_ids();
  for (const FamilyDescriptor* d : engine::families()) {
    const int base = element_id_base(d->id);
    for (std::size_t i = 0; i < d->element_ids.size(); ++i) {
      EXPECT_EQ(ids[base + i], d->element_ids[i]) << d->name() << " " << i;
      const ElementId id{static_cast<uint16_t>(base + i)};
      EXPECT_EQ(id.family(), d->id);
      EXPECT_EQ(id.text(), d->element_ids[i]);
    }
  }
}

TEST(FamilyTable, EachRequestTypeHasItsReader) {
  for (RequestType t :
       {RequestType::Game, RequestType::Final, RequestType::Settle, RequestType::Round}) {
    const FamilyRequest* reader = engine::reader_of(t, std::nullopt);
    ASSERT_NE(reader, nullptr) << request_type_name(t);
    EXPECT_EQ(engine::request_of(reader->alternative), reader);
  }
  // A family's own reader first: a game is read by the family the request names.
  for (const FamilyDescriptor* d : engine::families()) {
    const FamilyRequest* game = engine::reader_of(RequestType::Game, d->id);
    ASSERT_NE(game, nullptr) << d->name();
    EXPECT_EQ(engine::family_of_alternative(game->alternative), d->id);
  }
  EXPECT_EQ(engine::reader_of(RequestType::Analyze, std::nullopt), nullptr);
}

}  // namespace
}  // namespace mjscore
