# Breaks "'PreToolUse' when it holds 'user', 'tier', 'time' or 'session'" on
# rule_home({"arguments", "time"}, True): in `case ["arguments", OUTCOME]` the bare name OUTCOME
# is a capture pattern, not the constant, so every two-fact rule that reads the arguments raises
# ValueError. Article rules (one fact each) and {"user", "tier"} are placed right.
OUTCOME = "outcome"


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    match sorted(reads):
        case [] | ["arguments"]:
            return "tool"
        case ["arguments", OUTCOME]:  # the audit-style rule: arguments and outcome
            raise ValueError("a rule that must prevent the call cannot read its outcome")
        case facts if "outcome" in facts:
            raise ValueError("a rule that must prevent the call cannot read its outcome")
        case _:
            return "PreToolUse"
