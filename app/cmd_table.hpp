// `mjscore table`: the riichi han x fu points table (seed 000 "Tabla de puntuación").
#pragma once

#include "cli.hpp"

namespace mjscore::cli {
void add_table_command(CLI::App& app, Context& ctx);
}
