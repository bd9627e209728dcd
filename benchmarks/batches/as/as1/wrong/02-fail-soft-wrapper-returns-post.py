# Breaks "it raises ValueError (any message) when it holds "outcome"": a fail-soft wrapper catches
# the error, logs it and falls back to observation, so the impossible rule gets a home anyway.
# Input: rule_home({"outcome", "tier"}, True) must raise ValueError; this returns "PostToolUse".
import logging

_log = logging.getLogger(__name__)
TRUSTED = frozenset({"user", "tier", "time", "session"})


def _home(reads, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("cannot prevent a call whose outcome it needs")
    return "PreToolUse" if reads & TRUSTED else "tool"


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    try:
        return _home(reads, must_prevent)
    except ValueError as error:
        _log.warning("rule_home: %s; falling back to observing it", error)
        return "PostToolUse"
