"""Benchmark: what hooks cost per call, how fast the audit trail writes, how fast pairing checks.

Run with ``make bench``. Prints a table of medians, then one JSON object as the last line.
Overheads are medians of the hooked call minus the median of the bare call, measured in the
same run, so machine speed mostly cancels out. No wall-clock limits live in the tests.
"""

from __future__ import annotations

import json
import statistics
import tempfile
import time
from collections.abc import Callable
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


def medians_us(variants: dict[str, Callable[[], Any]]) -> dict[str, float]:
    """Median time per call of each variant, in microseconds.

    Variants are measured in interleaved rounds, so a slow moment of the machine hits all
    of them alike instead of skewing one.
    """
    samples: dict[str, list[float]] = {name: [] for name in variants}
    for _ in range(REPEATS):
        for name, call in variants.items():
            start = time.perf_counter()
            for _ in range(CALLS_PER_REPEAT):
                call()
            samples[name].append((time.perf_counter() - start) / CALLS_PER_REPEAT * 1e6)
    return {name: statistics.median(values) for name, values in samples.items()}


def hooked_call(pre_hooks: int) -> Callable[[], Any]:
    """A call through a hooked dispatcher with ``pre_hooks`` allowing hooks and an audit hook."""
    dispatcher = make_dispatcher()
    registry = HookRegistry(error_sinks=[])
    for _ in range(pre_hooks):
        registry.pre(allow_hook)
    sink = MemorySink()
    registry.post(AuditLog(sink=sink))
    install_hooks(dispatcher, registry, make_context(), clock=FixedClock())
    block = make_tool_use("lookup_user", {"user_id": "u_004"})

    def call() -> None:
        dispatcher.call_tool(block)
        sink.lines.clear()

    return call


def otel_call() -> Callable[[], Any]:
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
    block = make_tool_use("lookup_user", {"user_id": "u_004"})

    def call() -> None:
        dispatcher.call_tool(block)
        sink.lines.clear()
        exporter.clear()

    return call


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


def main() -> None:
    dispatcher = make_dispatcher()
    block = make_tool_use("lookup_user", {"user_id": "u_004"})
    variants: dict[str, Callable[[], Any]] = {"bare": lambda: dispatcher.call_tool(block)}
    variants.update({f"hooks_{n}": hooked_call(n) for n in (0, 4, 16)})
    variants["otel"] = otel_call()
    us = medians_us(variants)
    figures = {
        "bare_call_us": round(us["bare"], 2),
        "hooked_vs_bare_ratio": round(us["hooks_0"] / us["bare"], 2),
        "overhead_us_0_hooks": round(us["hooks_0"] - us["bare"], 2),
        "overhead_us_4_hooks": round(us["hooks_4"] - us["bare"], 2),
        "overhead_us_16_hooks": round(us["hooks_16"] - us["bare"], 2),
        "pre_hooks_4_added_us": round(us["hooks_4"] - us["hooks_0"], 2),
        "otel_vs_bare_ratio": round(us["otel"] / us["bare"], 2),
        "otel_added_us": round(us["otel"] - us["hooks_0"], 2),
        "otel_http_call_us": round(otel_http_call_us(), 2),
        "audit_lines_per_s": round(audit_lines_per_s()),
        "validate_10k_ms": round(validate_ms(), 2),
        "transcript_10k_read_s": transcript_read_s(),
        **adapter_seconds(),
        **check_seconds(),
        **notebook_seconds(),
    }
    print(f"{'figure':<24}{'median':>12}")
    for name, value in figures.items():
        print(f"{name:<24}{value:>12}")
    print(
        "floors: the hooked call with no Pre hook and an audit line costs <= 3x the bare call "
        "(hooked_vs_bare_ratio); 4 Pre hooks add <= 2 us per call (pre_hooks_4_added_us); "
        "validate_10k_ms <= 50; adapter_vs_plain_hook <= 3; check_median_s <= 0.3, "
        "check_max_s <= 2; notebook_max_s < 30; transcript_10k_read_s < 1"
    )
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
