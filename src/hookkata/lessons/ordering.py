"""Lesson 06: order the PreToolUse chain by cost and decisiveness.

Two checks guard ``issue_refund``: a cheap one that reads one field of the trusted context
(free-tier accounts cannot refund) and an expensive one that queries the organisation's
weekly spend (:class:`toolhooks.rules.SpendLimit`). A denial stops the chain, so the order
decides how often the expensive query runs.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from matplotlib.figure import Figure

from toolhooks import Deny, HookContext, HookRegistry, ToolCall, install_hooks
from toolhooks.context import Tier
from toolhooks.hook_types import PreHook
from toolhooks.rules import SpendLimit
from toolhooks.support_desk import build_support_dispatcher
from toolhooks.testing import FixedClock

TIER_CHECK_MS = 0.002
"""Reading one field of the context: a couple of microseconds."""
SPEND_QUERY_MS = 25.0
"""A database round trip for the weekly spend."""


def premium_refunds_only(call: ToolCall) -> Deny | None:
    """The cheap check: free-tier accounts cannot issue refunds."""
    if call.context.tier == "free":
        return Deny("refunds need a premium account.", "offer store credit or the FAQ.")
    return None


def expected_cost_ms(first_ms: float, first_deny_rate: float, second_ms: float) -> float:
    """A chain of two checks: the second runs only when the first did not deny."""
    return first_ms + (1 - first_deny_rate) * second_ms


@dataclass(frozen=True)
class OrderingCurves:
    deny_rates: tuple[float, ...]
    cheap_first_ms: tuple[float, ...]
    expensive_first_ms: tuple[float, ...]


def curves(deny_rates: Sequence[float], spend_deny_rate: float = 0.02) -> OrderingCurves:
    """Expected cost per call of both orders as the cheap check's deny rate varies."""
    cheap_first = [expected_cost_ms(TIER_CHECK_MS, d, SPEND_QUERY_MS) for d in deny_rates]
    expensive_first = [
        expected_cost_ms(SPEND_QUERY_MS, spend_deny_rate, TIER_CHECK_MS) for _ in deny_rates
    ]
    return OrderingCurves(tuple(deny_rates), tuple(cheap_first), tuple(expensive_first))


def measured_queries(
    free_share: float, *, cheap_first: bool, calls: int = 400, seed: int = 6
) -> int:
    """Run ``calls`` refunds through a real hooked dispatcher; count the spend queries."""
    dice = random.Random(seed)
    spend = SpendLimit(lambda _org_id: 120.0)
    hooks: list[PreHook] = (
        [premium_refunds_only, spend] if cheap_first else [spend, premium_refunds_only]
    )
    for index in range(calls):
        tier: Tier = "free" if dice.random() < free_share else "premium"
        context = HookContext(f"u_{index:03d}", tier, f"s_{index:03d}", {"weekly_limit_eur": 500.0})
        dispatcher, _ = build_support_dispatcher()
        registry = HookRegistry(error_sinks=[])
        for hook in hooks:
            registry.pre(hook, matcher="issue_refund")
        install_hooks(dispatcher, registry, context, clock=FixedClock())
        dispatcher.call_tool(
            {
                "type": "tool_use",
                "id": f"toolu_{index:03d}",
                "name": "issue_refund",
                "input": {"user_id": context.user_id, "amount_eur": 20.0, "reason": "late"},
            }
        )
    return spend.queries


def plot(
    curves: OrderingCurves, measured: dict[float, tuple[float, float]] | None = None
) -> Figure:
    """Expected cost per call for both orders; ``measured`` adds points from real runs."""
    figure = Figure(figsize=(7, 4))
    axes = figure.subplots()
    axes.plot(curves.deny_rates, curves.cheap_first_ms, label="cheap tier check first")
    axes.plot(curves.deny_rates, curves.expensive_first_ms, label="spend query first")
    for rate, (cheap, expensive) in (measured or {}).items():
        axes.plot([rate], [cheap], "o", color="C0")
        axes.plot([rate], [expensive], "o", color="C1")
    axes.set_title("Expected PreToolUse cost per issue_refund call")
    axes.set_xlabel("share of calls the tier check denies (fraction)")
    axes.set_ylabel("expected hook time per call (ms)")
    axes.set_ylim(bottom=0)
    axes.grid(alpha=0.3)
    axes.legend()
    return figure
