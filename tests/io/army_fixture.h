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

// Every key of issue 12 once: keyed sources, arrivals, a Plan, nations passed down, counts.
inline const char* const fullList = R"(coupdoeil-army: 1
army: "Full Corps"
side: french
battle: Wagram
date: 1809-07-05
sources:
  gill3: "John H. Gill, 1809: Thunder on the Danube, vol. III"
  smith: "Digby Smith, The Napoleonic Wars Data Book"
arrivals:
  start: "on the field on 5 July"
  day2: "from Pressburg, on 6 July"
note: "A test list."
command:
  id: corps
  name: "Corps"
  general: {id: massena, name: "Marshal Masséna", rating: great}
  plan: [div-b, div-a]
  source: gill3
  units:
    - id: bty
      name: "Corps battery"
      type: foot-artillery
      subtype: foot
      guns: 12
      calibre: "12-pdr"
      men: 300
      source: [gill3, "smith p. 290"]
  commands:
    - id: div-a
      name: "Division A"
      general: {id: ga, name: "GD A", rating: ordinary}
      nation: baden
      arrival: day2
      note: "Back from Raab."
      units:
        - {id: leib, name: "Leib-Regiment", type: infantry, subtype: line, battalions: 2, men: 1500, source: smith}
        - {id: drag, name: "Light Dragoons", type: cavalry, subtype: dragoon, nation: baden-horse, squadrons: 4, optional: true, source: smith, note: "Sources disagree."}
    - id: div-b
      name: "Division B"
      general: {id: gb, name: "GD B", rating: bad}
      optional: true
      units:
        - {id: leg, name: "26e Légère", type: infantry, subtype: light, battalions: 3, source: gill3}
        - {id: cuir, name: "Cuirassiers", type: cuirassiers, subtype: carabinier, squadrons: 8, men: 900, arrival: start}
)";

} // namespace cdo::test
