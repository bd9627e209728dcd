"""Lesson 06: order the PreToolUse chain by cost and decisiveness.

Two checks guard ``issue_refund``: a cheap one that reads one field of the trusted context
(free-tier accounts cannot refund) and an expensive one that queries the organisation's
weekly spend (:class:`toolhooks.examples.rules.SpendLimit`). A denial stops the chain, so the order
decides how often the expensive query runs.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from matplotlib.figure import Figure

from toolhooks import Deny, HookContext, HookRegistry, ToolCall, install_hooks
from toolhooks.context import Tier
from toolhooks.examples.rules import SpendLimit
from toolhooks.examples.support_desk import SupportDesk, build_support_dispatcher
from toolhooks.hook_types import PreHook
from toolhooks.testing import FixedClock, make_context, make_tool_use

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


def one_refund(*hooks: PreHook, amount: float = 400) -> tuple[dict[str, Any], SupportDesk]:
    """One ``issue_refund`` call of ``amount`` EUR on a fresh desk with ``hooks`` installed
    as PreToolUse hooks, in order: ``(the result, the desk)``."""
    dispatcher, desk = build_support_dispatcher()
    registry = HookRegistry(error_sinks=[])
    for hook in hooks:
        registry.pre(hook)
    install_hooks(dispatcher, registry, make_context(), clock=FixedClock())
    refund = {"user_id": "u_004", "amount_eur": amount, "reason": "late delivery"}
    result: dict[str, Any] = dispatcher.call_tool(make_tool_use("issue_refund", refund))
    return result, desk


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


def measured_per_call(
    free_shares: Sequence[float], *, calls: int = 200
) -> dict[float, tuple[float, float]]:
    """For each share of free-tier calls, the spend queries measured on ``calls`` real
    refunds, in milliseconds per call: ``{share: (cheap first, spend first)}``."""

    def per_call(share: float, cheap_first: bool) -> float:
        return (
            measured_queries(share, cheap_first=cheap_first, calls=calls) * SPEND_QUERY_MS / calls
        )

    return {share: (per_call(share, True), per_call(share, False)) for share in free_shares}


def plot(
    curves: OrderingCurves, measured: dict[float, tuple[float, float]] | None = None
) -> Figure:
    """Expected cost per call for both orders; ``measured`` adds points from real runs."""
    figure = Figure(figsize=(7, 4))
    axes = figure.subplots()
    axes.plot(curves.deny_rates, curves.cheap_first_ms, label="cheap tier check first")
    axes.plot(curves.deny_rates, curves.expensive_first_ms, label="spend query first")
    if measured:
        rates = list(measured)
        cheap = [measured[rate][0] for rate in rates]
        expensive = [measured[rate][1] for rate in rates]
        axes.plot(rates, cheap, "o", color="C0", label="measured, tier check first")
        axes.plot(rates, expensive, "o", color="C1", label="measured, spend query first")
    axes.set_title("Expected PreToolUse cost per issue_refund call")
    axes.set_xlabel("share of calls the tier check denies (fraction)")
    axes.set_ylabel("expected hook time per call (ms)")
    axes.set_ylim(bottom=0)
    axes.grid(alpha=0.3)
    axes.legend()
    return figure
