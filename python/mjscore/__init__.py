"""mjscore: the mjscore mahjong scoring engine from Python (docs/python.md).

Contract API: score, batch, batch_lines; games and records: game, final, import_tenhou;
NumPy analysis: shanten, waits, is_complete, counts_from_136. Errors raise mjscore.Error
subclasses (NotWinning, NoYaku, InvalidHand, ...).
"""

from ._core import *  # noqa: F401,F403
from ._core import __doc__ as _core_doc  # noqa: F401

__all__ = [name for name in dir() if not name.startswith("_")]
