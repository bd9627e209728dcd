"""The wrong-answer catalog under the quick ``dev`` profile, many times over.

``dev`` draws new examples on every run, so one run proves little: this grades every
wrong answer of ``tests/kata/answers.py`` ``--runs`` times (random seeds) and counts the
acceptances, which must be 0, and the runs where an answer failed another property than
the one the catalog names (informative: the hint may then be about another mistake).

    PYTHONPATH=src python benchmarks/catalog_dev.py --runs 50 --jobs 2
    PYTHONPATH=src python benchmarks/catalog_dev.py --runs 10 --out runs.jsonl  # in chunks

Each run's seed differs (Hypothesis draws anew in every process), so chunks add up. With
``--out``, the run numbers go on from the runs of this commit already in the file.

``--fixed-first`` grades the catalog once under ``fixed-only`` (the fixed cases alone, no
generated example) before the runs: an answer those reject is rejected under ``dev`` in
every run and with every seed, since ``dev`` runs every fixed case before its generated
examples (``Property.verify``), so the runs grade only the rest, the answers whose
rejection hangs on what Hypothesis draws. A run with it takes minutes, not half an hour:

    PYTHONPATH=src python benchmarks/catalog_dev.py --fixed-first --runs 50 --out runs.jsonl
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
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _one_run(run: int, settled: frozenset[str] = frozenset()) -> list[tuple[str, str, str]]:
    """One pass over the catalog under ``dev``, but for the ``settled`` answers:
    (exercise, answer, outcome) with outcome one of ``accepted``, ``as-catalogued``,
    ``other-property``."""
    from tests.kata.answers import WRONG

    return [row for key in WRONG for row in _graded(key, "dev", settled)]


def _graded(key: str, profile: str, skipped: frozenset[str]) -> list[tuple[str, str, str]]:
    """Each wrong answer of exercise ``key`` not in ``skipped``, graded under ``profile``."""
    from tests.kata.answers import WRONG

    from hookkata import exercise, grade

    chosen = exercise(key)
    says = {p.id: p.says for p in chosen.properties}
    rows = []
    for wrong in WRONG[key]:
        if f"{key}:{wrong.answer.__name__}" in skipped:
            continue
        verdict = grade(chosen, wrong.answer, profile=profile)
        if verdict.passed:
            outcome = "accepted"
        elif verdict.prop in {says[prop] for prop in wrong.props}:
            outcome = "as-catalogued"
        else:
            outcome = "other-property"
        rows.append((key, wrong.answer.__name__, outcome))
    return rows


def settled_by_fixed(jobs: int) -> frozenset[str]:
    """The catalog's answers (``exercise:answer``) the fixed cases alone reject."""
    from tests.kata.answers import WRONG

    from hookkata.grading.profiles import FIXED_ONLY

    with ProcessPoolExecutor(jobs, max_tasks_per_child=1) as pool:
        keys = list(WRONG)
        graded = pool.map(_graded, keys, [FIXED_ONLY] * len(keys), [frozenset()] * len(keys))
        rows = [row for rows in graded for row in rows]
    return frozenset(f"{key}:{name}" for key, name, outcome in rows if outcome != "accepted")


def _commit() -> str:
    """The commit graded (``unknown`` outside a git checkout): runs only add up on one."""
    import subprocess

    try:
        done = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            capture_output=True,
            text=True,
            cwd=Path(__file__).resolve().parent,
            check=True,
        )
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return done.stdout.strip() or "unknown"


def _run_record(run: int, commit: str, settled: frozenset[str]) -> dict[str, Any]:
    """One run as one JSON-able record: its counts and the answers it did not settle
    (``settled``: rejected by the fixed cases alone, so rejected in this run ungraded)."""
    started = time.perf_counter()
    rows = _one_run(run, settled)
    outcomes = Counter(outcome for _, _, outcome in rows)
    return {
        "commit": commit,
        "grades": len(rows),
        "settled_by_fixed": len(settled),
        "accepted": sorted(f"{k}:{n}" for k, n, o in rows if o == "accepted"),
        "other_property": sorted(f"{k}:{n}" for k, n, o in rows if o == "other-property"),
        "as_catalogued": outcomes["as-catalogued"],
        "seconds": round(time.perf_counter() - started, 1),
    }


def summarize(records: list[dict[str, Any]]) -> dict[str, Any]:
    """The runs of one commit added up (``records`` all name the same commit)."""
    accepted: Counter[str] = Counter()
    elsewhere: Counter[str] = Counter()
    for record in records:
        accepted.update(record["accepted"])
        elsewhere.update(record["other_property"])
    return {
        "commit": records[0]["commit"] if records else None,
        "runs": len(records),
        "grades": sum(int(r["grades"]) for r in records),
        "settled_by_fixed": sorted({int(r.get("settled_by_fixed", 0)) for r in records}),
        "accepted": sum(accepted.values()),
        "other_property": sum(elsewhere.values()),
        "accepted_by_answer": dict(accepted),
        "other_property_by_answer": dict(elsewhere),
        "seconds_per_run": sorted(float(r["seconds"]) for r in records),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument(
        "--out",
        type=Path,
        help="append one JSON line per run here as it ends, and sum every run of this "
        "commit found there: the 50 runs can be gathered in chunks (an interrupted run "
        "loses only the runs not yet written)",
    )
    parser.add_argument(
        "--fixed-first",
        action="store_true",
        help="first find the answers the fixed cases alone reject (rejected in every run) "
        "and grade only the others in each run",
    )
    args = parser.parse_args()
    os.environ["HOOKKATA_PROGRESS"] = "off"
    commit = _commit()
    settled = settled_by_fixed(args.jobs) if args.fixed_first else frozenset()
    if args.fixed_first:
        print(f"{len(settled)} answers rejected by the fixed cases alone", file=sys.stderr)
    kept = _kept_records(args.out, commit)
    # A fresh process per run where Python has it (3.11+): one that grades run after run
    # grows past 2 GB (session 26).
    fresh: dict[str, Any] = {"max_tasks_per_child": 1} if sys.version_info >= (3, 11) else {}
    with ProcessPoolExecutor(args.jobs, **fresh) as pool:
        runs = range(len(kept), len(kept) + args.runs)
        for record in pool.map(_run_record, runs, [commit] * args.runs, [settled] * args.runs):
            kept.append(record)
            if args.out is not None:
                with args.out.open("a", encoding="utf-8") as out:
                    out.write(json.dumps(record) + "\n")
    total = summarize(kept)
    print(json.dumps(total))
    sys.exit(1 if total["accepted"] else 0)


def _kept_records(path: Path | None, commit: str) -> list[dict[str, Any]]:
    """The runs of ``commit`` already in ``path`` (none when there is no file)."""
    if path is None or not path.exists():
        return []
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    return [r for r in records if r.get("commit") == commit]


if __name__ == "__main__":
    main()
