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
from toolhooks.examples.support_desk import build_support_dispatcher
from toolhooks.fake import FakeMessagesAPI
from toolhooks.hosts.agent_loop import Specialist, run_session
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


def test_answer_or_reference_uses_the_answer_and_falls_back_on_the_stub_only():
    from hookkata import exercise
    from hookkata.lessons.fallback import answer_or_reference

    stub = exercise("violation-chance").starter()
    assert answer_or_reference(stub)(0.5, 1) == pytest.approx(0.5)

    def violation_chance(p, n):
        return 0.25

    assert answer_or_reference(violation_chance)(0.5, 1) == 0.25


def test_show_chances_and_show_run_print_one_line_per_level(capsys):
    traffic.show_chances(lambda p, n: 1 - p**n, 0.5, [1, 2])
    assert capsys.readouterr().out.splitlines() == [
        "n =      1: P(at least one) = 0.500000, P(none) = 5.0e-01",
        "n =      2: P(at least one) = 0.750000, P(none) = 2.5e-01",
    ]
    traffic.show_run(traffic.TrafficRun((10,), (2,), (2,), (0,)))
    assert (
        capsys.readouterr().out
        == "    10 requests:   2 slips,   2 cases without a hook, 0 with it\n"
    )


def test_open_case_meets_rule_b_then_rule_c_and_otherwise_opens_the_case():
    from datetime import datetime, timezone

    from hookkata.lessons.case_rules import open_case
    from toolhooks import HookContext

    morning = datetime(2026, 3, 2, 10, 30, tzinfo=timezone.utc)
    night = morning.replace(hour=2)
    assert open_case(HookContext("u_004", "free", "s"), morning).startswith(
        "BLOCKED: free-tier accounts"
    )
    assert "deploy window" in open_case(HookContext("u_007", "premium", "s"), night)
    assert '"case_id": "case_001"' in open_case(HookContext("u_007", "premium", "s"), morning)


def test_session_with_counts_the_requests_and_gives_the_final_text():
    case = {"customer_id": "u_004", "summary": "credit", "evidence": ["chat"]}
    blocked = models.session_with(
        build_support_dispatcher()[0], lambda call: Deny("no", "offer the FAQ"), case=case
    )
    assert blocked == "2 requests -> I can't do that here. What I can do instead: offer the FAQ"
    assert models.session_with(case=case).startswith("2 requests")


def test_one_refund_runs_the_hooks_in_order_and_the_tool_with_the_final_input():
    def halve(call: ToolCall):
        return Rewrite({**call.input, "amount_eur": call.input["amount_eur"] / 2})

    result, desk = ordering.one_refund(halve, halve, amount=100)
    assert not result.get("is_error")
    assert desk.refunds[0]["amount_eur"] == 25
    result, desk = ordering.one_refund(lambda call: Deny("no", "later"))
    assert result["content"].startswith("BLOCKED: no")
    assert desk.refunds == []


def test_measured_per_call_is_the_queries_at_25_ms_spread_over_the_calls():
    measured = ordering.measured_per_call([0.0, 1.0], calls=20)
    assert measured == {0.0: (25.0, 25.0), 1.0: (0.0, 25.0)}
    legend = ordering.plot(ordering.curves([0.0, 1.0]), measured).axes[0].get_legend()
    labels = [text.get_text() for text in legend.get_texts()]
    assert "measured, tier check first" in labels
    assert "measured, spend query first" in labels


def test_desk_with_installs_the_hook_and_audits_in_memory():
    from hookkata.lessons.failures import CASE, desk_with

    dispatcher, desk, audit = desk_with(lambda call: Deny("closed", "come back later"))
    dispatcher.call_tool(make_tool_use("create_case_file", CASE))
    assert desk.cases == []
    assert audit.records[0]["status"] == "denied"
    assert audit.records[0]["tier"] == "free"


def test_the_support_day_meets_each_hook_and_describes_itself():
    from datetime import datetime, timedelta, timezone

    from hookkata.lessons import support_day
    from toolhooks.examples.rules import DeployWindow, SameUserOnly, free_tier_cannot_open_cases
    from toolhooks.testing import SteppingClock

    registry = HookRegistry(error_sinks=[])
    registry.pre(free_tier_cannot_open_cases, matcher="create_case_file")
    registry.pre(DeployWindow(), matcher="create_case_file")
    registry.pre(SameUserOnly())
    sink = MemorySink()
    registry.post(AuditLog(sink=sink))
    start = datetime(2026, 3, 2, 1, 58, tzinfo=timezone.utc)
    support_day.run_day(registry, SteppingClock(start, timedelta(seconds=20)))
    assert len(sink.records) == 10
    assert {r["denied_by"] for r in sink.records} == {
        None,
        "free_tier_cannot_open_cases",
        "DeployWindow",
        "SameUserOnly",
    }
    lines = support_day.describe_day().splitlines()
    assert lines[1] == "s_2  u_007 (premium)  lookup_user(u_007), lookup_user(u_999) | " + (
        "create_case_file(u_007)"
    )


def test_the_delegation_script_has_three_support_and_three_billing_turns():
    from hookkata.lessons import delegation

    turns = delegation.refund_and_case()
    names = [[b.get("name") for b in t.content if b["type"] == "tool_use"] for t in turns]
    assert names == [
        ["delegate"],
        ["lookup_user"],
        ["issue_refund", "issue_refund"],
        [],
        ["create_case_file"],
        [],
    ]
    assert len(delegation.two_balances()) == 2
