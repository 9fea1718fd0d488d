// The broad phase of geometry.h: a b2DynamicTree of boxes keyed by an int.
#include "core/geometry.h"

#include <box2d/b2_collision.h>
#include <box2d/b2_dynamic_tree.h>

#include <cstdint>

namespace cdo {

// ---- Broad phase ---------------------------------------------------------------------------

struct BroadPhase::Impl {
    b2DynamicTree tree;
};

namespace {
b2AABB toAabb(const Box& b) {
    // Pad by more than float rounding so the broad phase never misses a true contact.
    constexpr float pad = 0.02f;
    b2AABB a;
    a.lowerBound.Set(float(b.lo.x) - pad, float(b.lo.y) - pad);
    a.upperBound.Set(float(b.hi.x) + pad, float(b.hi.y) + pad);
    return a;
}

// What to hand CreateProxy: Box2D fattens every proxy by b2_aabbExtension (0.1") to
// spare moving bodies re-insertions. Bases move only between edits, and the fat boxes made
// every sight line visit more of the tree, so the extension is taken off beforehand: the
// stored box is the base's own plus `pad`.
b2AABB proxyAabb(const Box& b) {
    b2AABB a = toAabb(b);
    const b2Vec2 ext(b2_aabbExtension, b2_aabbExtension);
    a.lowerBound += ext;
    a.upperBound -= ext;
    return a;
}
} // namespace

BroadPhase::BroadPhase() : impl_(std::make_unique<Impl>()) {}
BroadPhase::~BroadPhase() = default;
BroadPhase::BroadPhase(BroadPhase&&) noexcept = default;
BroadPhase& BroadPhase::operator=(BroadPhase&&) noexcept = default;

void BroadPhase::add(const Box& box, int key) {
    // Box2D keeps a void*; store the key in it.
    impl_->tree.CreateProxy(proxyAabb(box),
                            reinterpret_cast<void*>(static_cast<std::intptr_t>(key)));
}

void BroadPhase::querySegmentImpl(Vec2 a, Vec2 b, Visit visit, void* context) const {
    if (a == b || dist(a, b) < 1e-6) { // Box2D's ray cast needs a length
        queryBoxImpl({a, a}, visit, context);
        return;
    }
    struct Callback {
        const b2DynamicTree* tree;
        Visit visit;
        void* context;
        float RayCastCallback(const b2RayCastInput& input, int32 proxy) {
            const int key = int(reinterpret_cast<std::intptr_t>(tree->GetUserData(proxy)));
            return visit(context, key) ? input.maxFraction : 0.0f;
        }
    } cb{&impl_->tree, visit, context};
    b2RayCastInput in;
    in.p1.Set(float(a.x), float(a.y));
    in.p2.Set(float(b.x), float(b.y));
    in.maxFraction = 1.0f;
    impl_->tree.RayCast(&cb, in);
}

void BroadPhase::queryBoxImpl(const Box& box, Visit visit, void* context) const {
    struct Callback {
        const b2DynamicTree* tree;
        Visit visit;
        void* context;
        bool QueryCallback(int32 proxy) {
            const int key = int(reinterpret_cast<std::intptr_t>(tree->GetUserData(proxy)));
            return visit(context, key);
        }
    } cb{&impl_->tree, visit, context};
    impl_->tree.Query(&cb, toAabb(box));
}

} // namespace cdo
