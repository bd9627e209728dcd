"""An answer that is, or calls, the workbook's own version is named a copy, not graded
(00-Start-Here says so): by a function it calls, by a class it calls, and by an object of
that class kept in a global (batch AM's right answers held one and were graded)."""

from __future__ import annotations

import pytest

from hookkata import exercise, grade
from toolhooks.chain import run_pre_chain
from toolhooks.examples.rules import DeployWindow, SameUserOnly, free_tier_cannot_open_cases

_RULE = SameUserOnly(field="user_id", tools=["lookup_user", "get_orders", "issue_refund"])
_WINDOW = DeployWindow()


def same_user_hook(call):
    return _RULE(call)


def deploy_window_hook(call):
    return _WINDOW(call)


def deploy_window_made_anew(call):
    return DeployWindow()(call)


def free_tier_hook(call):
    return free_tier_cannot_open_cases(call)


def run_chain(hooks, call):
    return run_pre_chain(hooks, call)


@pytest.mark.parametrize(
    ("key", "answer", "named"),
    [
        ("same-user", same_user_hook, "toolhooks.examples.rules.SameUserOnly"),
        ("deploy-window", deploy_window_hook, "toolhooks.examples.rules.DeployWindow"),
        ("deploy-window", deploy_window_made_anew, "toolhooks.examples.rules.DeployWindow"),
        ("free-tier", free_tier_hook, "toolhooks.examples.rules.free_tier_cannot_open_cases"),
        ("pre-chain", run_chain, "toolhooks.chain.run_pre_chain"),
    ],
)
def test_an_answer_calling_the_workbook_s_own_version_is_named_a_copy(key, answer, named):
    verdict = grade(exercise(key), answer)
    assert verdict.status == "error"
    assert "the workbook's own reference solution" in verdict.message
    assert named in verdict.message
    assert verdict.hint == ""  # the exercise's hint names no mistake a copy made


# Ways in that the names an answer's code reads do not show (batch BC's
# bc3/wrong/11-audit-record-called-through-getattr): the worker's tripwires catch them.


def free_tier_by_getattr(call):
    import importlib

    rules = importlib.import_module("toolhooks.examples." + "rules")
    return getattr(rules, "free_tier_" + "cannot_open_cases")(call)


def answer_turn_imported_inside(call_tool, content):
    from toolhooks.turns import answer_tool_uses as answer

    return answer(call_tool, content)


_KEPT = {"rule": SameUserOnly(field="user_id", tools=["lookup_user", "get_orders", "issue_refund"])}


def same_user_kept_in_a_dict(call):
    return _KEPT["rule"](call)


_WINDOWS = [DeployWindow]


def deploy_window_class_kept_in_a_list(call):
    return _WINDOWS[0]()(call)


class _Mine(SameUserOnly):
    pass


def same_user_by_a_subclass(call):
    return _Mine(field="user_id", tools=["lookup_user", "get_orders", "issue_refund"])(call)


HIDDEN = [
    ("free-tier", free_tier_by_getattr, "toolhooks.examples.rules.free_tier_cannot_open_cases"),
    ("answer-turn", answer_turn_imported_inside, "toolhooks.turns.answer_tool_uses"),
    ("same-user", same_user_kept_in_a_dict, "toolhooks.examples.rules.SameUserOnly"),
    ("deploy-window", deploy_window_class_kept_in_a_list, "toolhooks.examples.rules.DeployWindow"),
    ("same-user", same_user_by_a_subclass, "toolhooks.examples.rules.SameUserOnly"),
]


@pytest.mark.parametrize(("key", "answer", "named"), HIDDEN)
def test_a_copy_reached_by_a_hidden_way_is_named_all_the_same(key, answer, named):
    verdict = grade(exercise(key), answer)
    assert verdict.status == "error", verdict.message
    assert "the workbook's own reference solution" in verdict.message
    assert named in verdict.message
    assert verdict.hint == ""  # the exercise's hint names no mistake a copy made


def test_without_the_tripwires_the_hidden_ways_pass(monkeypatch):
    """The test above fails when the worker lays no tripwire: no hidden way is named."""
    from hookkata.grading import tripwire

    monkeypatch.setattr(tripwire, "lay", lambda delegates: None)
    for key, answer, _named in HIDDEN:
        verdict = grade(exercise(key), answer, profile="fixed-only")
        assert "reference solution" not in verdict.message, key


def audit_line(outcome):
    from toolhooks import audit

    return audit.audit_line(outcome)


def test_a_helper_of_the_workbook_that_calls_a_delegate_inside_is_not_a_copy():
    """toolhooks.audit.audit_line is not exercise 11's delegate, though it builds the record
    as audit_record does: a call made from the workbook's own code trips nothing."""
    verdict = grade(exercise("audit-line"), audit_line, profile="fixed-only")
    assert "reference solution" not in verdict.message


_FIRST = []


def synthetic_copied_after_its_first_call(tool_use_id, deny):
    """Wrong on the first call of its process, a copy by a hidden way from then on: the
    grade asks the failing first call again (was it only the first?), meets the copy
    there, and names it: a copy, not the first call's mismatch."""
    if not _FIRST:
        _FIRST.append(tool_use_id)
        return "not a result"
    import importlib

    results = importlib.import_module("toolhooks." + "results")
    return getattr(results, "synthetic_" + "error_result")(tool_use_id, deny)


def test_a_copy_met_while_a_first_call_is_asked_again_is_named_a_copy():
    verdict = grade(exercise("synthetic-denial"), synthetic_copied_after_its_first_call)
    assert verdict.status == "error", verdict.report()
    assert "the workbook's own reference solution" in verdict.message, verdict.report()
    assert verdict.hint == ""
