"""Benchmark: what hooks cost per call, how fast the audit trail writes, how fast pairing checks.

Run with ``make bench``. Prints a table of medians, each figure beside its floor (if it has
one) and whether it holds, then one JSON object as the last line. Overheads are medians of
the hooked call minus the median of the bare call, measured in the same run, so machine
speed mostly cancels out. No wall-clock limits live in the tests: the floors are checked
here, and a floor that does not hold is printed as such (the exit status stays 0, since a
loaded machine can break any of them).

The per-call figures compare variants of one tool call, measured in the same run, in
interleaved rounds, each the same number of times (``REPEATS`` rounds of
``CALLS_PER_REPEAT`` calls; a figure is the median of the rounds):

* **bare**: the hooked dispatcher's own ``call_tool``, the one ``install_hooks`` saved and
  wraps (``call_tool.__wrapped__``), on the same block: it parses the block, checks the
  input against the tool's schema and runs the same tool function, without the hooks,
  the trusted clock, the frozen copies or the audit line. Checked to answer exactly as
  the hooked call does, so both do the same tool work;
* **hooks_0**, **hooks_4**, **hooks_16**: the hooked call with that many allowing Pre
  hooks and an ``AuditLog`` writing to an in-memory sink (emptied between rounds, outside
  the timing);
* **otel**: ``hooks_0`` plus ``OTelAuditLog`` exporting inline to memory.

``--calls`` measures only the per-call figures (the hooked call, the Pre hooks, OTel's
record, validation), ``--runs N`` repeats them N times and prints the median of each over
the runs: on a shared machine, compare medians of several runs, not one, and the
instruction counts of ``benchmarks/instructions.py`` (the same variants under callgrind),
which do not move with the load.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from toolhooks import (
    AuditLog,
    Dispatcher,
    HookRegistry,
    ToolCall,
    ToolDefinition,
    install_hooks,
    validate_transcript,
)
from toolhooks.jsonl import MemorySink
from toolhooks.testing import FixedClock, make_context, make_tool_use

REPEATS = 25
CALLS_PER_REPEAT = 2_000


def allow_hook(call: ToolCall) -> None:
    """A cheap Pre hook that reads the context and the input, then allows."""
    if call.context.tier == "banned" or "forbidden" in call.input:
        raise AssertionError("unreachable")


def make_dispatcher() -> Dispatcher:
    dispatcher = Dispatcher()
    dispatcher.register(
        lambda user_id: "ok", ToolDefinition("lookup_user", "look up", {"type": "object"})
    )
    return dispatcher


@dataclass(frozen=True)
class Variant:
    """One way of making the call: ``call`` is timed; ``reset`` runs between batches, outside
    the timing (it empties the in-memory audit sink, so no variant pays for it per call)."""

    call: Callable[[], Any]
    reset: Callable[[], None] = lambda: None


def medians_us(variants: dict[str, Variant]) -> dict[str, float]:
    """Median time per call of each variant, in microseconds.

    Variants are measured in interleaved rounds, so a slow moment of the machine hits all
    of them alike instead of skewing one. Each makes the same number of calls.
    """
    samples: dict[str, list[float]] = {name: [] for name in variants}
    for _ in range(REPEATS):
        for name, variant in variants.items():
            call = variant.call
            start = time.perf_counter()
            for _ in range(CALLS_PER_REPEAT):
                call()
            samples[name].append((time.perf_counter() - start) / CALLS_PER_REPEAT * 1e6)
            variant.reset()
    return {name: statistics.median(values) for name, values in samples.items()}


BLOCK = make_tool_use("lookup_user", {"user_id": "u_004"})
"""The block every per-call variant sends (the tool reads it and never changes it)."""


def hooked_call(pre_hooks: int) -> tuple[Variant, Dispatcher]:
    """A call through a hooked dispatcher with ``pre_hooks`` allowing hooks and an audit hook,
    and that dispatcher."""
    dispatcher = make_dispatcher()
    registry = HookRegistry(error_sinks=[])
    for _ in range(pre_hooks):
        registry.pre(allow_hook)
    sink = MemorySink()
    registry.post(AuditLog(sink=sink))
    install_hooks(dispatcher, registry, make_context(), clock=FixedClock())
    call_tool = dispatcher.call_tool
    return Variant(lambda: call_tool(BLOCK), sink.lines.clear), dispatcher


def bare_call(hooked: Dispatcher) -> Variant:
    """The call a hooked dispatcher makes, without the hooks: its own ``call_tool`` (the one
    ``install_hooks`` saved and wraps), the same tool function, the same block. Checked to
    answer exactly as the hooked call does, so the baseline does the same work."""
    original = hooked.call_tool.__wrapped__  # type: ignore[attr-defined]
    assert original(BLOCK) == hooked.call_tool(BLOCK), "the bare call answers as the hooked one"
    return Variant(lambda: original(BLOCK))


def otel_call() -> Variant:
    """The hooked call with no Pre hook and an audit line, plus OTelAuditLog (its record and
    the session summary's count) exporting inline to memory: the OTel path's whole cost."""
    from opentelemetry.sdk._logs.export import InMemoryLogRecordExporter

    from toolhooks import OTelAuditLog

    dispatcher = make_dispatcher()
    registry = HookRegistry(error_sinks=[])
    sink = MemorySink()
    registry.post(AuditLog(sink=sink))
    exporter = InMemoryLogRecordExporter()
    OTelAuditLog(exporter=exporter, batch=False).attach(registry)
    install_hooks(dispatcher, registry, make_context(), clock=FixedClock())
    call_tool = dispatcher.call_tool

    def reset() -> None:
        sink.lines.clear()
        exporter.clear()

    return Variant(lambda: call_tool(BLOCK), reset)


def otel_http_call_us(calls: int = 5_000, runs: int = 5) -> float:
    """Median microseconds per call, with OTelAuditLog batching to an OTLP/HTTP receiver on
    loopback, its flush included (amortized; the receiver decodes in this process too)."""
    from toolhooks import OTelAuditLog
    from toolhooks.testing import OTLPLogReceiver

    samples = []
    with OTLPLogReceiver() as receiver:
        for _ in range(runs):
            dispatcher = make_dispatcher()
            registry = HookRegistry(error_sinks=[])
            registry.post(AuditLog(sink=MemorySink()))
            otel = OTelAuditLog(receiver.endpoint, max_queue_size=calls).attach(registry)
            install_hooks(dispatcher, registry, make_context(), clock=FixedClock())
            block = make_tool_use("lookup_user", {"user_id": "u_004"})
            start = time.perf_counter()
            for _ in range(calls):
                dispatcher.call_tool(block)
            otel.flush()
            samples.append((time.perf_counter() - start) / calls * 1e6)
            otel.close()
        assert len(receiver.records) == calls * runs, "every record arrived"
    return statistics.median(samples)


def audit_lines_per_s(lines: int = 20_000) -> float:
    with tempfile.TemporaryDirectory() as folder:
        dispatcher = make_dispatcher()
        registry = HookRegistry(error_sinks=[])
        registry.post(AuditLog(Path(folder) / "audit.jsonl"))
        install_hooks(dispatcher, registry, make_context(), clock=FixedClock())
        block = make_tool_use("lookup_user", {"user_id": "u_004"})
        start = time.perf_counter()
        for _ in range(lines):
            dispatcher.call_tool(block)
        return lines / (time.perf_counter() - start)


def transcript(messages: int) -> list[dict[str, Any]]:
    """A valid transcript: a user message, tool turns of two parallel calls, a final answer."""
    out: list[dict[str, Any]] = [{"role": "user", "content": "hello"}]
    turn = 0
    while len(out) < messages - 2:
        ids = [f"toolu_{turn}_a", f"toolu_{turn}_b"]
        uses = [{"type": "tool_use", "id": i, "name": "lookup_user", "input": {}} for i in ids]
        results = [{"type": "tool_result", "tool_use_id": i, "content": "ok"} for i in ids]
        out.append({"role": "assistant", "content": [{"type": "text", "text": "checking"}, *uses]})
        out.append({"role": "user", "content": results})
        turn += 1
    out.append({"role": "assistant", "content": "done"})
    return out


def validate_ms(messages: int = 10_000) -> float:
    data = transcript(messages)
    assert len(data) == messages
    samples = []
    for _ in range(7):
        start = time.perf_counter()
        validate_transcript(data)
        samples.append((time.perf_counter() - start) * 1e3)
    return statistics.median(samples)


def transcript_read_s(calls: int = 10_000, runs: int = 5) -> float:
    """Median seconds to read a Claude Code transcript of ``calls`` tool calls and their
    results, as the Stop reconciliation does (issue 19's floor: under 1 s)."""
    import tempfile

    from toolhooks.hosts.claude_code.transcript import read_transcript

    def line(kind: str, content: dict[str, Any]) -> bytes:
        message = {"role": kind, "content": [content]}
        record = {"type": kind, "sessionId": "s_bench", "message": message}
        return json.dumps(record).encode() + b"\n"

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "transcript.jsonl"
        with open(path, "wb") as file:
            for n in range(calls):
                use = {"type": "tool_use", "id": f"t{n}", "name": "Bash", "input": {"a": 1}}
                file.write(line("assistant", use))
                result = {"type": "tool_result", "tool_use_id": f"t{n}", "content": "ok " * 20}
                file.write(line("user", result))
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            read = read_transcript(path)
            times.append(time.perf_counter() - start)
        assert len(read.calls) == calls
    return round(statistics.median(times), 3)


def check_seconds() -> dict[str, float]:
    """Median and worst time of one ``check`` (quick profile, output discarded).

    Measured on every exercise's reference answer (a pass) and on the tests' catalog of
    wrong answers (a failure, where Hypothesis also shrinks the counterexample).
    """
    import contextlib
    import io
    import os
    import sys

    os.environ["HOOKKATA_PROGRESS"] = "off"
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from tests.kata.answers import WRONG

    from hookkata import CATALOG, check

    def timed(answer: Any, key: str) -> float:
        start = time.perf_counter()
        with contextlib.redirect_stdout(io.StringIO()):
            check(answer, key)
        return time.perf_counter() - start

    def as_answer(reference: Any, name: str) -> Any:
        """The reference's logic handed in as a learner's function (the reference itself
        would be named a copy, in a few milliseconds)."""

        def answer(*args: Any) -> Any:
            return reference(*args)

        answer.__name__ = name
        return answer

    passing = [timed(as_answer(e.reference, e.name), e.id) for e in CATALOG]
    failing = [timed(wrong.answer, key) for key, entries in WRONG.items() for wrong in entries]
    return {
        "check_median_s": round(statistics.median(passing + failing), 3),
        "check_pass_median_s": round(statistics.median(passing), 3),
        "check_fail_median_s": round(statistics.median(failing), 3),
        "check_max_s": round(max(passing + failing), 3),
    }


def notebook_seconds() -> dict[str, float]:
    """Wall time of each solved notebook, run top to bottom in a fresh kernel."""
    import nbformat

    from hookkata.solve import run_solved

    folder = Path(__file__).resolve().parent.parent / "solutions"
    times = {}
    for path in sorted(folder.glob("*.ipynb")):
        notebook = nbformat.read(path, as_version=4)
        start = time.perf_counter()
        run_solved(notebook, folder)  # as make test runs it: encrypted, no API key
        times[path.name[:2]] = time.perf_counter() - start
    slowest = max(times, key=times.__getitem__)
    print("notebooks (s): " + ", ".join(f"{k} {v:.1f}" for k, v in times.items()))
    return {"notebook_max_s": round(times[slowest], 1), "notebook_slowest": float(slowest)}


ADAPTER_RUNS = 31
PAYLOAD = {
    "session_id": "s_bench",
    "hook_event_name": "PreToolUse",
    "tool_name": "Bash",
    "tool_input": {"command": "git push origin main"},
    "tool_use_id": "toolu_bench",
    "cwd": "/tmp",
    "permission_mode": "default",
}


def adapter_seconds() -> dict[str, float]:
    """One PreToolUse process: the adapter against a plain-Python hook, same rule, same payload.

    The adapter runs as the README's settings start it, through the ``toolhooks-claude-code``
    console script. Both start from compiled bytecode, as an installed package does (with
    ``PYTHONDONTWRITEBYTECODE`` set, every run would compile the sources again), after one
    uncounted round; then each is started ``ADAPTER_RUNS`` times, interleaved, and the
    figures are medians.
    """
    import compileall
    import os
    import subprocess
    import sys

    import toolhooks

    here = Path(__file__).resolve().parent
    for folder in (Path(toolhooks.__file__).parent, here):
        compileall.compile_dir(folder, quiet=1)
    env = {**os.environ, "TOOLHOOKS_USER_ID": "u_bench", "PYTHONPATH": str(here)}
    script = Path(sys.executable).parent / "toolhooks-claude-code"
    commands = {
        "adapter": [str(script), "pre", "--hooks", "bench_rules:registry"],
        "plain": [sys.executable, str(here / "plain_hook.py")],
    }
    samples: dict[str, list[float]] = {name: [] for name in commands}
    stdin = json.dumps(PAYLOAD)
    for command in commands.values():  # the uncounted round
        subprocess.run(command, input=stdin, text=True, env=env, check=True, capture_output=True)
    for _ in range(ADAPTER_RUNS):
        for name, command in commands.items():
            start = time.perf_counter()
            subprocess.run(
                command, input=stdin, text=True, env=env, check=True, capture_output=True
            )
            samples[name].append(time.perf_counter() - start)
    adapter, plain = (statistics.median(samples[name]) for name in ("adapter", "plain"))
    return {
        "adapter_process_ms": round(adapter * 1e3, 1),
        "plain_hook_process_ms": round(plain * 1e3, 1),
        "adapter_vs_plain_hook": round(adapter / plain, 2),
    }


@dataclass(frozen=True)
class Floor:
    """A promised bound on one figure: at most ``limit`` (below it, when ``strict``)."""

    figure: str
    limit: float
    strict: bool = False
    what: str = ""

    def holds(self, value: float) -> bool:
        return value < self.limit if self.strict else value <= self.limit

    @property
    def spelled(self) -> str:
        return f"{'<' if self.strict else '<='} {self.limit:g}"


FLOORS = (
    Floor("hooked_vs_bare_ratio", 3, what="no Pre hook and an audit line vs the bare call"),
    Floor("pre_hooks_4_added_us", 2, what="4 allowing Pre hooks, per call"),
    Floor("validate_10k_ms", 50, what="validate_transcript on 10,000 messages"),
    Floor("transcript_10k_read_s", 1, strict=True, what="read a 10,000-call transcript"),
    Floor("adapter_vs_plain_hook", 3, what="a Claude Code hook process vs plain Python"),
    Floor("check_median_s", 0.3, what="one check(), median"),
    Floor("check_max_s", 2, what="one check(), the slowest"),
    Floor("notebook_max_s", 30, strict=True, what="the slowest solved notebook"),
)


def call_figures() -> dict[str, float]:
    """The per-call figures, all measured in one interleaved run: the bare call is the hooked
    dispatcher's own call_tool, so every ratio compares the same tool call."""
    hooked = {n: hooked_call(n) for n in (0, 4, 16)}
    variants = {"bare": bare_call(hooked[0][1])}
    variants.update({f"hooks_{n}": variant for n, (variant, _) in hooked.items()})
    variants["otel"] = otel_call()
    us = medians_us(variants)
    return {
        "bare_call_us": round(us["bare"], 2),
        "hooked_vs_bare_ratio": round(us["hooks_0"] / us["bare"], 2),
        "overhead_us_0_hooks": round(us["hooks_0"] - us["bare"], 2),
        "overhead_us_4_hooks": round(us["hooks_4"] - us["bare"], 2),
        "overhead_us_16_hooks": round(us["hooks_16"] - us["bare"], 2),
        "pre_hooks_4_added_us": round(us["hooks_4"] - us["hooks_0"], 2),
        "otel_vs_bare_ratio": round(us["otel"] / us["bare"], 2),
        "otel_added_us": round(us["otel"] - us["hooks_0"], 2),
        "validate_10k_ms": round(validate_ms(), 2),
    }


def median_figures(runs: int) -> dict[str, float]:
    """:func:`call_figures` run ``runs`` times; each figure's median over the runs."""
    taken = [call_figures() for _ in range(runs)]
    if runs > 1:
        for name in ("hooked_vs_bare_ratio", "pre_hooks_4_added_us"):
            print(f"{name} per run: {', '.join(str(run[name]) for run in taken)}")
    return {name: round(statistics.median(run[name] for run in taken), 2) for name in taken[0]}


def report(figures: dict[str, float]) -> list[str]:
    """Print each figure beside its floor and whether it holds; the floors that do not."""
    floors = {floor.figure: floor for floor in FLOORS}
    broken = []
    print(f"{'figure':<24}{'median':>12}  {'floor':<8}{'holds':<6}")
    for name, value in figures.items():
        floor = floors.get(name)
        verdict = ""
        if floor is not None:
            verdict = "yes" if floor.holds(value) else "NO"
            if not floor.holds(value):
                broken.append(name)
        spelled = floor.spelled if floor else ""
        print(f"{name:<24}{value:>12}  {spelled:<8}{verdict:<6}")
    checked = [floor for floor in FLOORS if floor.figure in figures]
    print(
        f"floors: {len(checked) - len(broken)} of {len(checked)} hold"
        + (f"; not held: {', '.join(broken)}" if broken else "")
        + ". "
        + "; ".join(f"{floor.figure} {floor.spelled}: {floor.what}" for floor in checked)
    )
    return broken


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--calls", action="store_true", help="only the per-call figures (seconds, not minutes)"
    )
    parser.add_argument(
        "--runs", type=int, default=1, help="repeat the per-call figures; print their medians"
    )
    args = parser.parse_args(argv)
    figures = median_figures(max(1, args.runs))
    if not args.calls:
        figures.update(
            {
                "otel_http_call_us": round(otel_http_call_us(), 2),
                "audit_lines_per_s": round(audit_lines_per_s()),
                "transcript_10k_read_s": transcript_read_s(),
                **adapter_seconds(),
                **check_seconds(),
                **notebook_seconds(),
            }
        )
    report(figures)
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
