// The fixed message texts that more than one layer needs: the engine fails with them (as string
// literals, so ErrorText points at them without a copy) and the JSON writer has them pre-quoted.
// Each family keeps its own; this header gathers them.
#pragma once

#include "family/riichi/error_texts.hpp"
