"""Lesson 02: Rules B and C, installed as PreToolUse hooks, on one ``create_case_file`` call."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from toolhooks import HookContext, HookRegistry, install_hooks
from toolhooks.examples.rules import DeployWindow, free_tier_cannot_open_cases
from toolhooks.examples.support_desk import build_support_dispatcher
from toolhooks.testing import FixedClock, make_tool_use

CASE = {"customer_id": "u_007", "summary": "credit", "evidence": ["order 81"]}
"""A case file that passes Rule A: it has evidence."""


def open_case(session: HookContext, server_time: datetime) -> Any:
    """The content of the result of one ``create_case_file`` call on a fresh desk, with
    Rule B (free tier) and Rule C (deploy window) installed, at ``server_time``."""
    dispatcher, _desk = build_support_dispatcher()
    registry = HookRegistry(error_sinks=[])
    registry.pre(free_tier_cannot_open_cases, matcher="create_case_file")
    registry.pre(DeployWindow(), matcher="create_case_file")
    install_hooks(dispatcher, registry, session, clock=FixedClock(server_time))
    return dispatcher.call_tool(make_tool_use("create_case_file", CASE))["content"]
