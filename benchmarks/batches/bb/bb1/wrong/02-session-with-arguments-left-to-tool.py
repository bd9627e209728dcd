# Breaks "A rule that must prevent it: ... "PreToolUse" when it holds "user", "tier", "time" or
# "session"": the session id travels with every tool call, so a rule reading the arguments and
# the session is left to the tool: rule_home({"arguments", "session"}, True) returns "tool".
# {"session"} alone, and any set with user/tier/time, still gives "PreToolUse".

_CONTEXT_ONLY = frozenset({"user", "tier", "time"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    if reads & _CONTEXT_ONLY:
        return "PreToolUse"
    if "session" in reads and "arguments" not in reads:
        return "PreToolUse"  # nothing but the session: only a hook has it
    return "tool"  # the arguments (and the session id they come with)
