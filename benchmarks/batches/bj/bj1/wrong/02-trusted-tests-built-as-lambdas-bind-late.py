# Breaks: "A rule that must prevent it: ... "PreToolUse" when it holds "user", "tier", "time"
# or "session"". Input: rule_home({"user"}, True) (or {"session"}) returns "tool": the lambdas
# made in the loop read `group` when called, after the loop ended on ("tier", "time"); so the
# notebook's Rules B ({"tier"}) and C ({"time"}) still come out "PreToolUse".
_GROUPS = {
    "who is calling": ("user", "session"),
    "plan and clock": ("tier", "time"),
}
_SERVER_CHECKS = []
for group in _GROUPS.values():
    _SERVER_CHECKS.append(lambda reads: any(fact in reads for fact in group))


def rule_home(reads, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent a call cannot read its outcome")
    if any(check(reads) for check in _SERVER_CHECKS):
        return "PreToolUse"
    return "tool"
