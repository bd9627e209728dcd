"""Lesson 01: a rule in the prompt against the same rule in a hook, as traffic grows.

A simulated model serves free-tier customers. On each request it follows the prompt's rule
("only premium customers may open case files") with probability ``compliance``; otherwise
it calls ``create_case_file``. Without hooks every such call opens a case; with the Rule B
hook installed, every one is denied. The calls go through a real dispatcher, so the
counts are the desk's own records, not arithmetic.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from matplotlib.figure import Figure

from toolhooks import HookContext, HookRegistry, install_hooks
from toolhooks.examples.rules import free_tier_cannot_open_cases
from toolhooks.examples.support_desk import build_support_dispatcher
from toolhooks.testing import FixedClock

FREE_CUSTOMER = HookContext("u_004", "free", "s_traffic")


@dataclass(frozen=True)
class TrafficRun:
    """Cumulative counts at each traffic level (requests served so far)."""

    traffic: tuple[int, ...]
    attempts: tuple[int, ...]
    violations_prompt_only: tuple[int, ...]
    violations_with_hook: tuple[int, ...]


def simulate(compliance: float, traffic: Sequence[int], *, seed: int = 8) -> TrafficRun:
    """Serve ``max(traffic)`` requests twice (without and with the hook), same model, same dice."""
    levels = tuple(sorted(traffic))
    decisions = _model_slips(compliance, levels[-1], seed)
    prompt_only = _cases_opened(decisions, levels, hooked=False)
    with_hook = _cases_opened(decisions, levels, hooked=True)
    attempts = tuple(sum(decisions[:level]) for level in levels)
    return TrafficRun(levels, attempts, prompt_only, with_hook)


def _model_slips(compliance: float, requests: int, seed: int) -> list[bool]:
    """For each request: does the model break the rule this time?"""
    dice = random.Random(seed)
    return [dice.random() >= compliance for _ in range(requests)]


def _cases_opened(slips: list[bool], levels: tuple[int, ...], *, hooked: bool) -> tuple[int, ...]:
    dispatcher, desk = build_support_dispatcher()
    if hooked:
        registry = HookRegistry(error_sinks=[])
        registry.pre(free_tier_cannot_open_cases, matcher="create_case_file")
        install_hooks(dispatcher, registry, FREE_CUSTOMER, clock=FixedClock())
    counts, served = [], 0
    for level in levels:
        for index in range(served, level):
            if slips[index]:
                dispatcher.call_tool(_case_request(index))
        served = level
        counts.append(len(desk.cases))
    return tuple(counts)


def _case_request(index: int) -> dict[str, object]:
    return {
        "type": "tool_use",
        "id": f"toolu_{index:06d}",
        "name": "create_case_file",
        "input": {"customer_id": "u_004", "summary": "account credit", "evidence": ["chat"]},
    }


def plot(run: TrafficRun, compliance: float) -> Figure:
    """Violations against traffic: simulated and expected without a hook, zero with it."""
    figure = Figure(figsize=(7, 4))
    axes = figure.subplots()
    expected = [level * (1 - compliance) for level in run.traffic]
    axes.plot(run.traffic, run.violations_prompt_only, "o-", label="rule in the prompt (simulated)")
    axes.plot(run.traffic, expected, "--", label=f"expected: n * (1 - p), p = {compliance}")
    axes.plot(run.traffic, run.violations_with_hook, "s-", label="rule in a PreToolUse hook")
    axes.set_title("Case files opened for free-tier customers")
    axes.set_xlabel("requests served (count)")
    axes.set_ylabel("rule violations (count)")
    axes.grid(alpha=0.3)
    axes.legend()
    return figure


def show_chances(chance: Callable[[float, int], float], p: float, levels: Sequence[int]) -> None:
    """Print, for each number of requests, the chance of at least one violation by
    ``chance`` (a ``violation_chance``) and the chance of none, ``p**n``."""
    for n in levels:
        print(f"n = {n:>6}: P(at least one) = {chance(p, n):.6f}, P(none) = {p**n:.1e}")


def show_run(run: TrafficRun) -> None:
    """Print a :class:`TrafficRun`, one traffic level per line."""
    rows = zip(
        run.traffic, run.attempts, run.violations_prompt_only, run.violations_with_hook, strict=True
    )
    for level, slips, leaked, held in rows:
        without = f"{leaked:>3} cases without a hook"
        print(f"{level:>6} requests: {slips:>3} slips, {without}, {held} with it")
