"""benchmarks/grade_batch.py: a blind batch graded file by file, as CI grades a learner's."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "benchmarks" / "grade_batch.py"
RIGHT = ROOT / "benchmarks" / "batches" / "ai" / "ai1" / "right" / "01-expm1-with-guards.py"


def test_a_batch_reports_rejected_accepted_slipped_and_refused(tmp_path):
    batch = tmp_path / "w1"
    (batch / "wrong").mkdir(parents=True)
    (batch / "right").mkdir()
    shutil.copy(RIGHT, batch / "wrong" / "01-right-filed-as-wrong.py")
    (batch / "wrong" / "01-always-half.py").write_text(
        "def violation_chance(p, n):\n    return 0.5\n"
    )
    shutil.copy(RIGHT, batch / "right" / "01-right.py")
    (batch / "right" / "01-wrong-filed-as-right.py").write_text(
        "def violation_chance(p, n):\n    raise RuntimeError('no')\n"
    )
    out = tmp_path / "verdicts.json"
    done = subprocess.run(
        [sys.executable, str(SCRIPT), str(batch), "--out", str(out)],
        capture_output=True,
        text=True,
        check=True,
        env={"PATH": "/usr/bin:/bin", "JOBS": "2"},
    )
    assert "w1: wrong rejected 1/2, right accepted 1/2" in done.stdout
    assert "SLIPPED wrong/01-right-filed-as-wrong.py" in done.stdout
    assert "REFUSED right/01-wrong-filed-as-right.py" in done.stdout
    statuses = {row["file"]: row["status"] for row in json.loads(out.read_text())["w1"]}
    assert statuses["wrong/01-always-half.py"] == "fail"
    assert statuses["right/01-right.py"] == "pass"
