# Breaks: "Leave reads as it arrived, and keep no reference to it that a later call could change".
# A registry of the facts each home reads is filled with setdefault(home, reads) (the caller's
# own set, not set()), so a later rule with the same home widens the first caller's set.
# Input: a = {"user"}; rule_home(a, True); rule_home({"tier"}, True) -> a is now {"user", "tier"}.
TRUSTED = {"user", "tier", "time", "session"}
FACTS_BY_HOME = {}  # which facts the rules living at each home read, for the summary table


def _home(reads, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    if reads & TRUSTED:
        return "PreToolUse"
    return "tool"


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    home = _home(reads, must_prevent)
    FACTS_BY_HOME.setdefault(home, reads).update(reads)
    return home
