"""mjscore: the mjscore mahjong scoring engine from Python (docs/python.md).

Contract API (docs/json-api.md): ``score`` one request (dict, JSON text or keyword
fields) and get the response as Python objects, errors raised as ``mjscore.Error`` subclasses
(``NotWinning``, ``NoYaku``, ``InvalidHand``, ...); ``batch`` many requests on worker threads
with errors as values; ``batch_lines`` the same with JSON lines out (the fast shape).
Games and records: ``game``, ``final``, ``import_tenhou``.
NumPy analysis over (N, 34) uint8 tile counts or Tenhou 136-tile ids: ``shanten``, ``waits``,
``is_complete``, ``counts_from_136``.
"""

from ._core import (
    BelowMinimum,
    Error,
    InvalidContext,
    InvalidHand,
    InvalidOption,
    InvalidRequest,
    NoYaku,
    NotWinning,
    ParseError,
    UnknownOption,
    UnknownPreset,
    Unsupported,
    batch,
    batch_lines,
    counts_from_136,
    final,
    game,
    import_tenhou,
    is_complete,
    score,
    shanten,
    waits,
)

__all__ = [
    "BelowMinimum",
    "Error",
    "InvalidContext",
    "InvalidHand",
    "InvalidOption",
    "InvalidRequest",
    "NoYaku",
    "NotWinning",
    "ParseError",
    "UnknownOption",
    "UnknownPreset",
    "Unsupported",
    "batch",
    "batch_lines",
    "counts_from_136",
    "final",
    "game",
    "import_tenhou",
    "is_complete",
    "score",
    "shanten",
    "waits",
]
