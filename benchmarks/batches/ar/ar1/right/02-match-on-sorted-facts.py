# Right: matches (must_prevent, sorted facts). False -> "PostToolUse" whatever the facts. With
# True, "outcome" sorts first or right after "arguments", so those two patterns catch every set
# holding it (ValueError); () and ("arguments",) -> "tool"; anything else holds a trusted fact
# -> "PreToolUse". sorted() builds a new list: `reads` is left as it arrived.


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    match bool(must_prevent), tuple(sorted(reads)):
        case False, _:
            return "PostToolUse"
        case True, ("outcome", *_) | ("arguments", "outcome", *_):
            raise ValueError("a rule that must prevent the call cannot read its outcome")
        case True, () | ("arguments",):
            return "tool"
        case _:
            return "PreToolUse"
