"""benchmarks/bench.py: the floors it checks and the baseline it compares with (no timing)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "bench.py"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_under_test", SCRIPT)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while building
    spec.loader.exec_module(module)
    return module


def test_each_floor_is_printed_beside_its_figure_with_its_verdict(
    bench: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    """A figure past its floor is printed NO and returned; one within it, yes."""
    broken = bench.report(
        {"hooked_vs_bare_ratio": 3.01, "pre_hooks_4_added_us": 2.0, "bare_call_us": 3.3}
    )
    out = capsys.readouterr().out
    assert broken == ["hooked_vs_bare_ratio"]
    ratio = next(line for line in out.splitlines() if line.startswith("hooked_vs_bare_ratio"))
    pre = next(line for line in out.splitlines() if line.startswith("pre_hooks_4_added_us"))
    assert ratio.split()[-1] == "NO"
    assert "<= 3" in ratio
    assert pre.split()[-1] == "yes"
    assert "<= 2" in pre
    assert "floors: 1 of 2 hold; not held: hooked_vs_bare_ratio" in out


def test_a_strict_floor_is_not_held_at_its_limit(bench: ModuleType) -> None:
    """``< 1`` refuses 1 itself; ``<= 50`` takes 50."""
    floors = {floor.figure: floor for floor in bench.FLOORS}
    assert not floors["transcript_10k_read_s"].holds(1)
    assert floors["transcript_10k_read_s"].holds(0.99)
    assert floors["validate_10k_ms"].holds(50)
    assert not floors["validate_10k_ms"].holds(50.01)


def test_the_issue_floors_are_checked(bench: ModuleType) -> None:
    """The floors of issue 20 item 7 are among those the script checks, with their limits."""
    limits = {floor.figure: floor.limit for floor in bench.FLOORS}
    assert limits["hooked_vs_bare_ratio"] == 3
    assert limits["pre_hooks_4_added_us"] == 2
    assert limits["validate_10k_ms"] == 50


def test_the_bare_call_is_the_hooked_dispatchers_own_call_tool(bench: ModuleType) -> None:
    """The baseline runs the very call_tool the hooks wrap, and answers as the hooked call."""
    hooked, dispatcher = bench.hooked_call(0)
    bare = bench.bare_call(dispatcher)
    assert bare.call() == hooked.call()
    assert dispatcher.call_tool.__wrapped__.__self__ is dispatcher


INSTRUCTIONS = SCRIPT.parent / "instructions.py"


@pytest.fixture(scope="module")
def instructions() -> ModuleType:
    spec = importlib.util.spec_from_file_location("instructions_under_test", INSTRUCTIONS)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_instructions_per_call_cancel_setup_and_warm_up(
    instructions: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Counts of a short and a long run, apart, divided by the extra calls: a setup of any
    size cancels out, and the ratios are those of the per-call counts."""
    per_call = {"bare": 40_000, "hooks_0": 100_000, "hooks_4": 110_000}
    setup = {"bare": 9_000_000, "hooks_0": 123_456_789, "hooks_4": 5}

    def counted(variant: str, calls: int) -> int:
        return setup[variant] + calls * per_call[variant]

    monkeypatch.setattr(instructions, "instructions", counted)
    figures = instructions.figures(500, 2500)
    assert figures["bare_instructions"] == 40_000
    assert figures["hooks_0_instructions"] == 100_000
    assert figures["hooked_vs_bare_ratio"] == 2.5
    assert figures["pre_hooks_4_added_instructions"] == 10_000
    assert figures["pre_hooks_4_added_in_bare_calls"] == 0.25


def test_instructions_measures_the_variants_bench_measures(instructions: ModuleType) -> None:
    """The same names as bench's per-call figures, so the two compare the same calls."""
    assert set(instructions.VARIANTS) <= {"bare", "hooks_0", "hooks_4", "hooks_16", "otel"}
    with pytest.raises(SystemExit):
        instructions.main(["--few", "10", "--many", "10"])
