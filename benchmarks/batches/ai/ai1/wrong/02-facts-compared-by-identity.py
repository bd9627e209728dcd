# Breaks ""tool" when reads holds nothing but "arguments"": facts are compared with `is`, so a
# "arguments" that is equal but not the interned object (reads = {"".join(["argu", "ments"])},
# as json.loads or a join builds it) is not recognised: rule_home(that, True) returns "PreToolUse".
ARGUMENTS = "arguments"
OUTCOME = "outcome"


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if OUTCOME in reads:
        raise ValueError("a preventing rule cannot read the outcome")
    if all(fact is ARGUMENTS for fact in reads):
        return "tool"
    return "PreToolUse"
