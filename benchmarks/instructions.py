"""Instructions per call under callgrind: the per-call figures of ``bench.py``, load-free.

Wall time on a shared machine moves with whatever else runs; the number of instructions a
call executes does not. This runs each variant of ``bench.py``'s per-call figures (the bare
call, the hooked call with 0 and 4 Pre hooks; the same setup, the same block) under
``valgrind --tool=callgrind`` twice, once making ``--few`` calls and once ``--many``, and
reports the difference divided by the extra calls: setup, imports and warm-up cancel out.
Then the same ratios as the wall-time floors: ``hooked_vs_bare_ratio`` and the
instructions 4 Pre hooks add. Instructions are not time (a cache miss costs more than an
add), so this complements ``make bench``; it does not replace it.

    .venv/bin/python benchmarks/instructions.py            # needs valgrind on the PATH

Under valgrind, a program runs some 50 times slower. jsonschema builds the grammar of its
optional IRI format checker (``rfc3987_syntax``) at import, which takes a second natively
and minutes under valgrind, so the measured child imports without it: no schema here uses
that format, and the checker is never called.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

VARIANTS = ("bare", "hooks_0", "hooks_4")
WARM_UP = 200


def child(variant: str, calls: int) -> None:
    """Set every variant up as ``bench.call_figures`` does, warm ``variant`` up, then make
    ``calls`` calls of it (what the parent counts the instructions of)."""
    sys.modules["rfc3987_syntax"] = None  # type: ignore[assignment]  # see the docstring
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import bench

    hooked = {n: bench.hooked_call(n) for n in (0, 4)}
    variants = {"bare": bench.bare_call(hooked[0][1])}
    variants.update({f"hooks_{n}": variant for n, (variant, _) in hooked.items()})
    chosen = variants[variant]
    call = chosen.call
    for _ in range(WARM_UP):
        call()
    chosen.reset()
    for _ in range(calls):
        call()


def instructions(variant: str, calls: int) -> int:
    """Instructions callgrind counts for a child making ``calls`` calls of ``variant``."""
    with tempfile.TemporaryDirectory() as folder:
        command = [
            "valgrind",
            "--tool=callgrind",
            f"--callgrind-out-file={folder}/callgrind.out",
            sys.executable,
            __file__,
            "--child",
            variant,
            str(calls),
        ]
        env = {**os.environ, "PYTHONHASHSEED": "0"}  # the same dict layouts every run
        done = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
    found = re.search(r"Collected : (\d+)", done.stderr)
    if found is None:
        raise RuntimeError(f"callgrind reported no count; its output:\n{done.stderr[-2000:]}")
    return int(found.group(1))


def per_call(few: int, many: int) -> dict[str, float]:
    """Instructions per call of each variant: the runs of ``many`` and ``few`` calls, apart."""
    jobs = [(variant, calls) for variant in VARIANTS for calls in (few, many)]
    with ThreadPoolExecutor(max_workers=2) as pool:
        counts = dict(zip(jobs, pool.map(lambda job: instructions(*job), jobs), strict=True))
    return {v: (counts[(v, many)] - counts[(v, few)]) / (many - few) for v in VARIANTS}


def figures(few: int, many: int) -> dict[str, Any]:
    """The instruction counts and the two ratios that stand beside the wall-time floors."""
    counts = per_call(few, many)
    return {
        **{f"{name}_instructions": round(value) for name, value in counts.items()},
        "hooked_vs_bare_ratio": round(counts["hooks_0"] / counts["bare"], 3),
        "pre_hooks_4_added_instructions": round(counts["hooks_4"] - counts["hooks_0"]),
        "pre_hooks_4_added_in_bare_calls": round(
            (counts["hooks_4"] - counts["hooks_0"]) / counts["bare"], 3
        ),
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--child", nargs=2, metavar=("VARIANT", "CALLS"), help=argparse.SUPPRESS)
    parser.add_argument("--few", type=int, default=500, help="calls in the shorter run")
    parser.add_argument("--many", type=int, default=2500, help="calls in the longer run")
    args = parser.parse_args(argv)
    if args.child:
        child(args.child[0], int(args.child[1]))
        return
    if args.many <= args.few:
        parser.error(f"--many ({args.many}) must exceed --few ({args.few})")
    result = figures(args.few, args.many)
    for name, value in result.items():
        print(f"{name:<34}{value:>12}")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
