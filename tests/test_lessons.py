"""The notebooks' helpers tell the truth: the numbers and behaviours the lessons show."""

from __future__ import annotations

import pytest

from hookkata.lessons import article, dashboard, models, ordering, traffic
from toolhooks import (
    AuditLog,
    Deny,
    Dispatcher,
    HookRegistry,
    Rewrite,
    ToolCall,
    ToolDefinition,
    install_hooks,
)
from toolhooks.agent import Specialist, run_session
from toolhooks.fake_api import FakeMessagesAPI
from toolhooks.support_desk import build_support_dispatcher
from toolhooks.testing import FixedClock, MemorySink, ScriptedTool, make_context, make_tool_use


def test_traffic_prompt_rule_leaks_in_proportion_and_the_hook_holds_at_zero():
    run = traffic.simulate(0.99, [100, 1000, 5000], seed=8)
    assert run.violations_prompt_only == run.attempts
    assert list(run.violations_prompt_only) == sorted(run.violations_prompt_only)
    assert run.violations_with_hook == (0, 0, 0)
    assert 20 < run.attempts[-1] < 80  # about 1% of 5,000
    figure = traffic.plot(run, 0.99)
    axes = figure.axes[0]
    assert axes.get_xlabel()
    assert axes.get_ylabel()
    assert axes.get_title()


def test_ordering_cheap_first_saves_the_queries_the_tier_check_denies():
    cheap = ordering.measured_queries(0.5, cheap_first=True, calls=200)
    expensive = ordering.measured_queries(0.5, cheap_first=False, calls=200)
    assert expensive == 200
    assert 60 < cheap < 140
    assert ordering.expected_cost_ms(1.0, 0.25, 10.0) == pytest.approx(8.5)
    curves = ordering.curves([0.0, 0.5, 1.0])
    assert curves.cheap_first_ms[0] > curves.cheap_first_ms[-1]
    assert (
        ordering.plot(curves, {0.5: (1.0, 2.0)}).axes[0].get_ylabel()
        == "expected hook time per call (ms)"
    )


def test_dashboard_draws_three_labelled_panels_from_audit_lines():
    dispatcher, _ = build_support_dispatcher()
    registry = HookRegistry(error_sinks=[])
    registry.pre(lambda call: Deny("no", "ask") if call.input.get("user_id") == "u_999" else None)
    sink = MemorySink()
    registry.post(AuditLog(sink=sink))
    install_hooks(dispatcher, registry, make_context(), clock=FixedClock())
    for index, user in enumerate(["u_004", "u_999", "u_004"]):
        dispatcher.call_tool(make_tool_use("lookup_user", {"user_id": user}, f"toolu_{index}"))
    figure = dashboard.dashboard(sink.records)
    assert len(figure.axes) == 3
    assert all(a.get_title() and a.get_xlabel() and a.get_ylabel() for a in figure.axes)


@pytest.mark.parametrize(
    ("denial", "requests", "final"),
    [
        ("plain error", 4, "It keeps failing"),
        ("bare BLOCKED", 2, "I don't know what else"),
        ("BLOCKED with alternative", 2, "What I can do instead: offer the FAQ"),
    ],
)
def test_the_denial_reader_retries_plain_errors_and_follows_alternatives(denial, requests, final):
    dispatcher = Dispatcher()
    tool = ScriptedTool([ValueError("Denied")] if denial == "plain error" else ["opened"])
    dispatcher.register(tool, ToolDefinition("create_case_file", "open a case", {"type": "object"}))
    registry = HookRegistry(error_sinks=[])
    if denial == "bare BLOCKED":
        registry.pre(lambda call: Deny("Denied"))
    elif denial == "BLOCKED with alternative":
        registry.pre(lambda call: Deny("free tier cannot open case files", "offer the FAQ"))
    api = FakeMessagesAPI(policy=models.denial_reader("create_case_file", {"summary": "credit"}))
    run = run_session(
        api.client(),
        dispatcher,
        registry,
        make_context(),
        Specialist("s", "help", ("create_case_file",)),
        "help",
        clock=FixedClock(),
    )
    assert run.requests == requests
    assert final in run.final_text


def test_the_merged_line_is_a_syntax_error_and_the_fix_compiles():
    with pytest.raises(SyntaxError):
        compile(article.MERGED_LINE_SNIPPET, "<snippet>", "exec")
    compile(article.FIXED_SNIPPET, "<snippet>", "exec")


def test_the_article_wrapper_loses_a_rewrite_that_install_hooks_delivers():
    def cap(call: ToolCall):
        return Rewrite({**call.input, "limit": 10}) if call.input.get("limit", 0) > 10 else None

    received = []
    for installer in ("article", "toolhooks"):
        dispatcher = Dispatcher()
        tool = ScriptedTool(["ok"])
        dispatcher.register(tool, ToolDefinition("search", "search", {"type": "object"}))
        if installer == "article":
            article.install_article_wrapper(dispatcher, [cap], make_context(), FixedClock())
        else:
            registry = HookRegistry(error_sinks=[])
            registry.pre(cap)
            install_hooks(dispatcher, registry, make_context(), clock=FixedClock())
        dispatcher.call_tool(make_tool_use("search", {"limit": 500}))
        received.append(tool.calls[0]["limit"])
    assert received == [500, 10]
