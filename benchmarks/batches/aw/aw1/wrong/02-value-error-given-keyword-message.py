# Breaks: "it raises ValueError (any message) when it holds "outcome"": the error is built as
# ValueError(message=...), a habit from exception classes that take keywords; the builtin takes
# none, so rule_home({"outcome"}, True) raises TypeError: ValueError() takes no keyword arguments.
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError(message="a rule that must prevent a call cannot read its outcome")
    if not reads - {"arguments"}:
        return "tool"
    return "PreToolUse"
