// The view onto the table: table inches <-> window pixels, with zoom, pan and rotation.
// Display-free so that gestures and hit tests can be checked without a window.
#pragma once

#include "core/geometry.h"

namespace cdo::app {

class Camera {
  public:
    // Window size in pixels; keeps the table point at the centre where it was.
    void setViewport(double width, double height);
    double viewportWidth() const { return width_; }
    double viewportHeight() const { return height_; }

    // Shows the whole table (rotation kept) with `marginPx` free on each side, within the
    // part of the window from `left` to `right` pixels (panels cover the rest).
    void fit(double tableWidth, double tableDepth, double marginPx, double left = 0,
             double right = -1);

    // Table y grows away from the near edge, window y grows downwards: the table is seen
    // from above with the near edge at the bottom when the rotation is 0.
    Vec2 toScreen(Vec2 table) const;
    Vec2 toTable(Vec2 screen) const;
    // A table direction (unit or not) as a window direction, same length in pixels per inch.
    Vec2 directionToScreen(Vec2 tableDir) const;

    double pixelsPerInch() const { return ppi_; }
    double rotation() const { return rotationDeg_; } // degrees, table turned anticlockwise
    Vec2 centre() const { return centre_; }          // the table point at the window centre

    // Zooms by `factor`, keeping the table point under `screenPivot` where it is.
    void zoomAt(Vec2 screenPivot, double factor);
    // Moves the picture by `screenDelta` pixels (the table follows the finger).
    void panBy(Vec2 screenDelta);
    // Turns the picture by `degrees` (anticlockwise on screen) around a window point.
    void rotateAround(Vec2 screenPivot, double degrees);
    void setRotation(double degrees);
    void setCentre(Vec2 tablePoint) { centre_ = tablePoint; }
    void setPixelsPerInch(double ppi);

    static constexpr double kMinPpi = 2.0;
    static constexpr double kMaxPpi = 400.0;

  private:
    double width_ = 1280, height_ = 800;
    Vec2 centre_{36, 24};
    double ppi_ = 16.0;
    double rotationDeg_ = 0.0;
};

} // namespace cdo::app
