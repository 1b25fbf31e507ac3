// The request-type switch of the JSON layer: a line's request answered by Engine::answer. The
// score request takes the inline path of dispatch_inline.hpp; every other type is here.
#include "contract/dispatch_inline.hpp"

namespace mjscore::json {

// detail::dispatch's request types other than score (contract/dispatch_inline.hpp).
void detail::dispatch_other(const Engine& engine, Answer& a) { engine.answer(a.request, a); }

void dispatch(const Engine& engine, Answer& a) { detail::dispatch(engine, a); }

}  // namespace mjscore::json
