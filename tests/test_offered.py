"""Offered tools: the running agent's tool list, scoped to its run, threads and sub-agents."""

from __future__ import annotations

import threading

from toolhooks.offered import not_offered, offered_tools, offering


def test_outside_any_offer_every_tool_is_allowed() -> None:
    """No agent running, no restriction: plain dispatcher use keeps working."""
    assert offered_tools() is None
    assert not_offered("anything") is None


def test_a_nested_offer_replaces_and_the_outer_one_returns() -> None:
    """A sub-agent offers its own tools for its run; the parent's list is back afterwards."""
    with offering(["delegate", "lookup_user"]):
        with offering(["issue_refund"]):
            assert not_offered("issue_refund") is None
            assert "Your tools: issue_refund" in str(not_offered("delegate"))
        assert not_offered("delegate") is None
    assert offered_tools() is None


def test_the_offer_is_restored_when_the_block_raises() -> None:
    """A crash inside an agent run does not leave its tool list behind."""
    try:
        with offering(["a"]):
            raise RuntimeError
    except RuntimeError:
        pass
    assert offered_tools() is None


def test_another_thread_does_not_see_this_threads_offer() -> None:
    """Two agents in two threads keep their own lists."""
    seen: list[object] = []
    with offering(["lookup_user"]):
        thread = threading.Thread(target=lambda: seen.append(offered_tools()))
        thread.start()
        thread.join()
    assert seen == [None]


def test_an_empty_offer_refuses_everything_and_says_so() -> None:
    """A specialist with no tools is told it has none."""
    with offering([]):
        assert "Your tools: none" in str(not_offered("lookup_user"))
