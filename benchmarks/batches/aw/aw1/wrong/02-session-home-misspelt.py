# Breaks: "Returns: one of the plain strs "tool", "PreToolUse", "PostToolUse"": the per-fact
# table spells the session's home "PretoolUse" (a lower-case t), so rule_home({"session"}, True)
# returns "PretoolUse", which is none of the three.
_HOME_OF = {
    "arguments": "tool",
    "user": "PreToolUse",
    "tier": "PreToolUse",
    "time": "PreToolUse",
    "session": "PretoolUse",
}
_ORDER = ("tool", "PreToolUse", "PretoolUse")


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent a call cannot read its outcome")
    homes = {_HOME_OF[fact] for fact in reads} or {"tool"}
    return max(homes, key=_ORDER.index)
