// A small army list the io and CLI suites both read: a corps battery and a division of two
// infantry units (frontage 2.5 + 2.5 + 1 = 6").
#pragma once

namespace cdo::test {

inline const char* const smallList = R"(coupdoeil-army: 1
army: "Test Corps"
side: french
battle: Wagram
date: 1809-07-05
scale: grande-tactique
sources: ["Petre, Napoleon and the Archduke Charles"]
command:
  id: corps
  name: "Corps"
  general: {id: marshal, name: "Marshal Masséna", rating: great}
  units:
    - {id: bty, name: "Corps battery", type: foot-artillery, strength: "8 guns"}
  commands:
    - id: div
      name: "1st Division"
      general: {id: legrand, name: "GD Legrand", rating: ordinary}
      units:
        - {id: l26, name: "26e Légère", type: infantry, strength: "3 bns"}
        - {id: l18, name: "18e Ligne", type: infantry, quality: raw}
)";

} // namespace cdo::test
