#include "app/view/camera.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace cdo::app {

namespace {

Vec2 rotate(Vec2 v, double deg) {
    const double a = deg * std::numbers::pi / 180.0;
    const double c = std::cos(a), s = std::sin(a);
    return {c * v.x - s * v.y, s * v.x + c * v.y};
}

} // namespace

void Camera::setViewport(double width, double height) {
    width_ = std::max(1.0, width);
    height_ = std::max(1.0, height);
}

void Camera::fit(double tableWidth, double tableDepth, double marginPx, double left, double right) {
    if (right < 0) right = width_;
    const double w = std::max(1.0, right - left - 2 * marginPx);
    const double h = std::max(1.0, height_ - 2 * marginPx);
    // The table's extent along the window axes once rotated.
    const Vec2 a = rotate({tableWidth, 0}, rotationDeg_), b = rotate({0, tableDepth}, rotationDeg_);
    const double ext_x = std::abs(a.x) + std::abs(b.x), ext_y = std::abs(a.y) + std::abs(b.y);
    setPixelsPerInch(std::min(w / std::max(ext_x, 1e-9), h / std::max(ext_y, 1e-9)));
    // Centre the table in the free part of the window, not in the whole window.
    const Vec2 mid{tableWidth / 2, tableDepth / 2};
    centre_ = mid;
    const double shiftPx = (left + right) / 2 - width_ / 2;
    panBy({shiftPx, 0});
}

Vec2 Camera::toScreen(Vec2 p) const {
    const Vec2 u = rotate(p - centre_, rotationDeg_);
    return {width_ / 2 + ppi_ * u.x, height_ / 2 - ppi_ * u.y};
}

Vec2 Camera::toTable(Vec2 s) const {
    const Vec2 u{(s.x - width_ / 2) / ppi_, -(s.y - height_ / 2) / ppi_};
    return centre_ + rotate(u, -rotationDeg_);
}

Vec2 Camera::directionToScreen(Vec2 d) const {
    const Vec2 u = rotate(d, rotationDeg_);
    return {ppi_ * u.x, -ppi_ * u.y};
}

void Camera::setPixelsPerInch(double ppi) {
    ppi_ = std::clamp(ppi, kMinPpi, kMaxPpi);
}

void Camera::zoomAt(Vec2 pivot, double factor) {
    const Vec2 before = toTable(pivot);
    setPixelsPerInch(ppi_ * factor);
    const Vec2 after = toTable(pivot);
    centre_ = centre_ + (before - after);
}

void Camera::panBy(Vec2 d) {
    centre_ = toTable(Vec2{width_ / 2, height_ / 2} - d);
}

void Camera::rotateAround(Vec2 pivot, double degrees) {
    const Vec2 before = toTable(pivot);
    setRotation(rotationDeg_ + degrees);
    const Vec2 after = toTable(pivot);
    centre_ = centre_ + (before - after);
}

void Camera::setRotation(double degrees) {
    double r = std::fmod(degrees, 360.0);
    if (r < 0) r += 360.0;
    rotationDeg_ = r;
}

} // namespace cdo::app
