"""How long one ``check()`` takes on a correct answer, under the quick ``dev`` profile.

Issue 18, item 6: the median must stay at or under 0.3 s and the slowest at or under 2 s.
Every exercise's reference (handed in as a learner's function, so it is not named a copy)
and every correct alternative of ``tests/kata/answers.py`` is checked ``--runs`` times;
the figures are printed per exercise, then the overall median and slowest, then one JSON
object as the last line.

    PYTHONPATH=src python benchmarks/check_dev.py --runs 3
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _as_answer(reference: Callable[..., Any], name: str) -> Callable[..., Any]:
    """The reference's logic as a learner's function (the reference itself is a copy)."""

    def answer(*args: Any) -> Any:
        return reference(*args)

    answer.__name__ = name
    return answer


def _timed(answer: Callable[..., Any], key: str) -> float:
    from hookkata import check

    start = time.perf_counter()
    with contextlib.redirect_stdout(io.StringIO()):
        check(answer, key)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    runs = parser.parse_args().runs
    os.environ.setdefault("HOOKKATA_PROFILE", "dev")
    os.environ["HOOKKATA_PROGRESS"] = "off"
    from tests.kata.answers import ALTERNATIVES

    from hookkata import CATALOG

    every: list[float] = []
    for chosen in CATALOG:
        answers = [_as_answer(chosen.reference, chosen.name), *ALTERNATIVES[chosen.id]]
        times = [_timed(answer, chosen.id) for _ in range(runs) for answer in answers]
        every += times
        print(f"{chosen.id:24} median {statistics.median(times):.3f} s  max {max(times):.3f} s")
    figures = {
        "profile": os.environ["HOOKKATA_PROFILE"],
        "checks": len(every),
        "check_correct_median_s": round(statistics.median(every), 3),
        "check_correct_max_s": round(max(every), 3),
    }
    print(
        f"median {figures['check_correct_median_s']} s, slowest {figures['check_correct_max_s']} s"
    )
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
