"""Grade blind batches: every wrong answer must be rejected, every right one accepted.

A batch (``benchmarks/batches/<name>/<writer>/``) holds ``wrong/NN-*.py`` and
``right/NN-*.py``, NN the exercise's number, written blind from the starter notebooks by
helpers who never saw the graders (their briefs are in ``benchmarks/batches/briefs/``).
Each file is graded alone, as CI grades a learner's file: ``python -m hookkata grade --only
NN`` under ``CI=true`` (the ``ci`` profile), from an empty folder, the verdict read from
``--json``.

    .venv/bin/python benchmarks/grade_batch.py benchmarks/batches/ai/ai1 --out ai1.json
    JOBS=2 .venv/bin/python benchmarks/grade_batch.py benchmarks/batches/ai/*

It prints, per writer, the wrong answers rejected and the right ones accepted, then every
wrong answer that passed (SLIPPED), every right one refused (REFUSED, with its verdict),
and every file whose status is neither pass nor fail (an answer that raised is rejected
all the same). Not run by the tests: a batch is a measurement, made once on arrival.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any


def grade_one(path: Path) -> dict[str, Any]:
    """One answer's verdict: its status (pass, fail, error, ...) and message."""
    number = int(path.name[:2])
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "results.json"
        command = [sys.executable, "-m", "hookkata", "grade", "--only", str(number), str(path)]
        env = {**os.environ, "CI": "true", "HOOKKATA_PROGRESS": "off"}
        done = subprocess.run(
            [*command, "--json", str(out)],
            cwd=folder,
            env=env,
            capture_output=True,
            text=True,
            timeout=900,
            check=False,
        )
        try:
            test = json.loads(out.read_text())["tests"][0]
            status, message = test["status"], test.get("message") or ""
        except (OSError, ValueError, KeyError, IndexError):
            status, message = "no-result", (done.stdout + done.stderr)[-2000:]
    kind = path.parent.name
    return {"file": f"{kind}/{path.name}", "kind": kind, "status": status, "message": message}


def grade_writer(batch: Path, jobs: int) -> list[dict[str, Any]]:
    files = sorted(batch.glob("wrong/*.py")) + sorted(batch.glob("right/*.py"))
    with ThreadPoolExecutor(jobs) as pool:
        return list(pool.map(grade_one, files))


def report(name: str, rows: list[dict[str, Any]]) -> None:
    wrong = [r for r in rows if r["kind"] == "wrong"]
    right = [r for r in rows if r["kind"] == "right"]
    rejected = sum(r["status"] != "pass" for r in wrong)
    accepted = sum(r["status"] == "pass" for r in right)
    print(f"{name}: wrong rejected {rejected}/{len(wrong)}, right accepted {accepted}/{len(right)}")
    for row in wrong:
        if row["status"] == "pass":
            print("  SLIPPED", row["file"])
    for row in right:
        if row["status"] != "pass":
            print("  REFUSED", row["file"], "|", _one_line(row["message"]))
    for row in rows:
        if row["status"] not in ("pass", "fail"):
            print("  STATUS", row["status"], row["file"], "|", _one_line(row["message"]))


def _one_line(message: str) -> str:
    return " ".join(message.split())[:300]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("batches", nargs="+", type=Path, help="writer folders")
    parser.add_argument("--out", type=Path, help="write every verdict here (JSON)")
    args = parser.parse_args()
    jobs = int(os.environ.get("JOBS", "2"))
    everything: dict[str, list[dict[str, Any]]] = {}
    for batch in args.batches:
        rows = grade_writer(batch.resolve(), jobs)
        everything[batch.name] = rows
        report(batch.name, rows)
    if args.out:
        args.out.write_text(json.dumps(everything, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
