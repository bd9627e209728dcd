# Breaks: "it raises ValueError (any message) when it holds "outcome"" and "Returns: one of
# the plain strs": the verdict table mixes strings with a refusing callable, and the lookup
# returns the callable without calling it: rule_home({"outcome"}, True) returns a function.
def _impossible():
    raise ValueError("a rule that must prevent a call cannot depend on the call's outcome")


_VERDICTS = {"record": "PostToolUse", "impossible": _impossible, "arguments": "tool",
             "trusted": "PreToolUse"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        kind = "record"
    elif "outcome" in reads:
        kind = "impossible"
    elif reads <= {"arguments"}:
        kind = "arguments"
    else:
        kind = "trusted"
    return _VERDICTS[kind]
