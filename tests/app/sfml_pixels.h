// Reading the app's pictures in tests: PNGs through SFML's sf::Image (the tests may use SFML;
// the app only through its platform, src/app/platform/), compared with the app's colours.
#pragma once

#include "app/platform/platform.h"

#include <SFML/Graphics.hpp>

namespace cdo::app {

inline sf::Color toSf(Colour c) {
    return {c.r, c.g, c.b, c.a};
}
inline Colour fromSf(sf::Color c) {
    return {c.r, c.g, c.b, c.a};
}
inline bool operator==(sf::Color a, Colour b) {
    return a == toSf(b);
}

} // namespace cdo::app
