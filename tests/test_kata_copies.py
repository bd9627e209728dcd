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
