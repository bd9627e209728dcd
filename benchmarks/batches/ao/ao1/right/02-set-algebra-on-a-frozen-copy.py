# Right: works on frozenset(reads), so the caller's set is never touched (not even when raising).
# must_prevent False -> "PostToolUse" whatever is read; must_prevent True: "outcome" present ->
# ValueError whatever else; otherwise a subset of {"arguments"} (including the empty set) -> "tool";
# anything else holds user, tier, time or session -> "PreToolUse". Returns plain str constants.
_TOOL_ONLY = frozenset({"arguments"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    facts = frozenset(reads)
    if must_prevent is False:
        return "PostToolUse"
    if "outcome" in facts:
        raise ValueError("impossible: it must prevent the call but needs the call's outcome")
    return "tool" if facts <= _TOOL_ONLY else "PreToolUse"
