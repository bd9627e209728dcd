# Right: record rule -> "PostToolUse" whatever it reads; prevent rule -> ValueError if "outcome"
# is among its facts, "tool" if its facts are a subset of {"arguments"} (empty set included),
# else "PreToolUse" (reads holds only the six facts, so it holds user/tier/time/session). Only a
# frozenset copy is read, the caller's set is untouched; returns are plain str literals.


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    match (bool(must_prevent), frozenset(reads)):
        case (False, _):
            return "PostToolUse"
        case (True, facts) if "outcome" in facts:
            raise ValueError(f"a rule reading {sorted(facts)} needs the outcome: it cannot prevent the call")
        case (True, facts) if facts <= {"arguments"}:
            return "tool"
        case _:
            return "PreToolUse"
