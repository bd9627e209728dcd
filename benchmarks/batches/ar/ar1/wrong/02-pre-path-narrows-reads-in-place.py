# Breaks "Leave reads as it arrived (the grader looks at the set after each call...)":
# `trusted = reads; trusted &= CONTEXT_FACTS` is an in-place intersection on the caller's set
# (augmented assignment mutates a set; it does not rebind a copy), so after
# rule_home(s := {"arguments", "tier"}, True) returns "PreToolUse", s is {"tier"}.

CONTEXT_FACTS = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot wait for its outcome")
    if reads <= {"arguments"}:
        return "tool"
    trusted = reads
    trusted &= CONTEXT_FACTS  # the facts only the server can vouch for
    if trusted:
        return "PreToolUse"
    raise ValueError(f"unknown facts: {sorted(reads)}")
