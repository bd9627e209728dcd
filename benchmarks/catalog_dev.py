"""The wrong-answer catalog under the quick ``dev`` profile, many times over.

``dev`` draws new examples on every run, so one run proves little: this grades every
wrong answer of ``tests/kata/answers.py`` ``--runs`` times (random seeds) and counts the
acceptances, which must be 0, and the runs where an answer failed another property than
the one the catalog names (informative: the hint may then be about another mistake).

    PYTHONPATH=src python benchmarks/catalog_dev.py --runs 50 --jobs 2
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _one_run(run: int) -> list[tuple[str, str, str]]:
    """One pass over the catalog: (exercise, answer, outcome) with outcome one of
    ``accepted``, ``as-catalogued``, ``other-property``."""
    from tests.kata.answers import WRONG

    from hookkata import exercise, grade

    rows = []
    for key, entries in WRONG.items():
        chosen = exercise(key)
        says = {p.id: p.says for p in chosen.properties}
        for wrong in entries:
            verdict = grade(chosen, wrong.answer, profile="dev")
            if verdict.passed:
                outcome = "accepted"
            elif verdict.prop in {says[prop] for prop in wrong.props}:
                outcome = "as-catalogued"
            else:
                outcome = "other-property"
            rows.append((key, wrong.answer.__name__, outcome))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    os.environ["HOOKKATA_PROGRESS"] = "off"
    started = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool:
        rows = [row for run in pool.map(_one_run, range(args.runs)) for row in run]
    outcomes = Counter(outcome for _, _, outcome in rows)
    accepted = Counter(f"{key}:{name}" for key, name, outcome in rows if outcome == "accepted")
    elsewhere = Counter(f"{key}:{name}" for key, name, o in rows if o == "other-property")
    print(
        json.dumps(
            {
                "runs": args.runs,
                "grades": len(rows),
                "accepted": outcomes["accepted"],
                "other_property": outcomes["other-property"],
                "accepted_by_answer": dict(accepted),
                "other_property_by_answer": dict(elsewhere),
                "seconds": round(time.perf_counter() - started, 1),
            }
        )
    )
    sys.exit(1 if outcomes["accepted"] else 0)


if __name__ == "__main__":
    main()
